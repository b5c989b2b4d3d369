// Local only (SPEC §4): a real settings endpoint would replace this module.
export const ACCEPTING_APPLICATIONS_AT_START = true

export function applicationsToggleMessage(accepting: boolean): string {
  return accepting ? 'Now accepting applications' : 'Applications are now closed'
}

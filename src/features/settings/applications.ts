import { t } from '@/lib/i18n/translate'

// The switch a first visit starts with (SPEC §4); settings-store.ts saves changes to it.
export const ACCEPTING_APPLICATIONS_AT_START = true

export type ApplicationsSetting = { accepting: boolean }

export function applicationsToggleMessage(accepting: boolean): string {
  return t(accepting ? 'settings.applications.opened' : 'settings.applications.closed')
}

/** Reads the saved switch: exactly `{ accepting: true | false }`, else null (caller falls back). */
export function parseStoredApplications(value: unknown): ApplicationsSetting | null {
  const { accepting } = (value ?? {}) as Record<string, unknown>
  const exact = typeof accepting === 'boolean' && Object.keys(value as object).length === 1
  return exact && !Array.isArray(value) ? { accepting } : null
}

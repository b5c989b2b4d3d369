// sessionStorage keys: one tab's, for its next page. The naming rules: local-keys.ts.

/** The path a lost session left: it stays with that tab and ends with it (return-to.ts). */
export const returnTo = 'fleet-admin:return-to'
/** Why the login shows: only for the next page of the tab whose session ended. */
export const sessionExpired = 'fleet-admin:session-expired'
/** When this tab last reloaded for a new build (stale-build.ts). */
export const reloadedForNewBuild = 'fleet-admin:reloaded-for-new-build'

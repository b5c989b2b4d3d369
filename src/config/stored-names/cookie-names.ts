// Cookies the app itself reads and writes; deploy/nginx.conf.template reads them by these names
// too. The naming rules: local-keys.ts.

/** The sign-in hint (lib/session/sign-in-hint.ts): this browser was signed in. */
export const signInHint = 'fleet_admin_signed_in'
/** Where nginx sent a signed-out visitor from (lib/session/return-to.ts). */
export const returnTo = 'fleet_admin_return_to'
/** The language chosen in this browser (lib/i18n/language-choice.ts): nginx serves its pages. */
export const language = 'fleet_admin_language'

// Shared by the app and the build (scripts/vite-plugins.ts), hence no `@/` imports.

/** Set on <html> by index.html's inline script on the paths that show the login screen. */
export const LOGIN_ROUTE_ATTRIBUTE = 'data-login-route'
/** Marks #root while it holds the login screen's build-time markup (index.css hides it elsewhere). */
export const PRERENDERED_LOGIN_ATTRIBUTE = 'data-prerendered-login'

/**
 * True when #root holds the login screen's markup on a path that shows it, so React can hydrate it
 * rather than paint the same screen again. Anywhere else the markup is dropped before React renders.
 */
export function adoptPrerenderedLogin(container: HTMLElement): boolean {
  if (!container.hasAttribute(PRERENDERED_LOGIN_ATTRIBUTE)) return false
  if (document.documentElement.hasAttribute(LOGIN_ROUTE_ATTRIBUTE)) return true
  container.removeAttribute(PRERENDERED_LOGIN_ATTRIBUTE)
  container.replaceChildren()
  return false
}

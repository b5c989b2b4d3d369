// Build-time only (scripts/vite-plugins.ts): nothing in the app imports this module.
import { renderToString } from 'react-dom/server'
import { LoginScreen } from '@/features/auth/login-screen'

/** The login screen's HTML, as React hydrates it, for index.html to paint before any script. */
export function loginScreenMarkup(): string {
  return renderToString(<LoginScreen />)
}

import { replace, type LoaderFunctionArgs } from 'react-router-dom'
import { LOGIN_SUCCESS_STATUS } from '@/config/paths'
import { takeReturnPath } from '@/lib/session/return-to'

/**
 * The server's sign-in returns to /?status=login_success; swap that entry for the screen the admin
 * was on when their session ended, or the dashboard. Nothing else in the URL is ever followed.
 */
export function loginEntryLoader({ request }: LoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get('status')
  return status === LOGIN_SUCCESS_STATUS ? replace(takeReturnPath()) : null
}

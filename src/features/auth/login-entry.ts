import { replace, type LoaderFunctionArgs } from 'react-router-dom'
import { LOGIN_SUCCESS_STATUS, paths } from '@/config/paths'

/** The server's sign-in returns to /?status=login_success; swap that entry for the dashboard. */
export function loginEntryLoader({ request }: LoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get('status')
  return status === LOGIN_SUCCESS_STATUS ? replace(paths.dashboard) : null
}

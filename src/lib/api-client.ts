import { getApiBaseUrl } from '@/config/env'
import { apiPaths, paths } from '@/config/paths'
import { t } from '@/lib/i18n/translate'
import { rememberCurrentPath } from '@/lib/session/return-to'
import { clearSignInHint, hasSessionEnded, renewSignInHint } from '@/lib/session/sign-in-hint'
import { noteSessionExpired } from '@/lib/session/session-expired'

export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

/** Status used for failures that never got an HTTP answer (network down, connection reset). */
export const NETWORK_ERROR_STATUS = 0

type ApiClientOptions = {
  baseUrl?: () => string
  fetch?: typeof fetch
  onSessionExpired?: () => void
  /** Called when the server answers a call with success (a logout's success excepted). */
  onCallSucceeded?: () => void
}

type RequestOptions = { method?: 'GET' | 'POST'; body?: unknown }

export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient({
  baseUrl = getApiBaseUrl,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  onSessionExpired = sendToLogin,
  onCallSucceeded = renewSignInHint,
}: ApiClientOptions = {}) {
  let refreshInFlight: Promise<boolean> | null = null

  async function send(path: string, { method = 'GET', body }: RequestOptions): Promise<Response> {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl()}${path}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new ApiError(NETWORK_ERROR_STATUS, t('api.unreachable', { reason }))
    }
    // A success is the server's word that the session lives; a logout's success ends it.
    if (response.ok && path !== apiPaths.logout) onCallSucceeded()
    return response
  }

  const refresh = () =>
    send(apiPaths.refresh, { method: 'POST' }).then(
      (response) => response.ok,
      () => false,
    )

  // Concurrent 401s in this tab wait on one shared refresh, which waits for other tabs' (code loaded
  // on the first 401); only its failure ends the session, once.
  function refreshSession(sentAt: number): Promise<boolean> {
    refreshInFlight ??= import('./session/shared-refresh')
      .then((tabs) => tabs.refreshForEveryTab(sentAt, refresh))
      // That code not loaded, or no lock to be had: this tab refreshes alone.
      .catch(refresh)
      .then((renewed) => {
        if (!renewed) onSessionExpired()
        return renewed
      })
      .finally(() => {
        refreshInFlight = null
      })
    return refreshInFlight
  }

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const sentAt = Date.now()
    let response = await send(path, options)
    if (response.status === 401 && path !== apiPaths.refresh) {
      const renewed = await refreshSession(sentAt)
      if (!renewed) throw new ApiError(401, t('api.sessionExpired'))
      response = await send(path, options)
    }
    return readBody<T>(response)
  }

  return {
    request,
    get: <T = unknown>(path: string) => request<T>(path),
    post: <T = unknown>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  }
}

async function readBody<T>(response: Response): Promise<T> {
  let text: string
  try {
    text = await response.text()
  } catch {
    throw new ApiError(response.status, t('api.cutOff', { status: httpCode(response) }))
  }
  let body: unknown = null
  let malformed = false
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      malformed = true
    }
  }
  if (!response.ok) throw new ApiError(response.status, describeFailure(response, body))
  if (malformed) throw new ApiError(response.status, t('api.malformed'))
  return body as T
}

function describeFailure(response: Response, body: unknown): string {
  const serverMessage =
    typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : ''
  const status = `HTTP ${httpCode(response)}${response.statusText ? ` ${response.statusText}` : ''}`
  return serverMessage ? `${serverMessage} (${status})` : t('api.failed', { status })
}

// A status code is a code, not a quantity: its digits stay as HTTP writes them in every language.
const httpCode = (response: Response) => String(response.status)

/**
 * The session ended: sign in again, then come back to this very screen (see return-to.ts). If this
 * page saw it end already (a logout here or in another tab, an earlier failed refresh), that end
 * leads the way out: a logout is no expired session and has no way back.
 */
function sendToLogin(): void {
  if (hasSessionEnded()) return
  rememberCurrentPath()
  clearSignInHint()
  noteSessionExpired()
  window.location.assign(paths.login)
}

export const api = createApiClient()

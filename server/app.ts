import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { ApiConfig } from './config'
import { HttpError, parseCookies, readJsonBody, sendJson, serializeCookie } from './http-helpers'
import { createSessionStore, type Endpoint, type RefreshGate, type Session } from './sessions'

// Stryker disable StringLiteral: module constant, read once at load: only a test that re-imports the module (main.test.ts) runs it mutated, and ignoreStatic skips the rest
export const ACCESS_COOKIE = 'fa_access'
export const REFRESH_COOKIE = 'fa_refresh'
// The access cookie goes to every API call; the refresh cookie only to refresh and logout.
const ACCESS_COOKIE_PATH = '/api'
const REFRESH_COOKIE_PATH = '/api/user'
const TEST_PREFIX = '/api/user/__test__/'
// Stryker restore StringLiteral

type Context = {
  req: IncomingMessage
  res: ServerResponse
  cookies: Record<string, string>
  secure: boolean
}

/**
 * A local stand-in for the delivery service's API (SPEC §7): cookie sessions, refresh, logout and
 * a fake Google sign-in. For development and tests only.
 */
export function createApiServer(config: ApiConfig): Server {
  const store = createSessionStore(config)

  const setSessionCookies = (ctx: Context, session: Session) => {
    ctx.res.setHeader('Set-Cookie', [
      serializeCookie(ACCESS_COOKIE, session.accessToken, {
        path: ACCESS_COOKIE_PATH,
        maxAgeMs: config.accessTtlMs,
        secure: ctx.secure,
      }),
      serializeCookie(REFRESH_COOKIE, session.refreshToken, {
        path: REFRESH_COOKIE_PATH,
        maxAgeMs: config.refreshTtlMs,
        secure: ctx.secure,
      }),
    ])
  }

  const clearSessionCookies = (ctx: Context) => {
    ctx.res.setHeader('Set-Cookie', [
      serializeCookie(ACCESS_COOKIE, '', {
        path: ACCESS_COOKIE_PATH,
        maxAgeMs: 0,
        secure: ctx.secure,
      }),
      serializeCookie(REFRESH_COOKIE, '', {
        path: REFRESH_COOKIE_PATH,
        maxAgeMs: 0,
        secure: ctx.secure,
      }),
    ])
  }

  const anySession = (ctx: Context) =>
    store.byAccessToken(ctx.cookies[ACCESS_COOKIE]) ??
    store.byRefreshToken(ctx.cookies[REFRESH_COOKIE])

  // Test controls can force an endpoint's answer; returns true when it did.
  const forcedFault = (ctx: Context, session: Session | undefined, endpoint: Endpoint) => {
    if (!session) return false
    session.calls[endpoint] += 1
    const status = session.faults[endpoint]
    if (!status) return false
    sendJson(ctx.res, status, { message: `Injected ${status} for ${endpoint}` })
    return true
  }

  // Test controls: a closed gate holds refreshes; each then reads its token once the gate opens,
  // so two sent together with one token meet a rotation as two tabs' refreshes at once do.
  const passRefreshGate = async (ctx: Context) => {
    const gate = store.byRefreshToken(ctx.cookies[REFRESH_COOKIE])?.refreshGate
    if (!gate) return
    gate.waiting += 1
    await gate.opened
  }

  const returnOrigin = (req: IncomingMessage) => {
    try {
      // Stryker disable next-line StringLiteral: equivalent, any non-URL text throws like ''
      const referer = new URL(req.headers.referer ?? '')
      if (config.appOrigins.includes(referer.origin)) return referer.origin
    } catch {
      // No usable Referer: fall back to the first configured app origin.
    }
    return config.appOrigins[0]
  }

  const routes: Record<
    string,
    { method: 'GET' | 'POST'; handle: (ctx: Context) => Promise<void> | void }
  > = {
    '/admin/auth/google/login': {
      method: 'GET',
      handle: (ctx) => {
        // Stand-in for Google: signs the demo admin in at once and returns to the app.
        const session = store.create()
        setSessionCookies(ctx, session)
        ctx.res.writeHead(302, {
          Location: `${returnOrigin(ctx.req)}/?status=login_success`,
          'Cache-Control': 'no-store',
        })
        ctx.res.end()
      },
    },
    '/api/user/getUser': {
      method: 'GET',
      handle: (ctx) => {
        const session = store.byAccessToken(ctx.cookies[ACCESS_COOKIE])
        const known = session ?? store.byRefreshToken(ctx.cookies[REFRESH_COOKIE])
        if (forcedFault(ctx, known, 'getUser')) return
        if (!session) return sendJson(ctx.res, 401, { message: 'Not signed in or session expired' })
        sendJson(ctx.res, 200, session.user)
      },
    },
    '/api/user/refresh': {
      method: 'POST',
      handle: async (ctx) => {
        await readJsonBody(ctx.req)
        await passRefreshGate(ctx)
        const session = store.byRefreshToken(ctx.cookies[REFRESH_COOKIE])
        if (forcedFault(ctx, session, 'refresh')) return
        if (!session) return sendJson(ctx.res, 401, { message: 'Refresh token missing or expired' })
        setSessionCookies(ctx, store.renew(session))
        sendJson(ctx.res, 200, { message: 'Session renewed' })
      },
    },
    '/api/user/logout': {
      method: 'POST',
      handle: async (ctx) => {
        await readJsonBody(ctx.req)
        const session = anySession(ctx)
        if (forcedFault(ctx, session, 'logout')) return
        if (session) store.end(session)
        clearSessionCookies(ctx)
        sendJson(ctx.res, 200, { message: 'Logged out' })
      },
    },
  }

  const testRoutes = (ctx: Context, action: string) => {
    const session = anySession(ctx)
    if (!session) return sendJson(ctx.res, 401, { message: 'No session to control' })
    if (action === 'expire-access' && ctx.req.method === 'POST') {
      store.expireAccess(session)
      return sendJson(ctx.res, 200, { ok: true })
    }
    if (action === 'calls' && ctx.req.method === 'GET') return sendJson(ctx.res, 200, session.calls)
    if (action === 'refresh-gate' && ctx.req.method === 'GET') {
      return sendJson(ctx.res, 200, describeGate(session.refreshGate))
    }
    if (action === 'refresh-gate' && ctx.req.method === 'POST') {
      return readJsonBody(ctx.req).then((body) => {
        session.refreshGate = setGate(session.refreshGate, parseGateClosed(body))
        sendJson(ctx.res, 200, describeGate(session.refreshGate))
      })
    }
    if (action === 'faults' && ctx.req.method === 'POST') {
      return readJsonBody(ctx.req).then((body) => {
        session.faults = parseFaults(body)
        sendJson(ctx.res, 200, session.faults)
      })
    }
    sendJson(ctx.res, 404, { message: 'Unknown test control' })
  }

  const applyCors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Vary', 'Origin')
    const origin = req.headers.origin
    if (!origin || !config.appOrigins.includes(origin)) return false
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    return true
  }

  return createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://placeholder').pathname
    const ctx: Context = {
      req,
      res,
      cookies: parseCookies(req.headers.cookie),
      secure: config.secureCookies || req.headers['x-forwarded-proto'] === 'https',
    }
    try {
      const allowed = applyCors(req, res)
      if (req.method === 'OPTIONS') {
        if (allowed) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST')
          res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept')
          res.setHeader('Access-Control-Max-Age', '600')
        }
        res.writeHead(allowed ? 204 : 403).end()
        return
      }
      if (config.testControls && path.startsWith(TEST_PREFIX)) {
        await testRoutes(ctx, path.slice(TEST_PREFIX.length))
        return
      }
      const route = routes[path]
      if (!route) return sendJson(res, 404, { message: `No route for ${req.method} ${path}` })
      if (req.method !== route.method) {
        res.setHeader('Allow', route.method)
        return sendJson(res, 405, { message: `Use ${route.method} for ${path}` })
      }
      await route.handle(ctx)
    } catch (error) {
      if (res.headersSent) return res.destroy()
      if (error instanceof HttpError) return sendJson(res, error.status, { message: error.message })
      console.error('Local API error:', error)
      sendJson(res, 500, { message: 'Internal server error' })
    }
  })
}

function parseGateClosed(body: unknown): boolean {
  const closed = typeof body === 'object' && body !== null && 'closed' in body ? body.closed : null
  if (typeof closed !== 'boolean') throw new HttpError(400, 'Expected {"closed": true or false}')
  return closed
}

/** Closes the gate (keeping one already closed) or opens it, letting every held refresh on. */
function setGate(gate: RefreshGate | null, closed: boolean): RefreshGate | null {
  if (closed) return gate ?? newGate()
  gate?.open()
  return null
}

function newGate(): RefreshGate {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open, waiting: 0 }
}

const describeGate = (gate: RefreshGate | null) => ({
  closed: gate !== null,
  waiting: gate?.waiting ?? 0,
})

function parseFaults(body: unknown): Session['faults'] {
  if (typeof body !== 'object' || body === null) throw new HttpError(400, 'Expected a JSON object')
  const faults: Session['faults'] = {}
  for (const endpoint of ['getUser', 'refresh', 'logout'] as const) {
    const status = (body as Record<string, unknown>)[endpoint]
    if (status === undefined) continue
    if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599) {
      throw new HttpError(400, `${endpoint} must be an HTTP error status (400-599)`)
    }
    faults[endpoint] = status as number
  }
  return faults
}

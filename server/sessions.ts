import { randomBytes } from 'node:crypto'

export type AdminProfile = { id: number; name: string; email: string; phone_number: string }

// Stryker disable ObjectLiteral,StringLiteral: module constant, read once at load: only a test that re-imports the module (main.test.ts) runs it mutated, and ignoreStatic skips the rest
export const DEMO_ADMIN: AdminProfile = {
  id: 1,
  name: 'Demo Admin',
  email: 'demo.admin@example.com',
  phone_number: '+1 555-0100',
}
// Stryker restore ObjectLiteral,StringLiteral

export type Endpoint = 'getUser' | 'refresh' | 'logout'

/** Test controls: refreshes held until the test opens the gate (app.ts), and how many wait. */
export type RefreshGate = { opened: Promise<void>; open: () => void; waiting: number }

export type Session = {
  id: string
  user: AdminProfile
  accessToken: string
  accessExpiresAt: number
  refreshToken: string
  refreshExpiresAt: number
  /** Test controls: forced answer status per endpoint. */
  faults: Partial<Record<Endpoint, number>>
  /** Test controls: how often each endpoint was called for this session. */
  calls: Record<Endpoint, number>
  /** Test controls: while set, this session's refreshes wait for it to open. */
  refreshGate: RefreshGate | null
}

// Stryker disable next-line ArrowFunction: module constant, read once at load: only a test that re-imports the module (main.test.ts) runs it mutated, and ignoreStatic skips the rest
const token = () => randomBytes(24).toString('base64url')

/** In-memory sessions: enough for a local stand-in, gone when the process stops. */
export function createSessionStore({
  accessTtlMs,
  refreshTtlMs,
  now = Date.now,
}: {
  accessTtlMs: number
  refreshTtlMs: number
  now?: () => number
}) {
  const sessions = new Map<string, Session>()

  const find = (match: (session: Session) => boolean) => {
    for (const session of sessions.values()) if (match(session)) return session
    return undefined
  }

  return {
    create(user: AdminProfile = DEMO_ADMIN): Session {
      const session: Session = {
        id: token(),
        user,
        accessToken: token(),
        accessExpiresAt: now() + accessTtlMs,
        refreshToken: token(),
        refreshExpiresAt: now() + refreshTtlMs,
        faults: {},
        calls: { getUser: 0, refresh: 0, logout: 0 },
        refreshGate: null,
      }
      sessions.set(session.id, session)
      return session
    },
    byAccessToken(value: string | undefined): Session | undefined {
      // Stryker disable next-line ConditionalExpression: equivalent, no session has an empty token
      if (!value) return undefined
      return find((s) => s.accessToken === value && s.accessExpiresAt > now())
    },
    byRefreshToken(value: string | undefined): Session | undefined {
      // Stryker disable next-line ConditionalExpression: equivalent, no session has an empty token
      if (!value) return undefined
      return find((s) => s.refreshToken === value && s.refreshExpiresAt > now())
    },
    /** Issues a new access token and rotates the refresh token, so a stolen old one is useless. */
    renew(session: Session): Session {
      session.accessToken = token()
      session.accessExpiresAt = now() + accessTtlMs
      session.refreshToken = token()
      session.refreshExpiresAt = now() + refreshTtlMs
      return session
    },
    expireAccess(session: Session): void {
      session.accessExpiresAt = 0
    },
    end(session: Session): void {
      sessions.delete(session.id)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

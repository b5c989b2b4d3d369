export type ApiConfig = {
  port: number
  host: string
  /** Listen on a host that is not loopback (server/loopback-only.ts); off, since it signs in anyone. */
  allowRemote: boolean
  /** Origins allowed to call with credentials (CORS); the first is where sign-in returns to by default. */
  appOrigins: string[]
  accessTtlMs: number
  refreshTtlMs: number
  /** Adds `Secure` to cookies even when a request arrives over plain HTTP (behind a TLS proxy). */
  secureCookies: boolean
  /** Test-only routes that inject faults; never on unless a test run turns them on. */
  testControls: boolean
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return (Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * 1000
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT) || 8080,
    host: env.API_HOST || 'localhost',
    allowRemote: env.API_ALLOW_REMOTE === '1',
    appOrigins: (
      env.APP_ORIGINS || `http://localhost:${env.APP_PORT || 5173},http://localhost:4173`
    )
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    accessTtlMs: seconds(env.ACCESS_TTL_SECONDS, 300),
    refreshTtlMs: seconds(env.REFRESH_TTL_SECONDS, 8 * 60 * 60),
    secureCookies: env.API_SECURE_COOKIES === '1',
    testControls: env.API_TEST_CONTROLS === '1',
  }
}

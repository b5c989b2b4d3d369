// The build under test, served as deployed: the real deploy/nginx.conf.template (CSP included)
// through scripts/deploy/serve-nginx.ts, as the deployment tests do, before the local API.
import { execFileSync } from 'node:child_process'
import { connect } from 'node:net'
import { relative, resolve } from 'node:path'
import { apiPaths } from '../../src/config/paths'
import { startProcess, waitFor } from './processes'

export const PORTS = { api: 8790, app: 4180, chrome: 9333 }
export const APP = `http://localhost:${PORTS.app}`
export const API = `http://localhost:${PORTS.api}`
/** The run's scratch folder: a build, the browser profile, every Lighthouse result. */
export const TMP = resolve('perf/.tmp')

/** A leftover run (or anything else) on our ports would be measured instead of this build. */
export async function assertPortsFree() {
  for (const port of Object.values(PORTS)) {
    const inUse = await new Promise<boolean>((done) => {
      const socket = connect(port, 'localhost')
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
    if (inUse) throw new Error(`Port ${port} is in use; npm run perf needs ${Object.values(PORTS)}`)
  }
}

export function build(dist: string) {
  console.log(`Building into ${relative('.', dist)} (API ${API})…`)
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir']
  const env = { ...process.env, VITE_API_BASE_URL: API }
  // A build that never exits (an open handle) should fail the run, not stall it.
  const options = { stdio: 'inherit', env, timeout: 5 * 60_000 } as const
  execFileSync(process.execPath, [...vite, '--logLevel', 'warn'], options)
}

export async function startApi() {
  startProcess('The local API', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    API_PORT: String(PORTS.api),
    APP_ORIGINS: APP,
    // Longer than the whole run, so no measured load goes through a token refresh.
    ACCESS_TTL_SECONDS: '3600',
  })
  await waitFor('the local API', async () => (await fetch(`${API}${apiPaths.getUser}`)).status)
}

export async function startNginx(dist: string) {
  const args = ['--dist', dist, '--port', String(PORTS.app), '--api', API]
  startProcess('nginx', 'npx', ['tsx', 'scripts/deploy/serve-nginx.ts', ...args])
  const shell = await waitFor('nginx', () => fetch(APP).then((r) => (r.ok ? r : undefined)))
  // Without the template's CSP, something other than the deployment would be measured.
  if (!shell.headers.has('content-security-policy')) throw new Error(`${APP} answers without a CSP`)
  console.log(`nginx serves ${dist} on ${APP} (${shell.headers.get('server')})`)
}

/**
 * Serves a built app with the real deploy/nginx.conf.template under Debian's nginx, in the
 * foreground, for the browser suite's deployment checks.
 *
 *   tsx scripts/deploy/serve-nginx.ts --dist dist-e2e --port 4175 --api http://localhost:8787
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { builtPages, readTemplate, renderNginxConf } from './render-nginx-conf'

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4175' },
    api: { type: 'string', default: 'http://localhost:8080' },
  },
})

const dist = resolve(values.dist!)
const prefix = mkdtempSync(join(tmpdir(), 'fleet-admin-nginx-'))
mkdirSync(join(prefix, 'logs'))

const server = renderNginxConf(readTemplate(), {
  listen: values.port!,
  root: dist,
  apiOrigin: new URL(values.api!).origin,
  pages: builtPages(dist),
})
writeFileSync(join(prefix, 'server.conf'), server)
// As root, nginx's workers drop to 'nobody', who cannot enter a private (0700) checkout like CI's.
const workerUser = process.getuid?.() === 0 ? 'user root;\n' : ''
writeFileSync(
  join(prefix, 'nginx.conf'),
  `${workerUser}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/server.conf;
}
`,
)

const nginx = spawn(
  'nginx',
  ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
)
console.log(`nginx serving ${dist} on http://localhost:${values.port}`)
nginx.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => nginx.kill('SIGQUIT'))
}

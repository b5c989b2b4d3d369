import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { GZIP_LEVEL } from '../lib/screen-assets'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt'])

/** The deployment rule (README): hashed assets forever, everything else revalidated. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

type Entry = { body: Buffer; gzip?: Buffer; type: string }

/**
 * Serves a Vite build the way deploy/nginx.conf.template does: gzip, long-lived caching for hashed
 * assets, index.html for any path that is not a file (SPA fallback), and `shellHeaders` (the CSP)
 * on the app shell.
 */
export function startStaticServer(
  root: string,
  port: number,
  shellHeaders: Record<string, string> = {},
): Promise<Server> {
  const cache = new Map<string, Entry | null>()

  const load = async (urlPath: string): Promise<Entry | null> => {
    if (cache.has(urlPath)) return cache.get(urlPath)!
    const file = join(root, normalize(urlPath).replace(/^(\.\.[/\\])+/, ''))
    let entry: Entry | null
    try {
      const body = await readFile(file)
      const ext = extname(file)
      entry = {
        body,
        gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: GZIP_LEVEL }) : undefined,
        type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      }
    } catch {
      entry = null
    }
    cache.set(urlPath, entry)
    return entry
  }

  const server = createServer(async (req, res) => {
    let urlPath: string
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let entry = urlPath.endsWith('/') ? null : await load(urlPath)
    let servedPath = urlPath
    // Paths without an extension are app routes; a missing /assets/x.js stays a 404.
    if (!entry && !extname(urlPath)) {
      entry = await load('/index.html')
      servedPath = '/index.html'
    }
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = gzip ? entry.gzip! : entry.body
    res.writeHead(200, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      'Cache-Control': cacheControlFor(servedPath),
      'X-Content-Type-Options': 'nosniff',
      ...(entry.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...(servedPath.startsWith('/assets/') ? {} : shellHeaders),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', () => resolve(server))
  })
}

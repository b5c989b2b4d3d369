import type { IncomingMessage, ServerResponse } from 'node:http'

// Stryker disable next-line ArithmeticOperator: module constant, read once at load: only a test that re-imports the module (main.test.ts) runs it mutated, and ignoreStatic skips the rest
export const MAX_BODY_BYTES = 16 * 1024

export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  // Stryker disable next-line StringLiteral: equivalent, text without '=' yields no cookie either
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      // A cookie that is not valid percent-encoding is ignored, as if absent.
    }
  }
  return cookies
}

type CookieOptions = { path: string; maxAgeMs: number; secure: boolean }

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** Reads a JSON body (empty allowed); oversized or malformed bodies become clean 4xx errors. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  // Keep reading past the limit (discarding) so the socket stays usable for the 413 answer.
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    // Stryker disable next-line ConditionalExpression: equivalent, an oversized body is refused below anyway
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer)
  }
  if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large')
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
}

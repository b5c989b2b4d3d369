import { createServer, type Server } from 'node:net'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

/** A port nothing listens on right now, on loopback. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const
let listenersBefore: Map<string, NodeJS.SignalsListener[]>

/** Starts server/main.ts in this process, as `npm run dev:api` does, and returns its new signal handlers. */
async function runMain(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  await import('../../server/main')
  return Object.fromEntries(
    SIGNALS.map((signal) => [
      signal,
      process.listeners(signal).filter((l) => !listenersBefore.get(signal)!.includes(l)),
    ]),
  ) as Record<(typeof SIGNALS)[number], NodeJS.SignalsListener[]>
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 })

beforeEach(() => {
  listenersBefore = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]))
})
afterEach(() => {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)!.includes(listener)) process.off(signal, listener)
    }
  }
})

it('listens where API_HOST and API_PORT say, prints what it serves, and stops on SIGINT or SIGTERM', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const port = await freePort()

  const handlers = await runMain({
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    APP_ORIGINS: 'http://localhost:4999,https://admin.example.com',
    ACCESS_TTL_SECONDS: '60',
    REFRESH_TTL_SECONDS: '120',
    API_TEST_CONTROLS: '1',
  })
  await until(() => expect(log).toHaveBeenCalledOnce())

  expect(log).toHaveBeenCalledWith(
    `Local API (stand-in for the delivery service) on http://127.0.0.1:${port}` +
      ' · app origins: http://localhost:4999, https://admin.example.com · access 60s, refresh 120s · TEST CONTROLS ON',
  )
  const answer = await fetch(`http://127.0.0.1:${port}/api/user/getUser`)
  expect(answer.status).toBe(401)
  expect(handlers.SIGINT).toHaveLength(1)
  expect(handlers.SIGTERM).toHaveLength(1)

  handlers.SIGTERM[0]!('SIGTERM')
  await until(() => expect(exit).toHaveBeenCalledWith(0))
  await expect(fetch(`http://127.0.0.1:${port}/api/user/getUser`)).rejects.toThrow()
  handlers.SIGINT[0]!('SIGINT')
})

it('says nothing about test controls when they are off', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const port = await freePort()

  const handlers = await runMain({ API_HOST: '127.0.0.1', API_PORT: String(port) })
  await until(() => expect(log).toHaveBeenCalledOnce())

  expect(log.mock.calls[0]![0]).toMatch(/ · access 300s, refresh 28800s$/)
  handlers.SIGTERM[0]!('SIGTERM')
})

it('refuses to listen beyond this machine, says why, and exits with 1', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const port = await freePort()

  await runMain({ API_HOST: '0.0.0.0', API_PORT: String(port) })

  expect(exit).toHaveBeenCalledWith(1)
  expect(error).toHaveBeenCalledWith(expect.stringContaining('set API_ALLOW_REMOTE=1'))
  expect(log).not.toHaveBeenCalled()
  await expect(fetch(`http://127.0.0.1:${port}/api/user/getUser`)).rejects.toThrow()
})

it('listens beyond this machine with API_ALLOW_REMOTE=1', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const port = await freePort()

  const handlers = await runMain({
    API_HOST: '0.0.0.0',
    API_PORT: String(port),
    API_ALLOW_REMOTE: '1',
  })
  await until(() => expect(log).toHaveBeenCalledOnce())

  expect((await fetch(`http://127.0.0.1:${port}/api/user/getUser`)).status).toBe(401)
  handlers.SIGTERM[0]!('SIGTERM')
})

it('explains how to pick other ports when its port is taken, and exits with 1', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const taken: Server = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const { port } = taken.address() as { port: number }

  try {
    await runMain({ API_HOST: '127.0.0.1', API_PORT: String(port) })
    await until(() => expect(exit).toHaveBeenCalledWith(1))
  } finally {
    await new Promise<void>((resolve) => taken.close(() => resolve()))
  }

  expect(error).toHaveBeenCalledWith(
    `Port ${port} is already in use (another \`npm run dev\`?). Stop that program, or run on` +
      ' other ports: APP_PORT=5174 API_PORT=8081 npm run dev',
  )
})

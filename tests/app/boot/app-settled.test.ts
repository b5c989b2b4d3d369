// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appSettled, markAppStarted, markLocationShown } from '@/app/boot/app-settled'
import { markContentLoading } from '@/lib/start/content-loading'

// How the start-up code knows the screen shows what the router is at (before the next replay).

const routes = [
  {
    path: '*',
    Component: () => null,
    loader: ({ request }: { request: Request }) =>
      new URL(request.url).searchParams.get('wait') === '1'
        ? new Promise((done) => setTimeout(done, 50))
        : null,
  },
]

// Each test's router starts at the same key: none of them is shown yet.
beforeEach(() => markLocationShown('an earlier location'))
afterEach(() => vi.useRealTimers())

describe('appSettled', () => {
  it('waits until React has shown the router’s location, told so, not by polling', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    vi.useFakeTimers()
    let settled: boolean | undefined
    const waiting = appSettled(router).then((value) => (settled = value))

    await vi.advanceTimersByTimeAsync(5000)
    expect(settled).toBeUndefined()
    markLocationShown(router.state.location.key)

    expect(await waiting).toBe(true)
  })

  it('waits for a navigation under way, then for it to be shown', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    markLocationShown(router.state.location.key)
    void router.navigate('/b?wait=1')
    let settled = false
    const waiting = appSettled(router).then(() => (settled = true))

    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'))
    expect(settled).toBe(false)
    markLocationShown(router.state.location.key)
    await waiting
    expect(router.state.location.pathname).toBe('/b')
  })

  it('waits for on-demand content a click asked for (a dialog) until it has shown', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    markLocationShown(router.state.location.key)
    const dialogShown = markContentLoading()
    let settled = false
    const waiting = appSettled(router).then(() => (settled = true))

    await new Promise((done) => setTimeout(done, 20))
    expect(settled).toBe(false)
    dialogShown()
    await waiting
    expect(settled).toBe(true)
  })

  it('says false once its limit passes without the screen settling', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    vi.useFakeTimers()
    let settled: boolean | undefined
    void appSettled(router).then((value) => (settled = value))

    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
  })
})

describe('markAppStarted', () => {
  it('marks the page as started, for whoever watches it', () => {
    expect(document.documentElement).not.toHaveAttribute('data-started')
    markAppStarted()
    expect(document.documentElement).toHaveAttribute('data-started', '')
  })
})

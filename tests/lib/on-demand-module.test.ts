// @vitest-environment happy-dom
import { act, render, renderHook, screen } from '@testing-library/react'
import { Component, createElement, Suspense, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { contentIsLoading } from '@/lib/start/content-loading'
import { onAskedAgainAfter, onDemandModule } from '@/lib/on-demand-module'

// A .ts file (the mutation run takes *.test.ts), so elements are made with createElement.
const greetingModule = {
  Greeting: ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`),
}

describe('onDemandModule', () => {
  it('imports the module once, however often it is loaded or prefetched', async () => {
    const importModule = vi.fn(async () => greetingModule)
    const module = onDemandModule(importModule)
    module.prefetch()
    await expect(module.load()).resolves.toBe(greetingModule)
    await module.load()
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('counts as loading from load() until a task after its code came or failed, not when prefetched', async () => {
    let arrive!: (module: typeof greetingModule) => void
    const module = onDemandModule(() => new Promise<typeof greetingModule>((r) => (arrive = r)))
    const failing = onDemandModule(() => Promise.reject(new Error('offline')))
    const nextTask = () => new Promise((resolve) => setTimeout(resolve))

    await vi.waitFor(() => expect(contentIsLoading()).toBe(false)) // the tests before, done
    module.prefetch()
    expect(contentIsLoading()).toBe(false)
    const loading = module.load()
    expect(contentIsLoading()).toBe(true)
    arrive(greetingModule)
    await loading
    // The code that asked for it (an Export replayed after sign-in) runs before a key held after it.
    expect(contentIsLoading()).toBe(true)
    await nextTask()
    expect(contentIsLoading()).toBe(false)

    await expect(failing.load()).rejects.toThrow('offline')
    expect(contentIsLoading()).toBe(true)
    await nextTask()
    expect(contentIsLoading()).toBe(false)
  })

  it('tries again after a failed import, and a failed prefetch throws nothing', async () => {
    const importModule = vi
      .fn<() => Promise<typeof greetingModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(greetingModule)
    const module = onDemandModule(importModule)
    module.prefetch()
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    await expect(module.load()).resolves.toBe(greetingModule)
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('renders an exported component once it has loaded', async () => {
    const Greeting = onDemandModule(async () => greetingModule).component('Greeting')
    render(
      createElement(Suspense, { fallback: 'Loading' }, createElement(Greeting, { name: 'Grace' })),
    )
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument()
  })

  it('draws a component whose code failed once: drawing again never fetches it again, load() does', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/g.js')
    const importModule = vi
      .fn<() => Promise<typeof greetingModule>>()
      .mockRejectedValueOnce(missing)
      .mockResolvedValue(greetingModule)
    const module = onDemandModule(importModule)
    const Greeting = module.component('Greeting')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const drawn: unknown[] = []
    // Each time a new boundary, so the component is drawn anew.
    const draw = (key: number) =>
      createElement(
        Catch,
        { key, onError: (error: unknown) => drawn.push(error) },
        createElement(Suspense, { fallback: 'Loading' }, createElement(Greeting, { name: 'Ada' })),
      )
    const { rerender } = render(draw(1))
    await vi.waitFor(() => expect(drawn).toEqual([missing]))

    rerender(draw(2))
    await vi.waitFor(() => expect(drawn).toEqual([missing, missing]))
    expect(importModule).toHaveBeenCalledTimes(1)

    await act(() => module.load())
    rerender(draw(3))
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('draws a component whose prefetch failed by fetching it again', async () => {
    const importModule = vi
      .fn<() => Promise<typeof greetingModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(greetingModule)
    const module = onDemandModule(importModule)
    module.prefetch()
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    const Greeting = module.component('Greeting')
    render(
      createElement(Suspense, { fallback: 'Loading' }, createElement(Greeting, { name: 'Ada' })),
    )
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('tells a failure’s listener when the module is asked for again, not when prefetched', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/g.js')
    const module = onDemandModule(vi.fn().mockRejectedValueOnce(missing).mockResolvedValue({}))
    await expect(module.load()).rejects.toBe(missing)
    const askedAgain = vi.fn()
    const stop = onAskedAgainAfter(missing, askedAgain)

    module.prefetch()
    expect(askedAgain).not.toHaveBeenCalled()
    void module.load()
    expect(askedAgain).toHaveBeenCalledTimes(1)
    stop?.()
    void module.load()
    expect(askedAgain).toHaveBeenCalledTimes(1)
    expect(onAskedAgainAfter(new Error('other'), askedAgain)).toBeNull()
  })

  it.each([
    ['a string', 'offline'],
    ['null', null],
  ])(
    'a load failing with %s (not an error object) rejects with it, and nothing listens for a retry',
    async (_kind, reason) => {
      const module = onDemandModule(vi.fn().mockRejectedValue(reason))
      const failed = module.load()
      await expect(failed).rejects.toBe(reason)
      // The failure's own handler has run by now: it must not have thrown.
      await new Promise((resolve) => setTimeout(resolve))
      expect(onAskedAgainAfter(reason, vi.fn())).toBeNull()
    },
  )

  it('tells components when the module is first asked for', () => {
    const module = onDemandModule(async () => greetingModule)
    const { result } = renderHook(() => module.useRequested())
    expect(result.current).toBe(false)
    act(() => module.prefetch())
    expect(result.current).toBe(true)
  })
})

/** An error boundary that reports what it caught and then draws nothing. */
class Catch extends Component<{ children?: ReactNode; onError: (error: unknown) => void }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

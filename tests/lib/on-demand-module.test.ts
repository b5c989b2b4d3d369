// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react'
import { createElement, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { onDemandModule } from '@/lib/on-demand-module'

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

  it('tells components when the module is first asked for', () => {
    const module = onDemandModule(async () => greetingModule)
    const { result } = renderHook(() => module.useRequested())
    expect(result.current).toBe(false)
    act(() => module.prefetch())
    expect(result.current).toBe(true)
  })
})

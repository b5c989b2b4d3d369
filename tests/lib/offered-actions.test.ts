// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useOfferedAction, useOffers } from '@/lib/offered-actions'

// What a control on screen offers the palette to run in place, while it is on screen.

describe('offered actions', () => {
  it('are offered while their control is on screen, oldest first, and run its latest handler', () => {
    const offers = renderHook(() => useOffers())
    const first = vi.fn()
    const later = vi.fn()
    const bar = renderHook(({ run }) => useOfferedAction('remove-selected', run), {
      initialProps: { run: first },
    })
    const panel = renderHook(() => useOfferedAction('remove-driver', vi.fn()))
    expect(offers.result.current.map(({ action }) => action)).toEqual([
      'remove-selected',
      'remove-driver',
    ])

    bar.rerender({ run: later })
    act(() => offers.result.current[0]!.run())
    expect(later).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()

    act(() => bar.unmount())
    expect(offers.result.current.map(({ action }) => action)).toEqual(['remove-driver'])
    act(() => panel.unmount())
    expect(offers.result.current).toEqual([])
  })
})

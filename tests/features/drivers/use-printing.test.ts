// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePrinting } from '@/features/drivers/use-printing'

/** A print media query whose changes the test makes. */
function fakePrintMedia() {
  const media = Object.assign(new EventTarget(), { matches: false, media: 'print' })
  vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList)
  return (matches: boolean) => {
    media.matches = matches
    act(() => void media.dispatchEvent(Object.assign(new Event('change'), { matches })))
  }
}

const fire = (type: 'beforeprint' | 'afterprint') =>
  act(() => void window.dispatchEvent(new Event(type)))

afterEach(() => vi.restoreAllMocks())

describe('usePrinting', () => {
  it('is false on screen', () => {
    fakePrintMedia()
    expect(renderHook(usePrinting).result.current).toBe(false)
  })

  it('is true from beforeprint until afterprint', () => {
    fakePrintMedia()
    const { result } = renderHook(usePrinting)

    fire('beforeprint')
    expect(result.current).toBe(true)
    fire('afterprint')
    expect(result.current).toBe(false)
  })

  it('follows print media (an emulated print, a PDF)', () => {
    const toPrint = fakePrintMedia()
    const { result } = renderHook(usePrinting)

    toPrint(true)
    expect(result.current).toBe(true)
    toPrint(false)
    expect(result.current).toBe(false)
  })

  it('draws before the print layout: within the beforeprint event itself', () => {
    fakePrintMedia()
    const { result } = renderHook(usePrinting)
    const seen: boolean[] = []
    // Registered after the hook's listener, so it runs once that listener has returned.
    const after = () => seen.push(result.current)
    window.addEventListener('beforeprint', after)

    fire('beforeprint')

    window.removeEventListener('beforeprint', after)
    expect(seen).toEqual([true])
  })

  it('stops listening when unmounted', () => {
    fakePrintMedia()
    const removed = vi.spyOn(window, 'removeEventListener')
    const media = window.matchMedia('print')
    const removedFromMedia = vi.spyOn(media, 'removeEventListener')
    const { unmount } = renderHook(usePrinting)

    unmount()

    const types = removed.mock.calls.map(([type]) => type)
    expect(types).toEqual(expect.arrayContaining(['beforeprint', 'afterprint']))
    expect(removedFromMedia).toHaveBeenCalledWith('change', expect.any(Function))
  })
})

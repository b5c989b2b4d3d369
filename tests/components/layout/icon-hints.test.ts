// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissIconHint,
  iconHintBubble,
  iconHintHandlers,
  OPEN_DELAY_MS,
  SKIP_DELAY_MS,
  useShownIconHint,
} from '@/components/layout/icon-hints'

// When an icon-only control's hint shows: SPEC's 700 ms on hover, 300 ms skip delay, at once on
// keyboard focus; never on a tap or straight after a click.

type Handlers = Required<ReturnType<typeof iconHintHandlers>>

function control(label: string, enabled = true) {
  const anchor = document.createElement('button')
  document.body.append(anchor)
  const handlers = iconHintHandlers({ label, side: 'bottom' }, enabled) as Handlers
  handlers.ref(anchor)
  const event = (pointerType = 'mouse') => ({ pointerType, currentTarget: anchor }) as never
  return {
    anchor,
    handlers,
    hover: (pointerType?: string) => act(() => handlers.onPointerMove(event(pointerType))),
    leave: () => act(() => handlers.onPointerLeave(event())),
    /** A click, as a browser orders it: pressed, focused, let go. */
    press: () =>
      act(() => {
        handlers.onPointerDown(event())
        handlers.onFocus({ currentTarget: anchor })
        document.dispatchEvent(new Event('pointerup'))
      }),
    focus: () => act(() => handlers.onFocus({ currentTarget: anchor })),
    blur: () => act(() => handlers.onBlur({ currentTarget: anchor })),
  }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  await iconHintBubble.load()
  // Well past any skip window a test before left open.
  await wait(SKIP_DELAY_MS * 2)
})
afterEach(() => {
  act(() => dismissIconHint())
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const shownHint = () => renderHook(() => useShownIconHint()).result

describe('icon hints', () => {
  it('show on hover after the delay, not before', async () => {
    const shown = shownHint()
    const drivers = control('Drivers')
    drivers.hover()
    await wait(OPEN_DELAY_MS - 1)
    expect(shown.current).toBeNull()
    await wait(1)
    expect(shown.current).toMatchObject({
      label: 'Drivers',
      anchor: drivers.anchor,
      instant: false,
    })

    drivers.leave()
    expect(shown.current).toBeNull()
  })

  it('skip the delay when the pointer moves on from a hint within the skip window', async () => {
    const shown = shownHint()
    const [dashboard, settings, drivers] = ['Dashboard', 'Settings', 'Drivers'].map((label) =>
      control(label),
    )
    dashboard!.hover()
    await wait(OPEN_DELAY_MS)
    dashboard!.leave()
    await wait(SKIP_DELAY_MS - 1)
    settings!.hover()
    await wait(0)
    expect(shown.current).toMatchObject({ label: 'Settings', instant: true })

    settings!.leave()
    await wait(SKIP_DELAY_MS)
    drivers!.hover()
    await wait(0)
    expect(shown.current).toBeNull()
  })

  it('show at once on keyboard focus, and go on blur', async () => {
    const shown = shownHint()
    const collapse = control('Collapse sidebar')
    collapse.focus()
    await wait(0)
    expect(shown.current).toMatchObject({ label: 'Collapse sidebar', instant: true })
    collapse.blur()
    expect(shown.current).toBeNull()
  })

  it('never show on a tap, nor after a click until the pointer has left', async () => {
    const shown = shownHint()
    const theme = control('Switch to dark theme')
    theme.hover('touch')
    await wait(OPEN_DELAY_MS)
    expect(shown.current).toBeNull()

    theme.hover()
    await wait(OPEN_DELAY_MS)
    // The focus a click gives opens none, nor does the pointer moving on over the control.
    theme.press()
    theme.hover()
    await wait(OPEN_DELAY_MS)
    expect(shown.current).toBeNull()

    theme.leave()
    theme.hover()
    await wait(OPEN_DELAY_MS)
    expect(shown.current).toMatchObject({ label: 'Switch to dark theme' })
  })

  it('follow a label that changes while it shows', async () => {
    const shown = shownHint()
    const theme = control('Switch to dark theme')
    theme.focus()
    await wait(0)
    const relabelled = iconHintHandlers({ label: 'Switch to light theme', side: 'bottom' }, true)
    act(() => relabelled.ref?.(theme.anchor))
    expect(shown.current).toMatchObject({ label: 'Switch to light theme' })
  })

  it('give nothing to a control that wants no hint (labels shown, no hover)', () => {
    expect(iconHintHandlers({ label: 'Drivers', side: 'end' }, false)).toEqual({})
  })

  it('go on Escape (dismissed) and stay away until the pointer comes back', async () => {
    const shown = shownHint()
    const drivers = control('Drivers')
    drivers.hover()
    await wait(OPEN_DELAY_MS)
    act(() => dismissIconHint())
    expect(shown.current).toBeNull()
    drivers.hover()
    await wait(OPEN_DELAY_MS)
    expect(shown.current).toBeNull()
  })

  it('are dismissed only within the element whose controls stopped wanting them', async () => {
    const shown = shownHint()
    const header = document.createElement('header')
    const collapse = control('Collapse sidebar')
    collapse.focus()
    await wait(0)
    act(() => dismissIconHint(header))
    expect(shown.current).toMatchObject({ label: 'Collapse sidebar' })
    header.append(collapse.anchor)
    act(() => dismissIconHint(header))
    expect(shown.current).toBeNull()
  })
})

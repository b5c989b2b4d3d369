// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureEarlyEvents } from '@/app/boot/capture-early-events'
import type { EarlyEvent } from '@/app/boot/capture-early-events'
import { replayEarlyEvents } from '@/app/boot/replay-early-events'

// The app's replay of what was held before it ran: each once, only on elements still there, with
// React taking up what was typed into markup it hydrated.

const settled = () => Promise.resolve(true)
const replay = (events: EarlyEvent[]) => replayEarlyEvents(events, { settled })
const keyEvent = (key: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function Toolbar({
  onSearch,
  onStatus,
}: {
  onSearch: (text: string) => void
  onStatus: (s: string) => void
}) {
  const [text, setText] = useState('')
  const [status, setStatus] = useState('all')
  return (
    <div>
      <input
        aria-label="Search"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onSearch(event.target.value)
        }}
      />
      <select
        aria-label="Status"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value)
          onStatus(event.target.value)
        }}
      >
        <option value="all">All</option>
        <option value="inactive">Inactive</option>
      </select>
      <button type="button" onClick={() => onStatus('clicked')}>
        Next
      </button>
    </div>
  )
}

/** Paints the toolbar's prerendered markup, lets `before` act on it, then hydrates it. */
async function paintThenHydrate(before: () => void) {
  const onSearch = vi.fn()
  const onStatus = vi.fn()
  const element = <Toolbar onSearch={onSearch} onStatus={onStatus} />
  document.body.innerHTML = `<div id="root">${renderToString(element)}</div>`
  const capture = captureEarlyEvents(document)
  before()
  capture.handOver()
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, element)
  })
  return { onSearch, onStatus, events: capture.take() }
}

const search = () => document.querySelector('input')!
const typeBeforeTheApp = (text: string) => {
  search().value = text
  search().dispatchEvent(new Event('input', { bubbles: true }))
}

describe('replaying what was done before the app ran', () => {
  it('tells React what was typed into the markup it hydrated, caret where it was', async () => {
    const { onSearch, events } = await paintThenHydrate(() => {
      typeBeforeTheApp('garcia')
      search().setSelectionRange(3, 3)
    })
    expect(search().value).toBe('garcia')

    await act(() => replay(events))

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('garcia')
    expect(search().value).toBe('garcia')
    expect([search().selectionStart, search().selectionEnd]).toEqual([3, 3])
  })

  it('puts typed text back if React redrew the field before the replay', async () => {
    const { onSearch, events } = await paintThenHydrate(() => typeBeforeTheApp('gar'))
    search().value = ''

    await act(() => replay(events))

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('gar')
    expect(search().value).toBe('gar')
  })

  it('tells React of a choice made in a select, in the order things happened', async () => {
    const { onStatus, events } = await paintThenHydrate(() => {
      document.querySelector('button')!.click()
      const select = document.querySelector('select')!
      select.value = 'inactive'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })

    await act(() => replay(events))

    // Next, then the filter: the filter's reset to page one is the last word, as it was on screen.
    expect(onStatus.mock.calls).toEqual([['clicked'], ['inactive']])
  })

  it('leaves a field the app saw typed into since alone: it is ahead of what was held', async () => {
    const { onSearch, events } = await paintThenHydrate(() => typeBeforeTheApp('gar'))
    await act(async () => {
      search().value = 'garc'
      search().dispatchEvent(new Event('input', { bubbles: true }))
    })
    onSearch.mockClear()

    await act(() => replay(events))

    expect(onSearch).not.toHaveBeenCalled()
    expect(search().value).toBe('garc')
  })

  it('announces nothing that was typed and then taken back', async () => {
    const { onSearch, events } = await paintThenHydrate(() => {
      typeBeforeTheApp('x')
      typeBeforeTheApp('')
    })

    await act(() => replay(events))

    expect(onSearch).not.toHaveBeenCalled()
  })

  it('clicks once, however often the control was clicked', async () => {
    const { onStatus, events } = await paintThenHydrate(() => {
      for (let times = 0; times < 5; times++) document.querySelector('button')!.click()
    })

    await act(() => replay(events))

    expect(onStatus).toHaveBeenCalledExactlyOnceWith('clicked')
  })

  it('skips a target that left the page or was disabled before the replay, and goes on', async () => {
    document.body.innerHTML = '<button id="gone">Gone</button><button id="off">Off</button>'
    const capture = captureEarlyEvents(document)
    const gone = document.getElementById('gone')!
    const off = document.getElementById('off') as HTMLButtonElement
    gone.click()
    off.click()
    const events = capture.take()
    const clicked = vi.fn()
    gone.addEventListener('click', clicked)
    off.addEventListener('click', clicked)
    gone.remove()
    off.disabled = true
    // No shortcut handler takes the key either.
    const keys = vi.fn()
    document.addEventListener('keydown', keys)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})

    await replay([...events, { kind: 'key', event: keyEvent('?'), typedAfter: [] }])

    expect(clicked).not.toHaveBeenCalled()
    expect(debug.mock.calls.map(([, element]) => element)).toEqual([gone, off, '?'])
    expect(keys).toHaveBeenCalledWith(expect.objectContaining({ key: '?' }))
    document.removeEventListener('keydown', keys)
    debug.mockRestore()
  })

  it('presses a held shortcut again where it was pressed, or on the page if that is gone', async () => {
    document.body.innerHTML = '<div data-keyboard-shortcuts><input id="field" /></div>'
    const field = document.getElementById('field')!
    const holdCtrlK = (on: Element) => {
      const capture = captureEarlyEvents(document)
      on.dispatchEvent(keyEvent('k', { ctrlKey: true }))
      return capture.take()
    }
    const inField = holdCtrlK(field)
    const onPage = holdCtrlK(document.body)
    const pressed = vi.fn((event: KeyboardEvent) => {
      event.preventDefault()
      return [event.target, event.key, event.ctrlKey]
    })
    document.addEventListener('keydown', pressed)

    await replay(inField)
    await replay(onPage)
    field.remove()
    await replay(inField)

    expect(pressed.mock.results.map(({ value }) => value)).toEqual([
      [field, 'k', true],
      [document.body, 'k', true],
      [document.body, 'k', true],
    ])
    document.removeEventListener('keydown', pressed)
  })

  it('presses the keys typed after a dialog’s shortcut again, where focus is once it ran', async () => {
    document.body.innerHTML = '<div data-keyboard-shortcuts><input id="palette" /></div>'
    const capture = captureEarlyEvents(document)
    for (const [key, init] of [['k', { ctrlKey: true }], ['d'], ['r']] as const) {
      document.body.dispatchEvent(keyEvent(key, init))
    }
    const held = capture.take()
    const palette = document.getElementById('palette')!
    // What the app's handler does with Ctrl+K: takes it and opens a dialog with focus in it.
    const shortcut = (event: KeyboardEvent) => {
      if (event.key === 'k') event.preventDefault()
      if (event.key === 'k') palette.focus()
    }
    document.addEventListener('keydown', shortcut)
    const typed = vi.fn((event: KeyboardEvent) => event.key)
    palette.addEventListener('keydown', typed)

    await replay(held)

    expect(typed.mock.results.map(({ value }) => value)).toEqual(['d', 'r'])
    document.removeEventListener('keydown', shortcut)
  })

  it('drops what is left when the screen never shows what an event asked for', async () => {
    document.body.innerHTML = '<button id="first">Add Admin</button><button id="next">Next</button>'
    const capture = captureEarlyEvents(document)
    document.getElementById('first')!.click()
    document.getElementById('next')!.click()
    const clicked = vi.fn((event: MouseEvent) => (event.target as Element).id)
    document.addEventListener('click', clicked)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})

    await replayEarlyEvents(capture.take(), { settled: () => Promise.resolve(false) })

    expect(clicked.mock.results.map(({ value }) => value)).toEqual(['first'])
    expect(debug).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('never showed'),
      document.getElementById('next'),
    )
    document.removeEventListener('click', clicked)
    debug.mockRestore()
  })

  it('skips a click behind a dialog an earlier event opened: out of reach, as for a person', async () => {
    document.body.innerHTML = '<main><button id="behind">Delete</button></main>'
    const capture = captureEarlyEvents(document)
    const behind = document.getElementById('behind')!
    behind.click()
    const clicked = vi.fn()
    behind.addEventListener('click', clicked)
    // What a modal dialog does to the rest of the page while it is open.
    document.querySelector('main')!.setAttribute('aria-hidden', 'true')
    // Said for a developer (happy-dom would print the whole element, thousands of lines).
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})

    await replay(capture.take())

    expect(clicked).not.toHaveBeenCalled()
    expect(debug).toHaveBeenCalledWith(
      'Dropped a click held before the app ran: its target is behind a dialog.',
      behind,
    )
  })

  it('never throws: an event that fails to replay is dropped, and the next one runs', async () => {
    const notAnElement = { isConnected: true }
    const broken = {
      kind: 'click',
      target: notAnElement,
      event: new MouseEvent('click'),
    } as EarlyEvent
    const after = vi.fn((event: Event) => event.preventDefault())
    document.addEventListener('keydown', after)
    const settledCalls = vi.fn(settled)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})

    await expect(
      replayEarlyEvents([broken, { kind: 'key', event: keyEvent('?'), typedAfter: [] }], {
        settled: settledCalls,
      }),
    ).resolves.toBeUndefined()
    expect(after).toHaveBeenCalledOnce()
    expect(settledCalls).toHaveBeenCalledTimes(2)
    expect(debug).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('failed'), notAnElement)
    document.removeEventListener('keydown', after)
    debug.mockRestore()
  })
})

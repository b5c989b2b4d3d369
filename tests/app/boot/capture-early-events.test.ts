// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureEarlyEvents } from '@/app/boot/capture-early-events'
import type { EarlyEvents } from '@/app/boot/capture-early-events'

// What the head script holds of a visitor's clicks, keys and typing before the app runs.

let capture: EarlyEvents
beforeEach(() => {
  document.body.innerHTML = `
    <div data-keyboard-shortcuts>
      <button type="button" id="add"><svg><path /></svg>Add Admin</button>
      <a href="/dashboard/drivers/2" id="driver">Robert Johnson</a>
      <p id="text">Some text</p>
      <input type="checkbox" id="box" />
      <input type="search" id="search" aria-keyshortcuts="/" />
      <select id="status"><option value="all" selected>All</option><option value="inactive">Inactive</option></select>
    </div>`
  capture = captureEarlyEvents(document)
})
afterEach(() => {
  capture.take()
})

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}
const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}
const type = (field: HTMLInputElement, value: string) => {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('clicks before the app runs', () => {
  it('holds a click on a control, from any part of it, and stops its native action', () => {
    const event = click(byId('add').querySelector('path')!)

    expect(event.defaultPrevented).toBe(true)
    expect(capture.take()).toEqual([{ kind: 'click', target: byId('add'), event }])
  })

  it('holds the same control once, however often it is clicked', () => {
    for (let times = 0; times < 100; times++) click(byId('add'))

    expect(capture.take()).toHaveLength(1)
  })

  it('leaves links and plain text alone: a link works without the app', () => {
    const onLink = click(byId('driver'))
    click(byId('text'))

    expect(onLink.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([])
  })

  it('keeps a checkbox as it was: the replayed click is the only toggle', () => {
    click(byId('box'))

    expect(byId<HTMLInputElement>('box').checked).toBe(false)
    expect(capture.take()).toMatchObject([{ kind: 'click', target: byId('box') }])
  })

  it('keeps a click from a hydrated React until handed over: its list is not the URL’s yet', () => {
    // React listens on its root, under the document: what it is given there, it acts on.
    const reactsRoot = document.querySelector('[data-keyboard-shortcuts]')!
    const reactGot: EventTarget[] = []
    reactsRoot.addEventListener('click', (event) => reactGot.push(event.target!), true)

    const early = click(byId('add'))
    capture.handOver()
    click(byId('add'))

    expect(reactGot).toEqual([byId('add')])
    expect(capture.take()).toEqual([{ kind: 'click', target: byId('add'), event: early }])
  })

  it('leaves clicks to React once handed over', () => {
    capture.handOver()
    const event = click(byId('add'))

    expect(event.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([])
  })

  it('keeps the last value typed while React hydrates, so the replay never sets it back', () => {
    const box = byId<HTMLInputElement>('search')
    type(box, 'gar')
    capture.handOver()
    type(box, 'garc')

    expect(capture.take()).toMatchObject([{ kind: 'value', target: box, value: 'garc' }])
  })
})

describe('keys before the app runs', () => {
  it('holds a shortcut and keeps the browser from using it (Ctrl+K is its search bar)', () => {
    const event = press('k', document.body, { ctrlKey: true })

    expect(event.defaultPrevented).toBe(true)
    expect(capture.take()).toEqual([{ kind: 'key', event, typedAfter: [] }])
  })

  it('holds what is typed after a dialog’s shortcut with it, for the dialog it opens', () => {
    const shortcut = press('k', byId('search'), { ctrlKey: true })
    const typed = ['D', 'r'].map((key) => press(key, byId('search')))

    expect(typed.map((event) => event.defaultPrevented)).toEqual([true, true])
    expect(capture.take()).toEqual([{ kind: 'key', event: shortcut, typedAfter: typed }])
  })

  it('leaves what is typed after Ctrl+B where it is typed: that shortcut opens nothing', () => {
    const shortcut = press('b', document.body, { ctrlKey: true })
    const typed = press('x', byId('search'))

    expect(typed.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([{ kind: 'key', event: shortcut, typedAfter: null }])
  })

  it('keeps the last of several shortcuts, once', () => {
    press('k', document.body, { ctrlKey: true })
    press('?')
    const last = press('?')

    expect(capture.take()).toEqual([{ kind: 'key', event: last, typedAfter: [] }])
  })

  it('lets a key typed into a field be typed: "/" in the search box is no shortcut', () => {
    const event = press('/', byId('search'))

    expect(event.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([])
  })

  it('focuses the search box on "/" at once, without the app, so typing goes on into it', () => {
    const box = byId<HTMLInputElement>('search')
    type(box, 'gar')
    // jsdom lays nothing out; in a browser the painted box has an offset parent.
    Object.defineProperty(box, 'offsetParent', { value: document.body })

    const event = press('/')

    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(box)
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 3])
    expect(capture.take().filter((early) => early.kind === 'key')).toEqual([])
  })

  it('leaves "/" to the browser on a screen without a search box', () => {
    const event = press('/')

    expect(event.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([])
  })

  it('holds Ctrl+K pressed inside a field, which opens the palette from anywhere', () => {
    const event = press('k', byId('search'), { ctrlKey: true })

    expect(capture.take()).toEqual([{ kind: 'key', event, typedAfter: [] }])
  })

  it('holds no key on a page without shortcuts (the login screen)', () => {
    document.querySelector('[data-keyboard-shortcuts]')!.removeAttribute('data-keyboard-shortcuts')
    const event = press('k', document.body, { ctrlKey: true })

    expect(event.defaultPrevented).toBe(false)
    expect(capture.take()).toEqual([])
  })

  it('still holds keys while React hydrates: the app runs them only once it has replayed', () => {
    capture.handOver()
    const event = press('?')

    expect(capture.take()).toEqual([{ kind: 'key', event, typedAfter: [] }])
  })
})

describe('typing and choosing before the app runs', () => {
  it('holds each field’s last value and caret, kept apart from the element', () => {
    const search = byId<HTMLInputElement>('search')
    type(search, 'ga')
    type(search, 'gar')
    search.setSelectionRange(1, 1)
    search.dispatchEvent(new Event('change', { bubbles: true }))
    search.value = ''

    expect(capture.take()).toEqual([
      { kind: 'value', target: search, value: 'gar', caret: [1, 1, 'none'] },
    ])
  })

  it('holds a choice in a select, in the order things happened', () => {
    click(byId('add'))
    const status = byId<HTMLSelectElement>('status')
    status.value = 'inactive'
    status.dispatchEvent(new Event('change', { bubbles: true }))

    expect(capture.take()).toEqual([
      expect.objectContaining({ kind: 'click' }),
      { kind: 'value', target: status, value: 'inactive', caret: null },
    ])
  })
})

describe('once the app has taken what was held', () => {
  it('holds nothing more and leaves every click and key to the page', () => {
    capture.take()

    const clicked = click(byId('add'))
    const pressed = press('k', document.body, { ctrlKey: true })
    const slash = press('/')

    expect([clicked, pressed, slash].map((event) => event.defaultPrevented)).toEqual([
      false,
      false,
      false,
    ])
    expect(capture.take()).toEqual([])
  })
})

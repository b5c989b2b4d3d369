// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { isTypingTarget, shortcutOf, type ShortcutKeyEvent } from '@/lib/keyboard/shortcuts'

function element(html: string): Element {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  return host.querySelector('[data-target]') ?? host.firstElementChild!
}

const press = (key: string, target: EventTarget | null, extra: Partial<ShortcutKeyEvent> = {}) =>
  ({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    keyCode: 0,
    repeat: false,
    ...extra,
  }) satisfies ShortcutKeyEvent

describe('isTypingTarget', () => {
  it.each([
    '<input>',
    '<input type="search">',
    '<input type="email">',
    '<input type="number">',
    '<input type="password">',
    '<textarea></textarea>',
    '<select><option>a</option></select>',
    '<div contenteditable="true"></div>',
    '<div contenteditable=""></div>',
    '<div contenteditable="plaintext-only"></div>',
    '<div contenteditable="true"><p><b data-target>inside</b></p></div>',
    '<div role="textbox"></div>',
    '<div role="combobox"><span data-target>inside</span></div>',
  ])('counts %s as typing', (html) => {
    expect(isTypingTarget(element(html))).toBe(true)
  })

  it.each([
    '<button>Go</button>',
    '<input type="checkbox">',
    '<input type="radio">',
    '<input type="range">',
    '<input type="submit">',
    '<a href="#x">link</a>',
    '<div contenteditable="false"></div>',
    '<div tabindex="0">panel</div>',
    '<button role="switch">Accept</button>',
  ])('does not count %s as typing', (html) => {
    expect(isTypingTarget(element(html))).toBe(false)
  })

  it('does not count the page itself, or no target at all', () => {
    expect(isTypingTarget(document.body)).toBe(false)
    expect(isTypingTarget(window)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('shortcutOf', () => {
  const body = document.body
  const field = () => element('<input type="search">')

  it('reads each shortcut outside fields', () => {
    expect(shortcutOf(press('k', body, { ctrlKey: true }), false)).toBe('openPalette')
    expect(shortcutOf(press('K', body, { ctrlKey: true }), false)).toBe('openPalette')
    expect(shortcutOf(press('b', body, { ctrlKey: true }), false)).toBe('toggleSidebar')
    expect(shortcutOf(press('/', body), false)).toBe('focusSearch')
    expect(shortcutOf(press('?', body, { shiftKey: true }), false)).toBe('showShortcuts')
  })

  it('uses ⌘ on Apple keyboards and Ctrl elsewhere, never the other one', () => {
    expect(shortcutOf(press('k', body, { metaKey: true }), true)).toBe('openPalette')
    expect(shortcutOf(press('b', body, { metaKey: true }), true)).toBe('toggleSidebar')
    expect(shortcutOf(press('k', body, { ctrlKey: true }), true)).toBeNull()
    expect(shortcutOf(press('b', body, { metaKey: true }), false)).toBeNull()
  })

  it('never fires /, ? or Ctrl+B while typing in a field', () => {
    for (const target of [
      field(),
      element('<textarea></textarea>'),
      element('<select></select>'),
    ]) {
      expect(shortcutOf(press('/', target), false)).toBeNull()
      expect(shortcutOf(press('?', target, { shiftKey: true }), false)).toBeNull()
      expect(shortcutOf(press('b', target, { ctrlKey: true }), false)).toBeNull()
    }
    const editable = element('<div contenteditable="true"><span data-target>x</span></div>')
    expect(shortcutOf(press('b', editable, { ctrlKey: true }), false)).toBeNull()
  })

  it('opens the palette from a field too (Ctrl+K types nothing)', () => {
    expect(shortcutOf(press('k', field(), { ctrlKey: true }), false)).toBe('openPalette')
  })

  it('fires nothing while composing text, on a held key, or with other modifiers', () => {
    expect(shortcutOf(press('k', body, { ctrlKey: true, isComposing: true }), false)).toBeNull()
    expect(shortcutOf(press('/', body, { keyCode: 229 }), false)).toBeNull()
    expect(shortcutOf(press('b', body, { ctrlKey: true, repeat: true }), false)).toBeNull()
    expect(shortcutOf(press('k', body, { ctrlKey: true, shiftKey: true }), false)).toBeNull()
    expect(shortcutOf(press('k', body, { ctrlKey: true, altKey: true }), false)).toBeNull()
    expect(shortcutOf(press('k', body, { ctrlKey: true, metaKey: true }), false)).toBeNull()
    expect(shortcutOf(press('/', body, { ctrlKey: true }), false)).toBeNull()
    expect(shortcutOf(press('?', body, { metaKey: true }), false)).toBeNull()
    expect(shortcutOf(press('k', body), false)).toBeNull()
    expect(shortcutOf(press('x', body, { ctrlKey: true }), false)).toBeNull()
  })
})

describe('isApplePlatform', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', false],
  ])('%s → %s', (userAgent, apple) => {
    expect(isApplePlatform(userAgent)).toBe(apple)
  })
})

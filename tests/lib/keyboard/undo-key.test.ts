// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isUndoKey, type UndoKeyEvent } from '@/lib/keyboard/undo-key'

function element(html: string): Element {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  return host.firstElementChild!
}

const button = element('<button>Remove</button>')

const press = (key: string, extra: Partial<UndoKeyEvent> = {}) =>
  ({
    key,
    code: `Key${key.toUpperCase()}`,
    target: button,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    keyCode: 0,
    repeat: false,
    ...extra,
  }) satisfies UndoKeyEvent

describe('isUndoKey', () => {
  it('is Ctrl+Z on Windows and Linux, ⌘Z on Apple, Caps Lock or not', () => {
    expect(isUndoKey(press('z', { ctrlKey: true }), false)).toBe(true)
    expect(isUndoKey(press('Z', { ctrlKey: true }), false)).toBe(true)
    expect(isUndoKey(press('z', { metaKey: true }), true)).toBe(true)

    expect(isUndoKey(press('z', { metaKey: true }), false)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true }), true)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true, metaKey: true }), false)).toBe(false)
    expect(isUndoKey(press('z'), false)).toBe(false)
    expect(isUndoKey(press('y', { ctrlKey: true }), false)).toBe(false)
  })

  it('leaves redo (Shift), Alt, a held key and a composition alone', () => {
    expect(isUndoKey(press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true, altKey: true }), false)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true, repeat: true }), false)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true, isComposing: true }), false)).toBe(false)
    expect(isUndoKey(press('z', { ctrlKey: true, keyCode: 229 }), false)).toBe(false)
  })

  it('reads the key by its letter on Latin layouts (QWERTZ), by its place on others (Arabic)', () => {
    // German QWERTZ: the key printed Z sits where QWERTY has Y.
    expect(isUndoKey(press('z', { ctrlKey: true, code: 'KeyY' }), false)).toBe(true)
    expect(isUndoKey(press('y', { ctrlKey: true, code: 'KeyZ' }), false)).toBe(false)
    expect(isUndoKey(press('ئ', { ctrlKey: true, code: 'KeyZ' }), false)).toBe(true)
    expect(isUndoKey(press('ئ', { ctrlKey: true, code: 'KeyX' }), false)).toBe(false)
  })

  it.each(['<input>', '<textarea></textarea>', '<div contenteditable="true"></div>'])(
    'leaves Ctrl+Z in a text field (%s) to the field',
    (html) => {
      expect(isUndoKey(press('z', { ctrlKey: true, target: element(html) }), false)).toBe(false)
    },
  )

  it('undoes from a checkbox, a link or the page', () => {
    for (const target of [
      element('<input type="checkbox">'),
      element('<a href="/">x</a>'),
      document.body,
    ])
      expect(isUndoKey(press('z', { ctrlKey: true, target }), false)).toBe(true)
  })
})

// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hasWorkOnScreen, textNotInUrl, useSelectionOnScreen } from '@/lib/work-on-screen'

/** Puts fields on the page, as `<input>`s (or a textarea) holding the values given. */
function fields(...values: { type?: string; value: string; tag?: 'textarea' }[]) {
  for (const { type, value, tag = 'input' } of values) {
    const field = document.createElement(tag)
    if (type && field instanceof HTMLInputElement) field.type = type
    field.value = value
    document.body.append(field)
  }
}

afterEach(() => document.body.replaceChildren())

describe('what a reload would lose', () => {
  it('nothing on an empty screen, or in empty and blank fields', () => {
    fields({ value: '' }, { value: '   ' }, { tag: 'textarea', value: '' })
    expect(hasWorkOnScreen(document, '')).toBe(false)
  })

  it('text typed into a field or a textarea', () => {
    fields({ type: 'email', value: 'grace@example.com' })
    expect(textNotInUrl(document, '')).toBe(true)
    document.body.replaceChildren()
    fields({ tag: 'textarea', value: 'a note' })
    expect(hasWorkOnScreen(document, '')).toBe(true)
  })

  it('not the search the URL keeps (a reload shows it again), but a search it does not keep yet', () => {
    fields({ type: 'search', value: 'garcia ' })
    expect(hasWorkOnScreen(document, '?q=garcia&status=active')).toBe(false)
    expect(hasWorkOnScreen(document, '?q=garc')).toBe(true)
    expect(hasWorkOnScreen(document, '')).toBe(true)
  })

  it('not a checkbox, radio or button: their state is no typed text', () => {
    fields({ type: 'checkbox', value: 'on' }, { type: 'radio', value: 'de' })
    fields({ type: 'submit', value: 'Save' }, { type: 'hidden', value: 'x' })
    expect(hasWorkOnScreen(document, '')).toBe(false)
  })

  it('a selection on screen, for as long as it is not empty', () => {
    const { rerender, unmount } = renderHook(({ selected }) => useSelectionOnScreen(selected), {
      initialProps: { selected: true },
    })
    expect(hasWorkOnScreen(document, '')).toBe(true)
    rerender({ selected: false })
    expect(hasWorkOnScreen(document, '')).toBe(false)
    rerender({ selected: true })
    unmount()
    expect(hasWorkOnScreen(document, '')).toBe(false)
  })

  it('nothing where there is no page (the build, Node)', () => {
    expect(hasWorkOnScreen(undefined, '')).toBe(false)
  })
})

// @vitest-environment jsdom
// jsdom: happy-dom's <option> has no defaultSelected.
import { render, screen } from '@testing-library/react'
import { createElement, useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  announceValue,
  caretOf,
  isTextField,
  isValueField,
  typeValue,
} from '@/lib/start/field-value'

// A value put into a field as typing would: React hears it, the caret goes where it is told.

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('')
  return createElement('input', {
    'aria-label': 'Name',
    value,
    onChange: (event: { target: HTMLInputElement }) => {
      setValue(event.target.value)
      onValue(event.target.value)
    },
  })
}

describe('typeValue', () => {
  it('reaches a React-controlled field’s onChange, which keeps the value', () => {
    const heard: string[] = []
    render(createElement(Controlled, { onValue: (value: string) => heard.push(value) }))
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })

    typeValue(field, 'Ada', [1, 1])

    expect(heard).toEqual(['Ada'])
    expect(field).toHaveValue('Ada')
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1])
  })

  it('leaves the caret alone in a field without one (e-mail), and the event bubbles', () => {
    document.body.innerHTML = '<form><input type="email" aria-label="Email"></form>'
    const field = document.querySelector('input')!
    const bubbled: string[] = []
    document.querySelector('form')!.addEventListener('input', () => bubbled.push(field.value))

    typeValue(field, 'a@b.io', [2, 2])

    expect(bubbled).toEqual(['a@b.io'])
  })
})

describe('isTextField', () => {
  it.each([
    ['<input>', true],
    ['<input type="search">', true],
    ['<input type="email">', true],
    ['<input type="tel">', true],
    ['<textarea></textarea>', true],
    ['<input type="checkbox">', false],
    ['<input type="date">', false],
    ['<select></select>', false],
    ['<button></button>', false],
  ])('%s: %s', (html, expected) => {
    document.body.innerHTML = html
    expect(isTextField(document.body.firstElementChild)).toBe(expected)
  })
})

describe('isValueField', () => {
  it.each([
    ['<input type="checkbox">', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<button></button>', false],
    ['<div></div>', false],
  ])('%s: %s', (html, expected) => {
    document.body.innerHTML = html
    expect(isValueField(document.body.firstElementChild)).toBe(expected)
  })
})

describe('caretOf', () => {
  it('reads a text field’s selection with its direction', () => {
    document.body.innerHTML = '<input value="Garcia">'
    const field = document.querySelector('input')!
    field.setSelectionRange(1, 4, 'backward')
    expect(caretOf(field)).toEqual([1, 4, 'backward'])
  })

  it('is null for a select and for a field that keeps no caret (e-mail)', () => {
    document.body.innerHTML = '<select><option>a</option></select><input type="email">'
    expect(caretOf(document.querySelector('select')!)).toBeNull()
    expect(caretOf(document.querySelector('input')!)).toBeNull()
  })
})

describe('announceValue', () => {
  /** A field as the markup rendered it, and every input or change event it then sends. */
  function renderedField(html: string) {
    document.body.innerHTML = `<form>${html}</form>`
    const field = document.querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!
    const heard: string[] = []
    document
      .querySelector('form')!
      .addEventListener('input', () => heard.push(`input ${field.value}`))
    document
      .querySelector('form')!
      .addEventListener('change', () => heard.push(`change ${field.value}`))
    return { field, heard }
  }

  it('types a value the app did not see, keeping the caret as it is now', () => {
    const { field, heard } = renderedField('<input value="">')
    field.value = 'gar'
    field.setSelectionRange(1, 1)

    announceValue(field, 'gar', [3, 3])

    expect(heard).toEqual(['input gar'])
    expect(field.value).toBe('gar')
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1])
  })

  it('puts back the caret as typed when the field was redrawn with its rendered value since', () => {
    const { field, heard } = renderedField('<input value="">')

    announceValue(field, 'gar', [2, 2, 'forward'])

    expect(heard).toEqual(['input gar'])
    expect([field.selectionStart, field.selectionEnd, field.selectionDirection]).toEqual([
      2,
      2,
      'forward',
    ])
  })

  it('tells nothing when the value is the rendered one', () => {
    const { field, heard } = renderedField('<input value="ada">')
    announceValue(field, 'ada', null)
    expect(heard).toEqual([])
  })

  it('tells nothing when the field was typed on since: the app saw that', () => {
    const { field, heard } = renderedField('<input value="">')
    field.value = 'garc'
    announceValue(field, 'gar', null)
    expect(heard).toEqual([])
    expect(field.value).toBe('garc')
  })

  it('chooses a select’s option with a change event, measured from its default option', () => {
    const { field, heard } = renderedField(
      '<select><option value="all">All</option><option value="active" selected>Active</option><option value="inactive">Inactive</option></select>',
    )
    announceValue(field, 'inactive', null)
    expect(heard).toEqual(['change inactive'])

    heard.length = 0
    announceValue(field, 'active', null)
    expect(heard).toEqual([])
  })

  it('measures a select without a default option from its first option', () => {
    const { field, heard } = renderedField(
      '<select><option value="all">All</option><option value="active">Active</option></select>',
    )
    announceValue(field, 'all', null)
    expect(heard).toEqual([])
    announceValue(field, 'active', null)
    expect(heard).toEqual(['change active'])
  })
})

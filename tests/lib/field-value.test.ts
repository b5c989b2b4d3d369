// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createElement, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { isTextField, typeValue } from '@/lib/field-value'

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

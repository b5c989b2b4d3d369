// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { focusBack, focusOutOfToast } from '@/lib/focus'
import { countConnectedAsOnScreen } from '../support/jsdom'

beforeEach(() => {
  countConnectedAsOnScreen()
  document.body.innerHTML = `<main id="main" tabindex="-1"></main><button>Other</button>
    <section data-sonner-toaster><button>Undo</button></section>`
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusBack', () => {
  it('gives focus back to the element while it is on screen', () => {
    const other = document.querySelector('button')!
    focusBack(other)
    expect(document.activeElement).toBe(other)
  })

  it('gives it to the main content when the element is gone', () => {
    focusBack(document.createElement('button'))
    expect(document.activeElement).toBe(document.getElementById('main'))
    focusBack(null)
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})

describe('focusBack with a fallback', () => {
  it('gives focus to the fallback when the element is gone, and to main when both are', () => {
    const other = document.querySelector('button')!
    focusBack(document.createElement('button'), other)
    expect(document.activeElement).toBe(other)
    focusBack(null, document.createElement('button'))
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})

describe('focusOutOfToast', () => {
  const undo = () => document.querySelector<HTMLElement>('[data-sonner-toaster] button')!

  it('moves focus from a toast to the first candidate on screen, else to main', () => {
    const other = document.querySelector('button')!
    undo().focus()
    focusOutOfToast(document.createElement('button'), other)
    expect(document.activeElement).toBe(other)
    undo().focus()
    focusOutOfToast(null)
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it('leaves focus that is not in a toast where it is', () => {
    const other = document.querySelector('button')!
    other.focus()
    focusOutOfToast(document.getElementById('main'))
    expect(document.activeElement).toBe(other)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { focusBack } from '@/lib/focus'
import { countConnectedAsOnScreen } from '../support/jsdom'

beforeEach(() => {
  countConnectedAsOnScreen()
  document.body.innerHTML = `<main id="main" tabindex="-1"></main><button>Other</button>`
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

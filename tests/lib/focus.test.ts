// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusBack } from '@/lib/focus'

// jsdom lays nothing out (offsetParent is always null): a connected element counts as on screen.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.isConnected ? document.body : null
  })
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>
    <button data-focus-id="theme-toggle">Switch to light theme</button><button>Other</button>`
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusBack', () => {
  it('gives focus back to the element while it is on screen', () => {
    const other = document.querySelector<HTMLButtonElement>('button:not([data-focus-id])')!
    focusBack(other)
    expect(document.activeElement).toBe(other)
  })

  it('gives it to the control that replaced a control drawn afresh (same data-focus-id)', () => {
    const old = document.createElement('button')
    old.setAttribute('data-focus-id', 'theme-toggle')
    focusBack(old)
    expect(document.activeElement).toHaveTextContent('Switch to light theme')
  })

  it('gives it to the main content when the element is gone without a replacement', () => {
    focusBack(document.createElement('button'))
    expect(document.activeElement).toBe(document.getElementById('main'))
    focusBack(null)
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})

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

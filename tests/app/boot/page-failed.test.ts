// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureEarlyEvents, type EarlyEvents } from '@/app/boot/capture-early-events'
import { showPageFailed } from '@/app/boot/page-failed'

// What a page says when it cannot run: its code or its texts did not load. Which failures count,
// and Reload itself, need a page: tests/e2e/first-second.spec.ts.

let capture: EarlyEvents
beforeEach(() => {
  document.body.innerHTML = `
    <div id="root"><button type="button" id="add">Add Admin</button></div>
    <p id="page-loading">Loading...</p>
    <div id="page-failed" role="alert" hidden>
      <h1>Diese Seite konnte nicht geladen werden</h1>
      <button type="button">Neu laden</button>
    </div>`
  capture = captureEarlyEvents(document)
})
afterEach(() => {
  capture.take()
})

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

describe('showPageFailed', () => {
  it('leaves only the message, in the page’s own words, shown, with Reload focused', () => {
    showPageFailed(document, capture)

    const message = document.getElementById('page-failed')!
    expect([...document.body.children]).toEqual([message])
    expect(message.hidden).toBe(false)
    expect(message.textContent).toContain('Diese Seite konnte nicht geladen werden')
    expect(document.activeElement).toBe(message.querySelector('button'))
  })

  it('lets go of what the head script held: nothing is held for an app that will not run', () => {
    click(document.getElementById('add')!)

    showPageFailed(document, capture)

    expect(capture.take()).toEqual([])
  })
})

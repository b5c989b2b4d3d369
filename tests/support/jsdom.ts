import { vi } from 'vitest'

// What jsdom lacks and the app's code reaches for, stubbed the same way in every test that needs it.

/** jsdom lays nothing out (offsetParent is always null): counts a connected element as on screen. */
export function countConnectedAsOnScreen(): void {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.isConnected ? document.body : null
  })
}

/** jsdom has no ResizeObserver; cmdk's list measures its height with one. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
}

/** jsdom's <dialog> has no showModal() or close(): opens and closes it as a browser would. */
export function stubModalDialogs(): void {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    },
  })
}

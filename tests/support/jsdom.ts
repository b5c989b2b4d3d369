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

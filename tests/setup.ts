// IndexedDB in memory (Node has none): the local database runs on it as on a browser's.
import 'fake-indexeddb/auto'
import { afterAll, afterEach, vi } from 'vitest'
import { closeLocalData } from '@/lib/local-data/local-data'
import { forgetProfile } from '@/lib/session/current-profile'
import { everyText } from './support/catalogs'
import { setCatalog } from '@/lib/i18n/translate'

// The page's language is set before its first render (src/main.tsx); in tests, English.
setCatalog('en', everyText.en)

vi.setConfig({ testTimeout: 15_000 })

// Tests in the node environment (the default: vite.config.ts) have no DOM to reset, and load none
// of what follows (Testing Library, jest-dom, sonner): a file that asks for a DOM does.
const hasDom = typeof document !== 'undefined'
const dom = hasDom ? await domSetup() : undefined

async function domSetup() {
  const [{ cleanup, configure }, { toast }] = await Promise.all([
    import('@testing-library/react'),
    import('sonner'),
    import('@testing-library/jest-dom/vitest'),
  ])
  // Lazy route modules are transformed on first import, which can take a few seconds in a cold run.
  configure({ asyncUtilTimeout: 5000 })

  // Neither jsdom nor happy-dom lays out a window: every media query is false here, as in a narrow
  // window that cannot hover (the component layer and the browser suite cover the breakpoints for
  // real). happy-dom would answer for a 1024-pixel window.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList

  // Nor is an element on screen: offsetParent is null in jsdom; happy-dom has none, so the same.
  if (!('offsetParent' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      get: () => null,
      configurable: true,
    })
  }

  // Nor pointer capture, which sonner's swipe-to-dismiss asks for when a toast is pressed.
  if (!Element.prototype.setPointerCapture) {
    Element.prototype.setPointerCapture = () => {}
    Element.prototype.releasePointerCapture = () => {}
    Element.prototype.hasPointerCapture = () => false
  }

  // Nor scrolling: the command palette keeps its highlighted option in view.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {}
  }
  return { cleanup, toast }
}

/** Sonner takes a closed toast away 200 ms later, on a timer of its own (TIME_BEFORE_UNMOUNT). */
const SONNER_REMOVAL_MS = 200
let toasterShown = false

afterEach(async () => {
  // One profile per visit to the dashboard: each test is a new visit.
  forgetProfile()
  if (dom) {
    toasterShown ||= document.querySelector('[data-sonner-toaster]') !== null
    // First: a screen still on the page would read the database again once it is closed.
    dom.cleanup()
  }
  // Each test starts with a browser that has saved nothing: an empty IndexedDB.
  await closeLocalData()
  globalThis.indexedDB = new IDBFactory()
  if (!dom) return
  // Sonner keeps its toasts in a module and shows any still open to the next Toaster that mounts.
  dom.toast.dismiss()
  localStorage.clear()
  sessionStorage.clear()
  // The saved-data stores hear this as another tab clearing storage, so each test starts afresh.
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
  document.documentElement.className = ''
  document.documentElement.removeAttribute('data-sidebar-collapsed')
})

// A file whose last test closed a toast would have sonner's timer fire once the DOM is gone.
afterAll(async () => {
  if (toasterShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50))
})

import '@testing-library/jest-dom/vitest'
import { localData } from '@/config/stored-names/database-names'
import '@/index.css'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { page } from 'vitest/browser'
import { afterEach } from 'vitest'
import { markAppStarted } from '@/app/boot/app-settled'
import { closeLocalData } from '@/lib/local-data/local-data'
import { everyText } from './catalogs'
import { setCatalog } from '@/lib/i18n/translate'

// The component layer (vitest.config.ts): components in Chromium with the app's CSS, English first,
// and no start-up to wait for (the head script and hydration are the browser suite's).
setCatalog('en', everyText.en)
markAppStarted()
configure({ asyncUtilTimeout: 5000 })

afterEach(async () => {
  cleanup()
  // Each test starts with a browser that has saved nothing: no local database.
  await closeLocalData()
  await new Promise((done) => (indexedDB.deleteDatabase(localData).onsuccess = done))
  // The page's size outlives a test: each starts at the default desktop width (asked of the
  // browser only when a test changed it).
  if (innerWidth !== 1280 || innerHeight !== 800) await page.viewport(1280, 800)
  // Sonner keeps its toasts in a module and shows any still open to the next Toaster that mounts.
  toast.dismiss()
  localStorage.clear()
  sessionStorage.clear()
  // The saved-data stores hear this as another tab clearing storage, so each test starts afresh.
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
  const root = document.documentElement
  root.className = ''
  root.removeAttribute('data-sidebar-collapsed')
  root.lang = 'en'
  root.dir = 'ltr'
  setCatalog('en', everyText.en)
})

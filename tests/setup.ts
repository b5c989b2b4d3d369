import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Lazy route modules are transformed on first import, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 15_000 })

// Node-environment tests (server, API client) have no DOM to reset.
const hasDom = typeof document !== 'undefined'

afterEach(() => {
  if (!hasDom) return
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
})

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Node-environment tests (server, API client) have no DOM to reset.
const hasDom = typeof document !== 'undefined'

afterEach(() => {
  if (!hasDom) return
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
})

import { defineConfig } from 'vitest/config'
import viteConfig from './vite.config'

// Stryker runs the unit tests only: each component test renders the whole app, so with them a run
// took over two hours on two cores; the unit tests judge the 1 300 mutants in about 20 minutes.
export default defineConfig((env) => {
  const base = typeof viteConfig === 'function' ? viteConfig(env) : viteConfig
  return { ...base, test: { ...base.test, include: ['tests/**/*.test.ts'] } }
})

/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerenderLogin, reactRouterProductionBuild, pageStart } from './scripts/vite-plugins.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild(), pageStart(), prerenderLogin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The manifest feeds scripts/budget.ts (per-screen sizes).
  build: { manifest: true, modulePreload: { polyfill: false } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    unstubEnvs: true,
  },
})

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { readStoredTheme, setTheme } from '@/lib/theme/theme-store'
import './index.css'

// index.html applies the theme before first paint; this also repairs a tampered stored value.
setTheme(readStoredTheme())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

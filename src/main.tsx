import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { adoptPrerenderedLogin } from '@/app/prerendered-login'
import { createAppRouter } from '@/app/router'
import { readStoredTheme, setTheme } from '@/lib/theme/theme-store'
import './index.css'

// index.html applies the theme before first paint; this also repairs a tampered stored value.
setTheme(readStoredTheme())

const container = document.getElementById('root')!
const hydratingLogin = adoptPrerenderedLogin(container)
const app = (
  <StrictMode>
    <App router={createAppRouter({ hydratingLogin })} />
  </StrictMode>
)
// Hydrating keeps the login screen's painted markup instead of drawing it a second time.
if (hydratingLogin) hydrateRoot(container, app)
else createRoot(container).render(app)

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { LoginScreen } from '@/features/auth/login-screen'
import ar from '@/lib/i18n/catalogs/ar'
import de from '@/lib/i18n/catalogs/de'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

describe('login screen in the page language', () => {
  it.each([
    ['de', de, 'Willkommen bei Fleet Admin', 'Mit Google anmelden', 'Anmelden · Fleet Admin'],
    [
      'ar',
      ar,
      'مرحبًا بك في Fleet Admin',
      'تسجيل الدخول باستخدام Google',
      'تسجيل الدخول · Fleet Admin',
    ],
  ] as const)('greets in %s, the product name kept', (language, catalog, heading, link, title) => {
    setCatalog(language, catalog)
    render(
      <MemoryRouter>
        <LoginScreen />
      </MemoryRouter>,
    )

    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument()
    expect(document.title).toBe(title)
  })
})

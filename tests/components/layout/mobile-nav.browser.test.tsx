import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderApp,
  switchTheme,
  transitionsDone,
} from '../../support/component'

// The navigation drawer of a phone, opened from the header's menu button, in real Chromium.

describe('the open navigation drawer on a phone has no WCAG 2.2 A/AA violations', () => {
  // One drawer per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    await page.viewport(375, 812)
    dressPage({ theme: 'light', language })
    renderApp('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: t('layout.openMenu') }))
    const drawer = await screen.findByRole('dialog', { name: t('layout.navigation') })
    expect(within(drawer).getByRole('link', { name: t('screens.drivers') })).toBeVisible()
    // Slid in from the inline start: the right in Arabic.
    await transitionsDone()
    const box = drawer.getBoundingClientRect()
    if (language === 'ar') expect(box.right).toBeCloseTo(375, 0)
    else expect(box.left).toBeCloseTo(0, 0)
    await expectNoAxeViolations()
    await switchTheme('dark')
    expect(drawer).toBeVisible()
    await expectNoAxeViolations()
  })
})

import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
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

// A hint beside the collapsed sidebar's icons, as a mouse user sees it, in real Chromium.

describe('the collapsed sidebar with a hint open has no WCAG 2.2 A/AA violations', () => {
  // One hint per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    renderApp('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: t('layout.collapseSidebar') }))
    const drivers = screen.getByRole('link', { name: t('screens.drivers') })
    await userEvent.hover(drivers)

    const hint = await screen.findByRole('tooltip')
    expect(hint).toHaveTextContent(t('screens.drivers'))
    await transitionsDone()
    expect(hint).toBeVisible()
    // Beside the icon, at the inline end: to its left in Arabic.
    const [link, bubble] = [drivers.getBoundingClientRect(), hint.getBoundingClientRect()]
    if (language === 'ar') expect(bubble.right).toBeLessThanOrEqual(link.left)
    else expect(bubble.left).toBeGreaterThanOrEqual(link.right)
    await expectNoAxeViolations()

    await switchTheme('dark')
    expect(hint).toBeVisible()
    await expectNoAxeViolations()
  })
})

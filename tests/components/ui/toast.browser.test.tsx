import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LazyToaster, toastSuccess } from '@/components/ui/toast'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  switchTheme,
} from '../../support/component'

// A toast as the dashboard layout shows one (its code loading with the first), in real Chromium.

describe('a toast has no WCAG 2.2 A/AA violations', () => {
  // One toast per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    render(<LazyToaster position="top-right" />)
    toastSuccess('Applications are now closed', { description: 'Demo Admin' })

    await expect.poll(() => screen.queryByText('Applications are now closed')).toBeVisible()
    expect(screen.getByText('Demo Admin')).toBeVisible()
    await expectNoAxeViolations()

    await switchTheme('dark')
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-sonner-theme',
      'dark',
    )
    expect(screen.getByText('Applications are now closed')).toBeVisible()
    await expectNoAxeViolations()
  })
})

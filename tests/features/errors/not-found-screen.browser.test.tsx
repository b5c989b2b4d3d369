import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NotFoundScreen } from '@/features/errors/not-found-screen'
import { dressPage, expectNoAxeViolations, renderWithRouter } from '../../support/component'

/** How light an element's own background is (relative luminance of its sRGB, 0-255). */
function luminance(element: Element): number {
  const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number)
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

describe('the not-found screen in a real browser', () => {
  // The login screen draws its card with the same CenteredCardPage (components/layout).
  it.each(['light', 'dark'] as const)(
    'its card sits above the page in the %s theme, and axe finds nothing',
    async (theme) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      dressPage({ theme })
      renderWithRouter(<NotFoundScreen />, '/nowhere')

      const title = screen.getByRole('heading', { level: 1, name: '404' })
      expect(title).toBeVisible()
      // Lighter than what is behind it in both themes, as the dashboard's cards are.
      expect(luminance(title.parentElement!)).toBeGreaterThan(luminance(title.closest('main')!))
      await expectNoAxeViolations()
    },
  )
})

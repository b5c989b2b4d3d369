import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/dashboard/dashboard-screen'
import { dressPage, expectNoAxeViolations, renderWithRouter } from '../../support/component'

describe('the dashboard screen in a real browser', () => {
  it('shows the three stat cards and the four recent activities, whole', () => {
    renderWithRouter(<DashboardScreen />, '/dashboard')

    const cards = within(screen.getByRole('list', { name: 'Driver statistics' })).getAllByRole(
      'listitem',
    )
    expect(cards.map((card) => card.innerText.split('\n').filter(Boolean))).toEqual([
      ['Total Drivers', '124', '+12 from last month'],
      ['Active Drivers', '98', '79% of total'],
      ['Inactive Drivers', '26', '21% of total'],
    ])
    for (const card of cards) expect(card).toBeVisible()

    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
    const entries = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole(
      'listitem',
    )
    // innerText: what is drawn, the name and its action apart from the time.
    expect(entries.map((entry) => entry.innerText.replace(/\s+/g, ' ').trim())).toEqual([
      'John Smith completed a trip 2 minutes ago',
      'Sarah Johnson went online 15 minutes ago',
      'Mike Davis completed a trip 1 hour ago',
      'Emily Brown went offline 2 hours ago',
    ])
  })

  it('passes axe in light and dark, left to right and right to left', async () => {
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'ar'],
    ] as const) {
      dressPage({ theme, language })
      const { unmount } = renderWithRouter(<DashboardScreen />, '/dashboard')
      await expectNoAxeViolations()
      unmount()
    }
  })
})

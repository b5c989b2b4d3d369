// @vitest-environment happy-dom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

const api = withFakeApi()

describe('dashboard screen', () => {
  // One mount, two looks.
  it('shows the three hard-coded stat cards, and four recent activity entries with name, action and time', async () => {
    const { screen } = renderApp('/dashboard')

    const stats = await screen.findByRole('list', { name: 'Driver statistics' })
    const cards = within(stats).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Drivers124+12 from last month',
      'Active Drivers9879% of total',
      'Inactive Drivers2621% of total',
    ])

    const activity = await screen.findByRole('list', { name: 'Recent activity' })
    const entries = within(activity).getAllByRole('listitem')
    expect(entries).toHaveLength(4)
    expect(entries[0]).toHaveTextContent('John Smith completed a trip2 minutes ago')
    expect(activity).toHaveTextContent('went online')
    expect(activity).toHaveTextContent('went offline')
  })

  it('fetches the profile once on entering the dashboard, not again when moving between screens', async () => {
    const { screen, user } = renderApp('/dashboard')

    await screen.findByText('Total Drivers')
    await user.click(screen.getAllByRole('link', { name: 'Drivers' })[0])
    await screen.findByText('All Drivers')
    await user.click(screen.getAllByRole('link', { name: 'Settings' })[0])
    expect(await screen.findByText('Demo Admin')).toBeInTheDocument()

    expect(api.current.callsTo('/api/user/getUser')).toBe(1)
  })
})

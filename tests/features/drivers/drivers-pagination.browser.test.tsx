import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/component'

describe('the drivers pagination', () => {
  it('a rows-per-page size the list does not offer shows 10 a page and leaves the URL', async () => {
    const { router } = renderApp('/dashboard/drivers?size=7')
    const rowsPerPage = await screen.findByRole(
      'combobox',
      { name: 'Rows per page' },
      // The first render of a file waits for the app's modules to be served.
      { timeout: 15_000 },
    )
    expect(rowsPerPage).toHaveValue('10')
    expect(screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)).toHaveTextContent(
      'Showing 1 to 10 of 50 drivers',
    )
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5)
    await vi.waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 })
    expect(router.state.historyAction).toBe('REPLACE')
  })
})

// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { SEARCH_URL_DELAY_MS } from '@/features/drivers/use-search-text'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

async function openDrivers(path = '/dashboard/drivers', options?: { routerLagMs?: number }) {
  const app = renderApp(path, options)
  const table = await app.screen.findByRole('table')
  const bodyRows = () => within(table).getAllByRole('row').slice(1)
  const footer = () => app.screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)
  return { ...app, table, bodyRows, footer }
}

describe('drivers screen', () => {
  // One mount, three looks: the screen's head, the table, and the list shown on phones.
  it('shows the title with the total, the card, the search box and the status filter; a table of 10 drivers with every column; and every field of each driver for phones, in the table’s order', async () => {
    const { screen, table, bodyRows, footer } = await openDrivers()

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Drivers (50 total)')
    expect(screen.getByRole('heading', { name: 'All Drivers' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveAttribute(
      'placeholder',
      'Search drivers...',
    )
    const filter = screen.getByRole('combobox', { name: 'Filter by status' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Active', 'Inactive'])

    // The table.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '#', 'Driver', 'Contact', 'Status', 'Trips', 'Rating'])
    // The first column selects: the page from its header, one driver from each row.
    expect(
      within(table).getByRole('checkbox', { name: 'Select all on this page' }),
    ).not.toBeChecked()
    expect(bodyRows()).toHaveLength(10)
    const [select, ...first] = within(bodyRows()[0]).getAllByRole('cell')
    expect(within(select).getByRole('checkbox', { name: 'Select James Smith' })).not.toBeChecked()
    expect(first[0]).toHaveTextContent('1')
    expect(first[1]).toHaveTextContent(/^JS\s*James SmithID: 1$/)
    expect(first[2]).toHaveTextContent(/^james\.smith1@example\.com\s*\+1 555-8919$/)
    expect(first[3]).toHaveTextContent('Inactive')
    expect(first[4]).toHaveTextContent(/^157$/)
    expect(first[5]).toHaveTextContent(/^4\.7$/)
    expect(first[5].querySelector('svg')).not.toBeNull()
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 50 drivers')

    // The list shown on phones: every field of each driver, in the same order as the table.
    const entries = within(screen.getByRole('list', { name: 'Drivers' })).getAllByRole('listitem')
    expect(entries).toHaveLength(10)
    const firstEntry = entries[0]
    for (const field of [
      'James Smith',
      'ID: 1',
      'james.smith1@example.com',
      '+1 555-8919',
      'Inactive',
      '157 trips',
      'Rating 4.7',
    ]) {
      expect(firstEntry).toHaveTextContent(field)
    }
    expect(entries.map((entry) => entry.querySelector('.font-medium')?.textContent)).toEqual(
      bodyRows().map(
        (row) => within(row).getAllByRole('cell')[2].querySelector('.font-medium')?.textContent,
      ),
    )
  })

  it('keeps keyboard focus in the pagination when Next or Previous is disabled', async () => {
    const { screen, user, footer } = await openDrivers()
    const button = (name: string) => screen.getByRole('button', { name })

    button('Next').focus()
    for (let page = 2; page <= 5; page++) await user.keyboard('{Enter}')
    expect(footer()).toHaveTextContent('Showing 41 to 50 of 50 drivers')
    expect(button('Next')).toBeDisabled()
    // The nearest usable control to Next: the last page's own button.
    expect(button('Page 5')).toHaveFocus()

    await user.click(button('Page 2'))
    button('Previous').focus()
    await user.keyboard('{Enter}')
    expect(button('Previous')).toBeDisabled()
    expect(button('Page 1')).toHaveFocus()
  })

  it('leaves focus alone when it moved out of the pagination on purpose', async () => {
    const { screen, user } = await openDrivers('/dashboard/drivers?page=4')
    const search = screen.getByRole('searchbox', { name: 'Search drivers' })

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(search)
    await user.type(search, 'Maria')
    expect(search).toHaveFocus()
  })

  it('pages with numbered buttons, Previous and Next, disabled at the ends', async () => {
    const { screen, user, bodyRows, footer } = await openDrivers()
    const button = (name: string) => screen.getByRole('button', { name })

    expect(button('Previous')).toBeDisabled()
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(
      ['1', '2', '3', '4', '5'],
    )
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page')
    await user.click(button('Page 2'))
    expect(footer()).toHaveTextContent('Showing 11 to 20 of 50 drivers')
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('11')

    await user.click(button('Page 5'))
    expect(button('Next')).toBeDisabled()
    await user.click(button('Previous'))
    expect(footer()).toHaveTextContent('Showing 31 to 40 of 50 drivers')
    await user.click(button('Next'))
    expect(footer()).toHaveTextContent('Showing 41 to 50 of 50 drivers')
  })

  it('shows 25 rows a page once chosen, keeping the first driver in view, in the URL', async () => {
    const { screen, user, router, bodyRows, footer } = await openDrivers(
      '/dashboard/drivers?page=3',
    )
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(rowsPerPage).toHaveValue('10')
    expect([...(rowsPerPage as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ])

    // Driver 21 was first on screen: it is on page 1 of 25 rows.
    await user.selectOptions(rowsPerPage, '25')
    expect(footer()).toHaveTextContent('Showing 1 to 25 of 50 drivers')
    expect(bodyRows()).toHaveLength(25)
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2)
    expect(router.state.location.search).toBe('?size=25')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(footer()).toHaveTextContent('Showing 26 to 50 of 50 drivers')
    expect(router.state.location.search).toBe('?page=2&size=25')
    // Back to 10: driver 26 is on page 3.
    await user.selectOptions(rowsPerPage, '10')
    expect(footer()).toHaveTextContent('Showing 21 to 30 of 50 drivers')
    expect(router.state.location.search).toBe('?page=3')
  })

  it('filters by status: 33 active, 17 inactive', async () => {
    const { screen, user, footer } = await openDrivers()
    const filter = screen.getByRole('combobox', { name: 'Filter by status' })

    await user.selectOptions(filter, 'Active')
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 33 drivers')
    await user.selectOptions(filter, 'Inactive')
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 17 drivers')
    expect(screen.queryAllByText('Active', { selector: '[data-slot=badge]' })).toHaveLength(0)
  })

  it('searches by name, e-mail and phone', async () => {
    const { screen, user, bodyRows, footer } = await openDrivers()
    const search = screen.getByRole('searchbox', { name: 'Search drivers' })

    await user.type(search, 'AISHA')
    expect(footer()).toHaveTextContent('of 5 drivers')
    for (const row of bodyRows()) expect(row).toHaveTextContent('Aisha')

    await user.clear(search)
    await user.type(search, 'mei.kowalski8@')
    expect(footer()).toHaveTextContent('Showing 1 to 1 of 1 driver')

    await user.clear(search)
    await user.type(search, '555-8919')
    expect(bodyRows()).toHaveLength(1)
    expect(bodyRows()[0]).toHaveTextContent('James Smith')
  })

  it('shows the empty state with a zero footer and both arrows disabled', async () => {
    const { screen, user, footer } = await openDrivers()

    await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'zzzz')

    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent(
      'No drivers found',
    )
    // The phone layout (CSS shows it below sm) says the same.
    expect(screen.queryByRole('list', { name: 'Drivers' })).not.toBeInTheDocument()
    expect(screen.getAllByText('No drivers found')).toHaveLength(2)
    expect(footer()).toHaveTextContent('Showing 0 to 0 of 0 drivers')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Page / })).not.toBeInTheDocument()
  })

  it('goes back to page 1 when the search or the filter changes', async () => {
    const { screen, user, footer } = await openDrivers()

    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'a')
    expect(footer()).toHaveTextContent(/^Showing 1 to/)

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Active')
    expect(footer()).toHaveTextContent(/^Showing 1 to/)
  })

  it('keeps search, filter and page in the URL', async () => {
    const { screen, user, router } = await openDrivers()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Active')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'Smith')

    await waitFor(() => expect(router.state.location.search).toBe('?q=Smith&status=active'))
  })

  it('keeps every letter when keys come faster than the URL can follow', async () => {
    // Each URL update reaches the screen 40 ms late, while keys come 5 ms apart.
    const { screen, router, footer } = await openDrivers('/dashboard/drivers', { routerLagMs: 40 })
    const search = screen.getByRole('searchbox', { name: 'Search drivers' })
    const fastTypist = userEvent.setup({ delay: 5 })

    await fastTypist.type(search, 'michael brown')
    expect(search).toHaveValue('michael brown')
    await waitFor(() => expect(router.state.location.search).toBe('?q=michael+brown'))
    expect(search).toHaveValue('michael brown')
    expect(footer()).toHaveTextContent('Showing 1 to 1 of 1 driver')

    // Clearing and typing again never brings the earlier text back.
    await fastTypist.clear(search)
    await fastTypist.type(search, 'linda')
    await waitFor(() => expect(router.state.location.search).toBe('?q=linda'))
    expect(search).toHaveValue('linda')
    expect(footer()).toHaveTextContent('Showing 1 to 5 of 5 drivers')
  })

  it('a page chosen right after typing is not undone by the search catching up', async () => {
    // The clock runs on its own, and jumps to the moment the search's catching up is over.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    // The router renders each URL update later than the search box writes its own.
    const routerLagMs = SEARCH_URL_DELAY_MS + 100
    const { screen, user, router, footer } = await openDrivers('/dashboard/drivers?q=ar', {
      routerLagMs,
    })
    const search = screen.getByRole('searchbox', { name: 'Search drivers' })

    await user.clear(search)
    await user.click(screen.getByRole('button', { name: 'Page 2' }))

    await waitFor(() => expect(footer()).toHaveTextContent('Showing 11 to 20 of 50 drivers'))
    // The search writes the URL after its pause, again after one more if the router was busy;
    // the router then draws it after its lag.
    await act(() => vi.advanceTimersByTimeAsync(2 * SEARCH_URL_DELAY_MS + routerLagMs))
    expect(router.state.location.search).toBe('?page=2')
    expect(footer()).toHaveTextContent('Showing 11 to 20 of 50 drivers')
    expect(search).toHaveValue('')
  })

  it('restores the view from a shared link', async () => {
    const { screen, footer } = await openDrivers('/dashboard/drivers?status=inactive&page=2')

    expect(footer()).toHaveTextContent('Showing 11 to 17 of 17 drivers')
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('inactive')
  })

  it('restores the search box on back and forward', async () => {
    const { screen, user, router } = await openDrivers('/dashboard/drivers?q=Maria')
    const search = screen.getByRole('searchbox', { name: 'Search drivers' })
    expect(search).toHaveValue('Maria')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Active')
    await router.navigate('/dashboard/drivers?q=Linda')
    expect(await screen.findByDisplayValue('Linda')).toBe(search)
    await router.navigate(-1)
    expect(await screen.findByDisplayValue('Maria')).toBe(search)
  })

  it('a status chosen twice, as the start-up replay may tell it after React took it, is one history entry', async () => {
    const { screen, router } = await openDrivers('/dashboard/drivers?q=michael')
    const filter = screen.getByRole('combobox', { name: 'Filter by status' })

    fireEvent.change(filter, { target: { value: 'active' } })
    fireEvent.change(filter, { target: { value: 'active' } })
    await waitFor(() => expect(router.state.location.search).toBe('?q=michael&status=active'))

    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?q=michael')
  })

  it.each([
    ['page=999', 'Showing 41 to 50 of 50 drivers', '?page=5'],
    ['page=-1', 'Showing 1 to 10 of 50 drivers', ''],
    ['status=deleted&page=abc', 'Showing 1 to 10 of 50 drivers', ''],
    ['status=inactive&page=9', 'Showing 11 to 17 of 17 drivers', '?status=inactive&page=2'],
  ])(
    'lands nonsense (%s) on the nearest valid view and fixes the URL',
    async (query, footerText, fixedSearch) => {
      const { footer, router } = await openDrivers(`/dashboard/drivers?${query}`)

      expect(footer()).toHaveTextContent(footerText)
      await waitFor(() => expect(router.state.location.search).toBe(fixedSearch))
      expect(router.state.historyAction).toBe('REPLACE')
    },
  )
})

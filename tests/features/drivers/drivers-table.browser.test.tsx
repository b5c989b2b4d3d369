import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/component'

// Sorting by the table's headers, on the drivers screen as the app draws it, in Chromium.

/** Waits (up to 5 s: the screen loads on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const table = () => screen.getByRole('table')
const header = (name: string) => within(table()).getByRole('columnheader', { name })
const sortButton = (name: string) => within(header(name)).getByRole('button')
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)

type Row = { id: number; name: string; status: string; trips: number; rating: number }

/** The rows shown, read from the table the way a user reads them. */
function shownRows(): Row[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      // After the selection column's checkbox.
      const cells = [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '')
      return {
        id: Number(/ID: (\d+)/.exec(cells[1])?.[1]),
        name: row.querySelector('a')?.textContent ?? '',
        status: cells[3],
        trips: Number(cells[4]),
        rating: Number(cells[5]),
      }
    })
}

/** Sorted by `value` in `direction`, drivers that tie in ID order (the sort is stable). */
function expectSorted(rows: Row[], value: (row: Row) => number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1
  for (let i = 1; i < rows.length; i++) {
    const step = sign * (value(rows[i]) - value(rows[i - 1]))
    expect(step, `row ${i + 1} against row ${i}`).toBeGreaterThanOrEqual(0)
    if (step === 0) expect(rows[i].id).toBeGreaterThan(rows[i - 1].id)
  }
}

/** Only the `sorted` column carries aria-sort, saying `order`. */
function expectAriaSort(sorted: string | null, order?: string) {
  for (const name of ['Driver', 'Status', 'Trips', 'Rating']) {
    if (name === sorted) expect(header(name)).toHaveAttribute('aria-sort', order)
    else expect(header(name)).not.toHaveAttribute('aria-sort')
  }
}

async function openDrivers(path: string) {
  const app = renderApp(path)
  // The first render of a file waits for the app's modules to be served.
  await screen.findByRole('table', {}, { timeout: 15_000 })
  const search = () => app.router.state.location.search
  return { ...app, search }
}

describe('sorting the drivers table', () => {
  it('rating sorts ascending, descending, then back to the original order', async () => {
    const { search } = await openDrivers('/dashboard/drivers')
    expectAriaSort(null)

    await userEvent.click(sortButton('Rating'))
    await until(() => expect(search()).toBe('?sort=rating&dir=asc'))
    await until(() => expectAriaSort('Rating', 'ascending'))
    expectSorted(shownRows(), (row) => row.rating, 'asc')
    expect(shownRows()[0].rating).toBe(4)
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:asc')

    await userEvent.click(sortButton('Rating'))
    await until(() => expect(search()).toBe('?sort=rating&dir=desc'))
    await until(() => expectAriaSort('Rating', 'descending'))
    expectSorted(shownRows(), (row) => row.rating, 'desc')
    expect(shownRows()[0].rating).toBe(5)

    await userEvent.click(sortButton('Rating'))
    await until(() => expect(search()).toBe(''))
    await until(() => expectAriaSort(null))
    expect(shownRows().map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('each column sorts, one at a time', async () => {
    await openDrivers('/dashboard/drivers')

    await userEvent.click(sortButton('Trips'))
    await until(() => expectAriaSort('Trips', 'ascending'))
    expectSorted(shownRows(), (row) => row.trips, 'asc')

    await userEvent.click(sortButton('Driver'))
    await until(() => expectAriaSort('Driver', 'ascending'))
    const names = shownRows().map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))

    await userEvent.click(sortButton('Status'))
    await until(() => expectAriaSort('Status', 'ascending'))
    expect(shownRows().map((row) => row.status)).toEqual(Array(10).fill('Active'))
  })

  it('sorts within the filter and search, starting again at page 1', async () => {
    const { search } = await openDrivers('/dashboard/drivers?status=inactive&page=2')
    expect(footer()).toHaveTextContent('Showing 11 to 17 of 17 drivers')

    await userEvent.click(sortButton('Trips'))
    await until(() => expect(search()).toBe('?status=inactive&sort=trips&dir=asc'))
    await until(() => expect(footer()).toHaveTextContent('Showing 1 to 10 of 17 drivers'))
    const rows = shownRows()
    expect(rows.every((row) => row.status === 'Inactive')).toBe(true)
    expectSorted(rows, (row) => row.trips, 'asc')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'smith')
    await until(() => expect(footer()).toHaveTextContent(/of [1-9] drivers?$/))
    const found = shownRows()
    expect(found.every((row) => row.status === 'Inactive' && / Smith$/.test(row.name))).toBe(true)
    expectSorted(found, (row) => row.trips, 'asc')
    expectAriaSort('Trips', 'ascending')
  })

  it('an unknown sort in the URL is ignored, never an error', async () => {
    const { search } = await openDrivers('/dashboard/drivers?sort=email&dir=sideways&status=active')
    await until(() => expect(search()).toBe('?status=active'))
    expectAriaSort(null)
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 33 drivers')
  })
})

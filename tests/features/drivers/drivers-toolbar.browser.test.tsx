import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/component'

// The drivers toolbar on the screen as the app draws it (layout, sidebar, card), in Chromium.

/** Waits (up to 5 s: the screen loads on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const searchBox = () => screen.getByRole('searchbox', { name: 'Search drivers' })
const statusFilter = () => screen.getByRole('combobox', { name: 'Filter by status' })
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)
/** The counts as a sighted admin reads them, beside the filter. */
const counts = () => document.querySelector<HTMLElement>('[data-slot=native-select] + p')!

async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  // The first render of a file waits for the app's modules to be served.
  await screen.findByRole('searchbox', { name: 'Search drivers' }, { timeout: 15_000 })
  return app
}

function expectCounts(active: number, inactive: number) {
  expect(counts().textContent?.replace(/\s+/g, ' ')).toMatch(
    new RegExp(`^Active ${active},? · Inactive ${inactive}$`),
  )
  expect(statusFilter()).toHaveAccessibleDescription(
    new RegExp(`^Active ${active} ?, Inactive ${inactive}$`),
  )
}

describe('the drivers toolbar', () => {
  it('counts each status the search finds, letter by letter, and not the status filter', async () => {
    await openDrivers()
    expectCounts(33, 17)

    const steps: [typed: string, active: number, inactive: number][] = [
      ['j', 6, 3],
      ['a', 3, 2],
      ['mes s', 3, 2],
      ['m', 0, 1],
    ]
    await userEvent.click(searchBox())
    for (const [typed, active, inactive] of steps) {
      await userEvent.keyboard(typed)
      await until(() => expectCounts(active, inactive))
    }

    await userEvent.selectOptions(statusFilter(), 'Active')
    await until(() => expect(footer()).toHaveTextContent('Showing 0 to 0 of 0 drivers'))
    expectCounts(0, 1)
    await userEvent.clear(searchBox())
    await until(() => expect(footer()).toHaveTextContent('Showing 1 to 10 of 33 drivers'))
    expectCounts(33, 17)
  })

  // Layout only: contrast and names are the axe scans' job.
  it.each([375, 1280])(
    'the counts sit beside the filter, on one line, inside the card at %i px',
    async (width) => {
      await page.viewport(width, 900)
      await openDrivers()
      await userEvent.type(searchBox(), 'maria')
      await until(() => expect(footer()).toHaveTextContent(/of 5 drivers$/))
      expectCounts(4, 1)

      const filterBox = statusFilter().getBoundingClientRect()
      const countsBox = counts().getBoundingClientRect()
      const cardBox = document.querySelector('[data-slot="card-content"]')!.getBoundingClientRect()
      // On one line, inside the card, and below or beside the filter, never over it.
      expect(countsBox.height).toBeLessThan(30)
      expect(countsBox.left).toBeGreaterThanOrEqual(cardBox.left)
      expect(countsBox.right).toBeLessThanOrEqual(cardBox.right)
      if (width === 1280) {
        expect(countsBox.left).toBeGreaterThan(filterBox.right)
        expect(
          Math.abs(countsBox.top + countsBox.height / 2 - filterBox.top - filterBox.height / 2),
        ).toBeLessThan(4)
      } else {
        expect(countsBox.top).toBeGreaterThanOrEqual(filterBox.bottom)
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    },
  )

  it('on a tablet beside the sidebar (768 px), the toolbar keeps two rows and the sort shows its whole choice', async () => {
    await page.viewport(768, 900)
    await openDrivers()
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' })
    // The chosen option's text as the select draws it, beside the select's room for text.
    const style = getComputedStyle(sort)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const text = context.measureText(sort.selectedOptions[0]!.text).width
    const room =
      sort.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
    expect(text).toBeLessThanOrEqual(room)
    // Two rows: the search and filter, then the counts (one status under the other), the sort and
    // the buttons, centred on one line.
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.top + box.height / 2
    }
    const importButton = screen.getByRole('button', { name: 'Import CSV' })
    expect(Math.abs(middle(searchBox()) - middle(statusFilter()))).toBeLessThan(4)
    for (const element of [counts(), importButton]) {
      expect(Math.abs(middle(element) - middle(sort))).toBeLessThan(4)
    }
    expect(sort.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      statusFilter().getBoundingClientRect().bottom,
    )
  })

  it('on a phone, the Sort by list sorts the stacked list', async () => {
    await page.viewport(375, 800)
    const { router } = await openDrivers()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most trips')
    await until(() => expect(router.state.location.search).toBe('?sort=trips&dir=desc'))
    const list = screen.getByRole('list', { name: 'Drivers' })
    expect(list).toBeVisible()
    await until(() => {
      const trips = within(list)
        .getAllByRole('listitem')
        .map((item) => Number(item.querySelector('.tabular-nums')?.textContent))
      expect(trips).toHaveLength(10)
      expect(trips).toEqual([...trips].sort((a, b) => b - a))
    })
  })
})

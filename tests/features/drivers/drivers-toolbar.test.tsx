// @vitest-environment jsdom
// jsdom: a span has no display in happy-dom ('', not inline), so descriptions gain spaces.
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

/** The text a sighted admin reads: without what is only for screen readers. */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement
  copy.querySelectorAll('.sr-only').forEach((node) => node.remove())
  return copy.textContent ?? ''
}

async function openDrivers(path = '/dashboard/drivers') {
  const app = renderApp(path)
  await app.screen.findByRole('table')
  const filter = app.screen.getByRole('combobox', { name: 'Filter by status' })
  const search = app.screen.getByRole('searchbox', { name: 'Search drivers' })
  const counts = () => document.getElementById(filter.getAttribute('aria-describedby') ?? '')!
  return { ...app, filter, search, counts }
}

describe('counts per status in the drivers toolbar', () => {
  // One mount, two looks: what is shown, and what a screen reader says with the filter.
  it('shows how many drivers of each status there are, word then number, beside the filter, and describes the filter with them for screen readers, without announcing each change', async () => {
    const { filter, counts } = await openDrivers()

    expect(shownText(counts())).toBe('Active 33 · Inactive 17')
    expect(filter.nextElementSibling).toBe(counts())
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Active', 'Inactive'])

    expect(filter).toHaveAccessibleDescription('Active 33, Inactive 17')
    expect(counts().closest('[aria-live], [role=status], [role=log]')).toBeNull()
  })

  it('follows the search as it is typed', async () => {
    const { user, search, counts, filter } = await openDrivers()

    await user.type(search, 'maria')
    expect(shownText(counts())).toBe('Active 4 · Inactive 1')

    await user.clear(search)
    await user.type(search, 'smith james')
    expect(shownText(counts())).toBe('Active 0 · Inactive 1')
    expect(filter).toHaveAccessibleDescription('Active 0, Inactive 1')

    await user.clear(search)
    await user.type(search, 'zzzz')
    expect(shownText(counts())).toBe('Active 0 · Inactive 0')
  })

  it('counts the search, not the status filter', async () => {
    const { user, search, counts, filter, screen } = await openDrivers()

    await user.type(search, 'García')
    await user.selectOptions(filter, 'Inactive')

    expect(screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)).toHaveTextContent(
      'of 1 driver',
    )
    expect(shownText(counts())).toBe('Active 4 · Inactive 1')
  })

  it('counts the search in a shared link from the first render', async () => {
    const { counts } = await openDrivers('/dashboard/drivers?q=garcia&status=active')

    expect(shownText(counts())).toBe('Active 4 · Inactive 1')
  })
})

import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { renderRoute } from '../../support/component'

beforeAll(() => import('@/features/drivers/selection-bar'))

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' })
const bar = () => screen.findByRole('toolbar', { name: 'Selected drivers' })
/** The names in the table's rows, in the order shown. */
const shownNames = () =>
  [...document.querySelectorAll('[data-drivers-table] tbody tr td:nth-child(3) a')].map(
    (link) => link.textContent ?? '',
  )
const checked = () => shownNames().map((name) => (select(name) as HTMLInputElement).checked)

describe('the row checkboxes', () => {
  it('Shift+click selects, then unselects, the range from the last one clicked, in the order shown; Shift+Space does the same', async () => {
    renderRoute('/dashboard/drivers?sort=rating&dir=desc', driversRoutes)
    await screen.findByRole('table')
    const shown = shownNames()
    expect(shown).toHaveLength(10)

    await userEvent.click(select(shown[1]!))
    await userEvent.keyboard('{Shift>}')
    await userEvent.click(select(shown[5]!))
    await userEvent.keyboard('{/Shift}')
    expect(checked()).toEqual([false, true, true, true, true, true, false, false, false, false])
    expect(await bar()).toHaveTextContent('5 selected')
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed')

    // From there, Shift+click unselects a range the same way.
    await userEvent.keyboard('{Shift>}')
    await userEvent.click(select(shown[3]!))
    await userEvent.keyboard('{/Shift}')
    expect(checked()).toEqual([false, true, true, false, false, false, false, false, false, false])
    expect(await bar()).toHaveTextContent('2 selected')

    // By keyboard: Space on one, Shift+Space on another.
    select(shown[7]!).focus()
    await userEvent.keyboard(' ')
    select(shown[9]!).focus()
    await userEvent.keyboard('{Shift>} {/Shift}')
    expect(checked()).toEqual([false, true, true, false, false, false, false, true, true, true])
    expect(await bar()).toHaveTextContent('5 selected')
  })
})

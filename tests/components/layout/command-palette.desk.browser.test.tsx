import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, untilShortcutsWork } from '../../support/component'

// What the palette does on the dashboard as the app draws it (layout, header, lazy screens), with
// real keys: where its commands go and where focus lands. Its announced option, its phone layout
// and its axe scans: command-palette.browser.test.tsx.

/** Waits (up to 5 s: the palette and the screens load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const palette = () => screen.getByRole('dialog', { name: 'Command palette' })
const paletteInput = () =>
  within(palette()).getByRole('combobox', { name: 'Search screens, actions and drivers' })

/** Opens the dashboard at `path`, once its header says the shortcut keys work. */
async function openDesk(path: string) {
  const app = renderApp(path)
  await untilShortcutsWork()
  return app
}

async function pressCtrlK() {
  await userEvent.keyboard('{Control>}k{/Control}')
  await until(() => expect(paletteInput()).toHaveFocus())
}

/** The one option marked selected is the one the input's aria-activedescendant names. */
async function expectActiveOption(name: string | RegExp): Promise<HTMLElement> {
  return until(() => {
    const active = within(palette())
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true')
    expect(active).toHaveLength(1)
    expect(active[0]).toHaveTextContent(name)
    expect(active[0].id).toBeTruthy()
    expect(paletteInput()).toHaveAttribute('aria-activedescendant', active[0].id)
    return active[0]
  })
}

const paletteClosed = () =>
  until(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull())

describe('the command palette at the desk', () => {
  it('Ctrl+K opens it; typing a screen and Enter goes there, focus on the screen', async () => {
    const { router } = await openDesk('/dashboard')
    await pressCtrlK()
    await expectActiveOption('Dashboard')

    await userEvent.keyboard('sett')
    await expectActiveOption('Settings')
    await userEvent.keyboard('{Enter}')
    await paletteClosed()
    await until(() => expect(router.state.location.pathname).toBe('/dashboard/settings'))
    await screen.findByRole('button', { name: 'Add Admin' })
    await until(() => expect(document.getElementById('main')).toHaveFocus())
  })

  it('finds a driver by name or e-mail and opens its panel', async () => {
    const { router } = await openDesk('/dashboard')
    await userEvent.click(screen.getByRole('button', { name: 'Search and commands' }))
    await until(() => expect(paletteInput()).toHaveFocus())
    await userEvent.keyboard('maria')
    await expectActiveOption(/^Maria Garcia/)
    await userEvent.keyboard('{ArrowDown}')
    const second = await expectActiveOption(/^Maria (?!Garcia)/)
    const name = second.querySelector('span')?.textContent ?? ''
    await userEvent.keyboard('{Enter}')
    await until(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/drivers\/\d+$/))
    const panel = await until(() => screen.getByRole('dialog', { name }))
    expect(within(panel).getByRole('heading', { name })).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await until(() => expect(screen.queryByRole('dialog')).toBeNull())
    await pressCtrlK()
    await userEvent.keyboard('sofia.lopez10@')
    await expectActiveOption(/^Sofia Lopez/)
    await userEvent.keyboard('{Enter}')
    await until(() => expect(router.state.location.pathname).toBe('/dashboard/drivers/10'))
    await until(() => expect(screen.getByRole('heading', { name: 'Sofia Lopez' })).toBeVisible())
  })

  it('"Show all N matching drivers" opens a list of exactly N', async () => {
    const { router } = await openDesk('/dashboard')
    await pressCtrlK()
    // '1' is in every phone number: the palette and the list both find all 50.
    await userEvent.keyboard('1')
    await userEvent.click(
      await until(() =>
        within(palette()).getByRole('option', { name: 'Show all 50 matching drivers' }),
      ),
    )

    await until(() => expect(router.state.location.search).toBe('?q=1'))
    expect(router.state.location.pathname).toBe('/dashboard/drivers')
    await until(() => expect(screen.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible())
  })

  it('runs an action, and Escape returns focus to where it was', async () => {
    await openDesk('/dashboard')
    screen.getByRole('button', { name: 'Switch to dark theme' }).focus()
    await pressCtrlK()
    await userEvent.keyboard('dark')
    await expectActiveOption('Switch to dark theme')
    await userEvent.keyboard('{Enter}')
    await paletteClosed()
    expect(document.documentElement).toHaveClass('dark')
    const lightButton = screen.getByRole('button', { name: 'Switch to light theme' })
    await until(() => expect(lightButton).toHaveFocus())

    await pressCtrlK()
    expect(paletteInput()).toHaveValue('')
    // Focus stays inside the palette.
    await userEvent.tab()
    expect(paletteInput()).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await paletteClosed()
    await until(() => expect(lightButton).toHaveFocus())
  })

  it('says so when nothing matches, and Enter then does nothing', async () => {
    const { router } = await openDesk('/dashboard')
    await pressCtrlK()
    await userEvent.keyboard('qqqq')
    await until(() => expect(within(palette()).getByText('No results for “qqqq”')).toBeVisible())
    expect(paletteInput()).not.toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{Enter}')
    expect(palette()).toBeVisible()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe("the palette runs the drivers screen's own controls", () => {
  const driverLink = (name: string) => within(screen.getByRole('table')).getByRole('link', { name })
  const options = () =>
    within(palette())
      .queryAllByRole('option')
      .map((option) => option.textContent)
  /** The names in the table's rows, in the order shown. */
  const shownNames = () =>
    within(screen.getByRole('table'))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')

  it.each([
    ['add driver', 'Add Driver', 'Add New Driver'],
    ['import', 'Import CSV', 'Import drivers'],
  ])(
    '%j opens %s on the drivers list from anywhere; focus then goes to its button',
    async (typed, command, dialogName) => {
      const { router } = await openDesk('/dashboard/settings')
      await pressCtrlK()
      await userEvent.keyboard(typed)
      await expectActiveOption(command)
      await userEvent.keyboard('{Enter}')

      const dialog = await screen.findByRole('dialog', { name: dialogName }, { timeout: 5000 })
      expect(router.state.location.pathname).toBe('/dashboard/drivers')
      await until(() => expect(dialog).toBeVisible())
      await userEvent.keyboard('{Escape}')
      await until(() => expect(screen.queryByRole('dialog')).toBeNull())
      await until(() => expect(screen.getByRole('button', { name: command })).toHaveFocus())
    },
  )

  it('offers Remove only while drivers are selected, and asks as the selection bar does', async () => {
    await openDesk('/dashboard/drivers')
    await screen.findByRole('table')
    const [, second, third, fourth] = shownNames()
    await pressCtrlK()
    await userEvent.keyboard('remove')
    await until(() => expect(within(palette()).getByText('No results for “remove”')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await paletteClosed()

    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${second}` }))
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${third}` }))
    await screen.findByRole('toolbar', { name: 'Selected drivers' })
    await pressCtrlK()
    await userEvent.keyboard('remove')
    await expectActiveOption('Remove selected drivers')
    expect(options()).toEqual(['Remove selected drivers'])
    await userEvent.keyboard('{Enter}')

    // Cancelled, the question gives focus to the bar's Remove: the palette that asked is gone.
    await screen.findByRole('alertdialog', { name: 'Remove 2 drivers?' })
    await userEvent.keyboard('{Escape}')
    const bar = screen.getByRole('toolbar', { name: 'Selected drivers' })
    await until(() => expect(within(bar).getByRole('button', { name: 'Remove' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')

    const question = await screen.findByRole('alertdialog', { name: 'Remove 2 drivers?' })
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }))
    await until(() => expect(shownNames()).not.toContain(second))
    // The next driver after those removed, never the page's body or main.
    await until(() => expect(driverLink(fourth!)).toHaveFocus())
  })

  it("opens over a driver's panel, whose Remove it runs; focus then goes to the next driver", async () => {
    const { router } = await openDesk('/dashboard/drivers')
    await screen.findByRole('table')
    const [, second, third] = shownNames()
    await userEvent.click(driverLink(second!))
    const panel = await screen.findByRole('dialog', { name: second })
    await until(() => expect(panel).toBeVisible())

    await pressCtrlK()
    await userEvent.keyboard('remove')
    await expectActiveOption('Remove driver')
    await userEvent.keyboard('{Enter}')
    const question = await screen.findByRole('alertdialog', { name: `Remove ${second}?` })
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }))

    await until(() => expect(router.state.location.pathname).toBe('/dashboard/drivers'))
    await until(() => expect(shownNames()).not.toContain(second))
    await until(() => expect(driverLink(third!)).toHaveFocus())
  })
})

// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OnDemandMenuButton } from '@/features/drivers/on-demand-menu-button'
import { onDemandModule } from '@/lib/on-demand-module'
import { stubModalDialogs } from '../../support/jsdom'

// Opening from the button (pointer, keyboard, focus back) is checked on Columns and Views; here, a
// request from elsewhere (the command palette's Save current view…).

function Menu({ open, trigger }: { open: boolean; trigger: ReactElement }) {
  return (
    <>
      {trigger}
      <p>{open ? 'menu open' : 'menu closed'}</p>
    </>
  )
}

/** The menu's module: missing (a stale build) until `restore()` when `missing`. */
function menuCode(missing: boolean) {
  const importModule = vi.fn(async () => {
    if (missing) {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/menu-old.js',
      )
    }
    return { Menu }
  })
  const code = onDemandModule(importModule)
  const OnDemandMenu = code.component('Menu')
  // Text in a field the URL does not keep: a missing piece is said, not reloaded for.
  const page = (asked: number) => (
    <>
      <input aria-label="Name" defaultValue="Grace" />
      <OnDemandMenuButton code={code} icon={null} label="Views" asked={asked}>
        {(menu) => <OnDemandMenu {...menu} />}
      </OnDemandMenuButton>
    </>
  )
  /** A request from elsewhere, as the palette makes it. */
  const ask = (times: number) => {
    code.prefetch()
    return page(times)
  }
  return { page, ask, importModule, restore: () => (missing = false) }
}

beforeEach(() => {
  stubModalDialogs()
  sessionStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('OnDemandMenuButton asked for from elsewhere', () => {
  it('draws the menu closed, with the button as its trigger', async () => {
    const { page, ask } = menuCode(false)
    const { rerender } = render(page(0))
    expect(screen.queryByText(/^menu/)).toBeNull()

    rerender(ask(1))

    expect(await screen.findByText('menu closed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('its code missing: the failure closed, the page’s own button is back; asked again, it loads', async () => {
    const { page, ask, importModule, restore } = menuCode(true)
    const user = userEvent.setup()
    const { rerender } = render(page(0))

    rerender(ask(1))
    const failed = await screen.findByRole('alertdialog')
    await user.click(within(failed).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument()

    restore()
    rerender(ask(2))
    expect(await screen.findByText('menu closed')).toBeInTheDocument()
    expect(importModule).toHaveBeenCalledTimes(2)
  })
})

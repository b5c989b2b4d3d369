import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { saveView } from '@/lib/local-data/view-changes'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { dressPage, renderApp } from '../../support/component'

// Issue 43: on a phone the Rename and Delete submenus ran off the screen (x = 283–571 in English,
// −196–92 in Arabic), cutting the names. The menu on the drivers screen as the app draws it.

/** Waits (up to 5 s: the screen and the menu load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const LONG_NAME = 'Weekend drivers with the highest ratings'

/** The box of `element` lies within the window, left to right. */
function expectAcrossTheWindow(element: Element, what: string) {
  const box = element.getBoundingClientRect()
  expect(box.left, `${what}: its start`).toBeGreaterThanOrEqual(0)
  expect(box.right, `${what}: its end`).toBeLessThanOrEqual(window.innerWidth)
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('the Views submenus, %s', (language, text) => {
  const views = () => screen.getByRole('button', { name: text['views.button'] })
  const menu = () => screen.getByRole('menu', { name: text['views.button'] })
  const submenu = (label: string) => screen.getByRole('menu', { name: label })

  async function openDrivers(width: number) {
    dressPage({ language })
    await page.viewport(width, 720)
    for (const name of ['Top rated', LONG_NAME]) {
      await saveView(name, { query: `q=${name.length}`, columns: null })
    }
    renderApp('/dashboard/drivers')
    // The first render of a file waits for the app's modules to be served.
    await screen.findByRole('searchbox', {}, { timeout: 15_000 })
  }

  // One screen, its window narrowed then widened: the submenus open afresh at each width.
  it('stay on screen at 375, 768 and 1280 px, every name whole, open as the pointer goes to them', async () => {
    await openDrivers(375)
    for (const width of [375, 768, 1280]) {
      await page.viewport(width, 720)
      for (const label of [text['views.rename'], text['views.delete']]) {
        await userEvent.click(views())
        const trigger = await until(() => within(menu()).getByRole('menuitem', { name: label }))
        await userEvent.click(trigger)
        const sub = await until(() => submenu(label))
        await until(() => expect(sub).toBeVisible())
        await Promise.all(sub.getAnimations().map((animation) => animation.finished))
        expectAcrossTheWindow(sub, `${label} at ${width} px`)
        // Its trigger stays in view, so a click meant for it never lands on a view.
        expect(overlap(trigger.getBoundingClientRect(), sub.getBoundingClientRect())).toBe(false)
        for (const name of ['Top rated', LONG_NAME]) {
          const item = within(sub).getByRole('menuitem', { name })
          expectAcrossTheWindow(item, `${name} at ${width} px`)
          // Whole: not clipped by the submenu either.
          expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
        }
        // The pointer goes from the trigger to a view without the submenu closing.
        const long = within(sub).getByRole('menuitem', { name: LONG_NAME })
        await userEvent.hover(long)
        await until(() => expect(long).toHaveFocus())
        await userEvent.keyboard('{Escape}')
        await until(() => expect(screen.queryByRole('menu')).toBeNull())
      }
    }
  })

  it('on a phone, the arrow toward a submenu opens it and the other one closes it', async () => {
    await openDrivers(375)
    const [open, close] =
      language === 'ar' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}']
    views().focus()
    await userEvent.keyboard('{Enter}')
    const rename = await until(() =>
      within(menu()).getByRole('menuitem', { name: text['views.rename'] }),
    )
    // The menu takes focus as it opens: keys pressed before that would go to the button.
    await until(() => expect(menu()).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{End}')
    await until(() => expect(within(menu()).getAllByRole('menuitem').at(-1)).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    await until(() => expect(rename).toHaveFocus())
    await userEvent.keyboard(open)
    const sub = await until(() => submenu(text['views.rename']))
    await until(() =>
      expect(within(sub).getByRole('menuitem', { name: 'Top rated' })).toHaveFocus(),
    )
    await Promise.all(sub.getAnimations().map((animation) => animation.finished))
    expectAcrossTheWindow(sub, 'Rename view, opened by keyboard')
    await userEvent.keyboard(close)
    await until(() => expect(screen.queryByRole('menu', { name: text['views.rename'] })).toBeNull())
    expect(rename).toHaveFocus()
  })
})

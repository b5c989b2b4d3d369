import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderApp,
  switchTheme,
} from '../../support/component'

// The command palette over the dashboard, with real keys and layout in Chromium.

const palette = () => screen.getByRole('dialog', { name: 'Command palette' })
const paletteInput = () =>
  screen.findByRole('combobox', { name: 'Search screens, actions and drivers' })

/** What aria-activedescendant names and what is marked selected, read at once after a key. */
function readOut() {
  const input = document.querySelector('[role="dialog"] [role="combobox"]')
  const selected = [...document.querySelectorAll('[role="option"][aria-selected="true"]')]
  return {
    announced: input?.getAttribute('aria-activedescendant') ?? null,
    selected: selected.map((option) => option.id),
    label: selected[0]?.querySelector('span')?.textContent ?? null,
  }
}

async function openByKeys() {
  const app = renderApp('/dashboard')
  expect(await screen.findByRole('button', { name: 'Search and commands' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K',
  )
  await userEvent.keyboard('{Control>}k{/Control}')
  const input = await paletteInput()
  await expect.poll(() => document.activeElement).toBe(input)
  return { ...app, input }
}

describe('command palette', () => {
  it('after every key, the option announced is the one selected, and Enter runs it', async () => {
    const { router } = await openByKeys()
    const keys = [
      ...['{ArrowDown}', '{ArrowDown}', 's', 'e', 't', '{Backspace}', '{Backspace}', '{Backspace}'],
      ...['{ArrowUp}', '{PageUp}', '{ArrowDown}', '{PageDown}', 'm', 'a', 'r', 'i', '{ArrowDown}'],
      'a',
    ]
    for (const [index, key] of keys.entries()) {
      await userEvent.keyboard(key)
      const { announced, selected } = readOut()
      expect(selected, `after key ${index + 1} (${key})`).toHaveLength(1)
      expect(announced, `after key ${index + 1} (${key})`).toBe(selected[0])
    }
    expect(readOut().label).toBe('Maria Garcia')

    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/drivers/2')
  })

  it('Home and End move the caret in the search text', async () => {
    const { input } = await openByKeys()
    await userEvent.keyboard('sett{Home}x{End}y')
    expect(input).toHaveValue('xsetty')
  })

  it('on a phone it fits the screen, leaves out the key hints and works by touch', async () => {
    await page.viewport(375, 700)
    const { router } = renderApp('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Search and commands' }))
    const input = await paletteInput()
    await expect.poll(() => document.activeElement).toBe(input)

    const box = palette().getBoundingClientRect()
    expect(box.left).toBeGreaterThanOrEqual(16)
    expect(box.right).toBeLessThanOrEqual(375 - 16)
    expect(within(palette()).getByText('Esc', { exact: true })).not.toBeVisible()
    expect(within(palette()).getByText(/to open anywhere/)).not.toBeVisible()

    await userEvent.fill(input, 'mei')
    await userEvent.click(await within(palette()).findByRole('option', { name: /^Mei Smith/ }))
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/drivers/18')
    expect(await screen.findByRole('heading', { name: 'Mei Smith' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Mei Smith' }).closest('[role="dialog"]')).not.toBe(
      null,
    )
  })
})

describe('the open palette has no WCAG 2.2 A/AA violations', () => {
  // One render per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    renderApp('/dashboard')
    await screen.findByRole('button', { name: t('layout.searchAndCommands') })
    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = await screen.findByRole('dialog', { name: t('palette.title') })
    await userEvent.keyboard('ma')
    await within(dialog).findAllByRole('option')
    expect(getComputedStyle(dialog).direction).toBe(language === 'ar' ? 'rtl' : 'ltr')
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()
  })
})

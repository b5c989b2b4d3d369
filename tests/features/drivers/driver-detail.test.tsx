// @vitest-environment jsdom
import { within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

async function openDriver(path: string) {
  const app = renderApp(path)
  const panel = await app.screen.findByRole('dialog')
  return { ...app, panel }
}

// After renderApp: user-event's setup() puts a clipboard of its own on navigator.
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  })
}

describe('driver detail', () => {
  it('shows every field of the driver named in the URL, over the list', async () => {
    const { panel, screen } = await openDriver('/dashboard/drivers/2?page=2')

    expect(within(panel).getByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument()
    expect(within(panel).getByText('ID: 2')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'maria.garcia2@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria.garcia2@example.com',
    )
    expect(
      within(panel)
        .getByRole('link', { name: /^\+1 555-/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1555\d{4}$/)
    expect(within(panel).getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('Showing 11 to 20 of 50 drivers')).toBeInTheDocument()
  })

  it('copies the e-mail and says so', async () => {
    const writeText = vi.fn(async () => {})
    const { panel, user } = await openDriver('/dashboard/drivers/2')
    stubClipboard(writeText)

    await user.click(within(panel).getByRole('button', { name: 'Copy email' }))
    expect(writeText).toHaveBeenCalledWith('maria.garcia2@example.com')
    expect(await within(panel).findByRole('status')).toHaveTextContent('Email copied')
  })

  it.each([
    ['no clipboard on the page', undefined],
    [
      'a clipboard that refuses',
      () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    ],
  ])('with %s, tells the admin to copy the number by hand', async (_, writeText) => {
    const { panel, user } = await openDriver('/dashboard/drivers/2')
    stubClipboard(writeText)

    await user.click(within(panel).getByRole('button', { name: 'Copy phone number' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Could not copy the phone number. Select it and copy it yourself.',
    )
    expect(within(panel).getByRole('link', { name: /^\+1 555-/ })).toBeInTheDocument()
  })

  it.each(['999', 'x', '0'])('says "Driver not found" for %j, with a way back', async (id) => {
    const { panel, user, router } = await openDriver(`/dashboard/drivers/${id}?status=inactive`)

    expect(within(panel).getByRole('heading', { name: 'Driver not found' })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Back to drivers' }))
    expect(router.state.location.pathname).toBe('/dashboard/drivers')
    expect(router.state.location.search).toBe('?status=inactive')
  })

  it('Escape on a driver opened by its URL goes to the list, keeping the query', async () => {
    const { user, router, screen } = await openDriver('/dashboard/drivers/12?q=maria')

    await user.keyboard('{Escape}')
    expect(router.state.location.pathname).toBe('/dashboard/drivers')
    expect(router.state.location.search).toBe('?q=maria')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

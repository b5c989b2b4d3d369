import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingsScreen } from '@/features/settings/settings-screen'
import { forgetProfile, getProfile } from '@/lib/session/current-profile'
import { renderWithRouter } from '../../support/component'

const DEMO_PROFILE = {
  id: 1,
  name: 'Demo Admin',
  email: 'demo.admin@example.com',
  phone_number: '+1 555-0100',
}

/**
 * The profile without a server: the API's answer stubbed at fetch, and asked for as the dashboard
 * layout asks on entering (current-profile.ts), since Settings only shows what has loaded.
 */
function answerProfile(answer: () => Response | Promise<Response>) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer())
  void getProfile()
  return fetch
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(forgetProfile)

const profileCard = () =>
  screen.getByRole('heading', { name: 'Current Admin' }).closest<HTMLElement>('[data-slot="card"]')!

describe('the settings screen in a real browser', () => {
  it('shows Loading... in the profile card until the profile arrives, then each detail by its name', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    answerProfile(async () => {
      await held
      return json(200, DEMO_PROFILE)
    })
    renderWithRouter(<SettingsScreen />, '/dashboard/settings')

    expect(within(profileCard()).getByText('Loading...')).toBeVisible()
    // The rest of the screen does not wait for it.
    expect(screen.getByRole('heading', { name: 'Admin Management' })).toBeVisible()

    release()
    await expect.poll(() => within(profileCard()).queryByText('Loading...')).toBeNull()
    const texts = (tag: string) =>
      [...profileCard().querySelectorAll(tag)].map((element) => (element as HTMLElement).innerText)
    expect(texts('dd')).toEqual(['Demo Admin', 'demo.admin@example.com', '+1 555-0100'])
    expect(texts('dt')).toEqual(['Name', 'Email', 'Phone'])
  })

  it('a profile call failing with 500 shows the placeholder profile, says so and logs it, calling nothing else', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = answerProfile(() => json(500, { message: 'boom' }))
    renderWithRouter(<SettingsScreen />, '/dashboard/settings')

    expect(await within(profileCard()).findByRole('status')).toHaveTextContent(
      'Your profile could not be loaded, so placeholder details are shown.',
    )
    expect([...profileCard().querySelectorAll('dd')].map((element) => element.innerText)).toEqual([
      'Admin User',
      'admin@example.com',
      '+1 (555) 000-0000',
    ])
    expect(log).toHaveBeenCalledWith('Failed to fetch admin profile:', expect.anything())
    // A server error is no reason to leave: no refresh, no logout, just the one call.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/api\/user\/getUser$/),
    ])
  })

  it('Add Admin marks the field at fault with the red border of an empty one, and focuses it', async () => {
    answerProfile(() => json(200, DEMO_PROFILE))
    renderWithRouter(<SettingsScreen />, '/dashboard/settings')
    await userEvent.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    const input = (label: string) => within(dialog).getByLabelText(label)
    const malformed = '"><svg/onload=alert(3)>@x.io'
    await userEvent.fill(input('Name'), 'Grace Hopper')
    await userEvent.fill(input('Email'), malformed)
    await userEvent.fill(input('Phone'), '555 0199')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    const email = input('Email')
    const message = 'Please enter a valid email address'
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    // Nothing typed is cut or lost (nor run): the admin sees what to fix.
    expect(email).toHaveValue(malformed)
    expect(dialog.querySelector('svg[onload]')).toBeNull()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(message)
    expect(email).toHaveFocus()
    const border = getComputedStyle(email).borderColor

    await userEvent.clear(email)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Admin' }))
    await expect
      .poll(() => within(dialog).getByRole('alert'))
      .toHaveTextContent('Please fill all fields')
    expect(getComputedStyle(email).borderColor).toBe(border)
    for (const other of ['Name', 'Phone']) {
      expect(input(other)).not.toHaveAttribute('aria-invalid')
      expect(input(other)).not.toHaveAttribute('aria-describedby')
      expect(getComputedStyle(input(other)).borderColor).not.toBe(border)
    }

    await userEvent.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    const admins = screen.getByRole('list', { name: 'Admins' })
    expect(within(admins).getAllByRole('listitem')).toHaveLength(2)
  })

  it('lists an added admin in full, and a cancelled delete toasts nothing', async () => {
    answerProfile(() => json(200, DEMO_PROFILE))
    renderWithRouter(<SettingsScreen />, '/dashboard/settings')
    const admins = await screen.findByRole('list', { name: 'Admins' })

    await userEvent.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await userEvent.fill(within(dialog).getByLabelText('Name'), 'Grace Hopper')
    await userEvent.fill(within(dialog).getByLabelText('Email'), 'grace.hopper@example.com')
    await userEvent.fill(within(dialog).getByLabelText('Phone'), '+1 555-0199')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Admin' }))
    await expect.poll(() => within(admins).queryAllByRole('listitem').length).toBe(3)
    expect(
      within(admins).getAllByRole('listitem')[2]!.innerText.split('\n').filter(Boolean),
    ).toEqual(['Grace Hopper', 'grace.hopper@example.com', '+1 555-0199'])

    const deleteMarcus = screen.getByRole('button', { name: 'Delete Marcus Reed' })
    await userEvent.click(deleteMarcus)
    const asking = await screen.findByRole('alertdialog', { name: 'Are you sure?' })
    await userEvent.click(within(asking).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    expect(within(admins).getAllByRole('listitem')).toHaveLength(3)

    await userEvent.click(deleteMarcus)
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    // Toasts stay for seconds: had the Cancel toasted, its toast would still be here beside this one.
    await screen.findByText('Admin deleted successfully')
    expect(screen.getAllByText('Admin deleted successfully')).toHaveLength(1)
    expect(within(admins).getAllByRole('listitem')).toHaveLength(2)
    expect(admins).not.toHaveTextContent('Marcus Reed')
  })
})

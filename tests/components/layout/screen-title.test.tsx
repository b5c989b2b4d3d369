// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { screenTitle } from '@/components/layout/screen-title'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

describe('screen titles', () => {
  it('puts the screen before the app name', () => {
    expect(screenTitle('Drivers')).toBe('Drivers · Fleet Admin')
  })

  it.each([
    ['/', 'Sign in · Fleet Admin'],
    ['/login', 'Sign in · Fleet Admin'],
    ['/dashboard', 'Dashboard · Fleet Admin'],
    ['/dashboard/drivers', 'Drivers · Fleet Admin'],
    ['/dashboard/settings', 'Settings · Fleet Admin'],
    ['/no/such/page', 'Page not found · Fleet Admin'],
  ])('%s is titled %s', async (path, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('follows navigation inside the app', async () => {
    const { screen, user } = renderApp('/dashboard')
    await waitFor(() => expect(document.title).toBe('Dashboard · Fleet Admin'))
    await user.click(screen.getAllByRole('link', { name: 'Settings' })[0])
    await waitFor(() => expect(document.title).toBe('Settings · Fleet Admin'))
    await user.click(screen.getAllByRole('link', { name: 'Drivers' })[0])
    await waitFor(() => expect(document.title).toBe('Drivers · Fleet Admin'))
  })
})

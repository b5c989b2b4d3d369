// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { renderApp, withFakeApi } from '../../test-utils'

const api = withFakeApi()

describe('a logout in another tab as this one starts', () => {
  it('takes this tab to /login though it was saved before the dashboard listened', async () => {
    const errors = vi.spyOn(console, 'error')
    // Saved after this page began to load, before its dashboard subscribed: no storage event
    // is heard for it.
    localStorage.setItem(localKeys.loggedOut, String(Date.now()))

    const { router } = renderApp('/dashboard/settings')

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(api.current.requests.filter((r) => r.path === '/api/user/logout')).toHaveLength(0)
    expect(errors).not.toHaveBeenCalled()
  })
})

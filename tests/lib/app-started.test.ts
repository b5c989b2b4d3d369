// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { appStarted, markAppStarted } from '@/lib/app-started'

describe('appStarted', () => {
  it('waits for start-up to end, then resolves and marks the page as started', async () => {
    let started = false
    void appStarted.then(() => (started = true))
    await Promise.resolve()
    expect(started).toBe(false)
    expect(document.documentElement).not.toHaveAttribute('data-started')

    markAppStarted()
    await appStarted
    expect(started).toBe(true)
    expect(document.documentElement).toHaveAttribute('data-started', '')
  })
})

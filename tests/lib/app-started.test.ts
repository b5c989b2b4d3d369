import { describe, expect, it } from 'vitest'
import { appStarted, markAppStarted } from '@/lib/app-started'

describe('appStarted', () => {
  it('waits for start-up to end, then resolves', async () => {
    let started = false
    void appStarted.then(() => (started = true))
    await Promise.resolve()
    expect(started).toBe(false)

    markAppStarted()
    await appStarted
    expect(started).toBe(true)
  })
})

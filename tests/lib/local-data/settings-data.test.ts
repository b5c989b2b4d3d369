// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { connection } from '@/lib/local-data/local-data'
import {
  currentAdmins,
  useAcceptingApplications,
  watchAdmins,
} from '@/lib/local-data/settings-data'
import { addAdmin, setAcceptingApplications } from '@/lib/local-data/settings-changes'

// Settings' records as its screen reads them: the admin list and the applications switch.

describe('the admin list', () => {
  it('is unknown until read, then the admins in id order, following each change', async () => {
    expect(currentAdmins()).toBeUndefined()
    await vi.waitFor(() =>
      expect(currentAdmins()?.map(({ name }) => name)).toEqual(['Olivia Bennett', 'Marcus Reed']),
    )
    const heard = vi.fn()
    const stop = watchAdmins(heard)
    await addAdmin({ name: 'Grace Hopper', email: 'grace@example.com', phone: '555 0100' })
    expect(currentAdmins()?.map(({ id }) => id)).toEqual([1, 2, 3])
    expect(heard).toHaveBeenCalled()
    stop()
  })
})

describe('the applications switch', () => {
  it('is unknown until read, then as saved', async () => {
    const { result } = renderHook(() => useAcceptingApplications())
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBe(true))
    await setAcceptingApplications(false)
    await waitFor(() => expect(result.current).toBe(false))
  })

  it('drops a stored value that is not on or off, and reads as on without one', async () => {
    const { db } = await connection()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await db.put('settings', { key: 'applications', accepting: 'no' } as never)
    const { result } = renderHook(() => useAcceptingApplications())
    await waitFor(() => expect(result.current).toBe(true))
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Dropped stored records that break their rule:', [
        ['settings', 'applications'],
      ]),
    )
    await waitFor(async () => expect(await db.get('settings', 'applications')).toBeUndefined())
  })
})

// @vitest-environment jsdom
import * as localKeys from '@/config/stored-names/local-keys'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { setDriverStatus, undoStatusUpdate } from '@/lib/drivers/driver-status-actions'
import { useDrivers } from '@/lib/drivers/drivers-store'

const by = Promise.resolve('Grace Okafor')
const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
const flush = () => act(() => by.then(() => {}))
// Driver 1 (James Smith) is inactive in the sample; 2 (Maria Garcia) and 3 (Robert Johnson) active.
const [james, maria, robert] = sampleDrivers

// tests/setup.ts clears storage after each test and tells the stores, as another tab would.

describe('drivers store', () => {
  it('shows the sample drivers until something is changed', () => {
    const { result } = renderHook(() => useDrivers())
    expect(result.current).toBe(sampleDrivers)
  })

  it('deactivates drivers, saves only the changes, and records who did it to whom', async () => {
    const { result } = renderHook(() => useDrivers())
    let update: ReturnType<typeof setDriverStatus> = null
    act(() => void (update = setDriverStatus([maria, james, robert], 'inactive', by)))
    await flush()

    // James was inactive already: only Maria and Robert changed.
    expect(update!.before).toEqual(
      new Map([
        [2, 'active'],
        [3, 'active'],
      ]),
    )
    expect(saved(localKeys.driverStatuses)).toEqual({ 2: 'inactive', 3: 'inactive' })
    expect(result.current.slice(0, 3).map(({ status }) => status)).toEqual([
      'inactive',
      'inactive',
      'inactive',
    ])
    expect(saved(localKeys.history)).toEqual([
      expect.objectContaining({
        kind: 'drivers-deactivated',
        by: 'Grace Okafor',
        drivers: { names: ['Maria Garcia', 'Robert Johnson'], total: 2 },
        driverIds: [2, 3],
      }),
    ])
  })

  it('Undo puts back each status and records the opposite change', async () => {
    const { result } = renderHook(() => useDrivers())
    let update: ReturnType<typeof setDriverStatus> = null
    act(() => void (update = setDriverStatus([maria], 'inactive', by)))
    act(() => void undoStatusUpdate(update!, by))
    await flush()

    expect(saved(localKeys.driverStatuses)).toEqual({})
    expect(result.current[1].status).toBe('active')
    expect((saved(localKeys.history) as { kind: string }[]).map(({ kind }) => kind)).toEqual([
      'drivers-activated',
      'drivers-deactivated',
    ])
  })

  it('activates, and its Undo deactivates again, naming the driver each time', async () => {
    const { result } = renderHook(() => useDrivers())
    let update: ReturnType<typeof setDriverStatus> = null
    // Maria is active already: only James changes.
    act(() => void (update = setDriverStatus([james, maria], 'active', by)))
    expect(update!.status).toBe('active')
    expect(update!.before).toEqual(new Map([[1, 'inactive']]))
    expect(result.current[0].status).toBe('active')

    let undone = 0
    act(() => void (undone = undoStatusUpdate(update!, by)))
    await flush()
    expect(undone).toBe(1)
    expect(result.current[0].status).toBe('inactive')
    const history = saved(localKeys.history) as {
      kind: string
      drivers: object
      driverIds: number[]
    }[]
    expect(history.map(({ kind, drivers, driverIds }) => ({ kind, drivers, driverIds }))).toEqual([
      {
        kind: 'drivers-deactivated',
        drivers: { names: ['James Smith'], total: 1 },
        driverIds: [1],
      },
      { kind: 'drivers-activated', drivers: { names: ['James Smith'], total: 1 }, driverIds: [1] },
    ])
  })

  it('Undo puts back a status saved earlier, not the sample’s', async () => {
    const { result } = renderHook(() => useDrivers())
    act(() => void setDriverStatus([maria], 'inactive', by))
    let update: ReturnType<typeof setDriverStatus> = null
    act(() => void (update = setDriverStatus([maria], 'active', by)))
    act(() => void undoStatusUpdate(update!, by))
    await flush()

    expect(saved(localKeys.driverStatuses)).toEqual({ 2: 'inactive' })
    expect(result.current[1].status).toBe('inactive')
  })

  it('changes nothing and records nothing when every driver has the status already', async () => {
    expect(setDriverStatus([james], 'inactive', by)).toBeNull()
    await flush()
    expect(localStorage.length).toBe(0)
  })

  it('follows a change saved by another tab', () => {
    const { result } = renderHook(() => useDrivers())
    act(() => {
      localStorage.setItem(localKeys.driverStatuses, JSON.stringify({ 1: 'active' }))
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.driverStatuses, storageArea: localStorage }),
      )
    })
    expect(result.current[0].status).toBe('active')
  })
})

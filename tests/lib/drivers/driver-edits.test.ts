// @vitest-environment jsdom
import * as localKeys from '@/config/stored-names/local-keys'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { editDriver, undoDriverEdit, type DriverInput } from '@/lib/drivers/driver-edits'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { useDrivers } from '@/lib/drivers/drivers-store'

const by = Promise.resolve('Grace Okafor')
const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
const flush = () => act(() => by.then(() => {}))
// Driver 2 is Maria Garcia (active); driver 3 Robert Johnson.
const maria = sampleDrivers[1]
const robert = sampleDrivers[2]
const asTyped = (changes: Partial<DriverInput>): DriverInput => ({
  name: maria.name,
  email: maria.email,
  phone: maria.phone,
  status: maria.status,
  ...changes,
})

describe('editing a driver', () => {
  it('saves the trimmed fields and status, shows them, and records the edit by id', async () => {
    const { result } = renderHook(() => useDrivers())
    let outcome: ReturnType<typeof editDriver> | undefined
    act(() => {
      outcome = editDriver(2, asTyped({ phone: '  +1 555 777 1234 ', status: 'inactive' }), by)
    })
    await flush()

    expect(outcome).toMatchObject({ ok: true, edit: { before: maria } })
    expect(result.current[1]).toEqual({ ...maria, phone: '+1 555 777 1234', status: 'inactive' })
    expect(saved(localKeys.driverDetails)).toEqual({ 2: { phone: '+1 555 777 1234' } })
    expect(saved(localKeys.driverStatuses)).toEqual({ 2: 'inactive' })
    expect(saved(localKeys.history)).toEqual([
      expect.objectContaining({
        kind: 'driver-edited',
        by: 'Grace Okafor',
        drivers: { names: ['Maria Garcia'], total: 1 },
        driverIds: [2],
      }),
    ])
  })

  it.each([
    ['an empty field', { name: '  ' }, 'Please fill all fields', ['name']],
    ['every empty field', { name: '', phone: '' }, 'Please fill all fields', ['name', 'phone']],
    ['a bad e-mail', { email: 'maria@' }, 'Please enter a valid email address', ['email']],
    [
      'a phone without digits',
      { phone: '()' },
      'A phone number needs at least one digit',
      ['phone'],
    ],
    ['a name too long', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters', ['name']],
    [
      'another driver’s e-mail, in another case',
      { email: robert.email.toUpperCase() },
      'Another driver already has this email',
      ['email'],
    ],
  ])('refuses %s, saving nothing', async (_case, changes, message, fields) => {
    expect(editDriver(2, asTyped(changes), by)).toEqual({ ok: false, message, fields })
    await flush()
    expect(localStorage.length).toBe(0)
  })

  it('keeps the driver’s own e-mail, in any case', () => {
    expect(editDriver(2, asTyped({ email: maria.email.toUpperCase() }), by)).toMatchObject({
      ok: true,
    })
  })

  it('saves and records nothing when nothing changed', async () => {
    expect(editDriver(2, asTyped({ name: ` ${maria.name} ` }), by)).toEqual({
      ok: true,
      edit: null,
    })
    await flush()
    expect(localStorage.length).toBe(0)
  })

  it.each([
    ['the name', { name: 'Mary Garcia' }],
    ['the e-mail', { email: 'mary@example.com' }],
    ['the phone', { phone: '+1 555 000 1111' }],
    ['the status', { status: 'inactive' as const }],
  ])('saves an edit of %s alone', async (_field, changes) => {
    const outcome = editDriver(2, asTyped(changes), by)
    expect(outcome).toEqual({ ok: true, edit: { before: maria, after: { ...maria, ...changes } } })
    await flush()
    expect(saved(localKeys.history)).toHaveLength(1)
  })

  it('saves and records nothing for a driver no longer in the list', async () => {
    expect(editDriver(9999, asTyped({ email: 'nobody@example.com' }), by)).toEqual({
      ok: true,
      edit: null,
    })
    await flush()
    expect(localStorage.length).toBe(0)
  })

  it('Undo puts the driver back as it was and records the Undo', async () => {
    const { result } = renderHook(() => useDrivers())
    act(() => {
      const outcome = editDriver(2, asTyped({ name: 'Mary Garcia', status: 'inactive' }), by)
      if (outcome.ok && outcome.edit) expect(undoDriverEdit(outcome.edit, by)).toBeNull()
    })
    await flush()

    expect(result.current[1]).toEqual(maria)
    expect(saved(localKeys.driverDetails)).toEqual({})
    expect(saved(localKeys.driverStatuses)).toEqual({})
    const history = saved(localKeys.history) as { kind: string; driverIds: number[] }[]
    expect(history.map(({ kind, driverIds }) => ({ kind, driverIds }))).toEqual([
      { kind: 'driver-edit-undone', driverIds: [2] },
      { kind: 'driver-edited', driverIds: [2] },
    ])
    // Named as it is again after the Undo.
    expect(history[0]).toMatchObject({
      by: 'Grace Okafor',
      drivers: { names: ['Maria Garcia'], total: 1 },
    })
  })

  it('Undo refuses, saying why, when another driver was given the old e-mail since', async () => {
    const { result } = renderHook(() => useDrivers())
    let refused: string | null = null
    act(() => {
      const outcome = editDriver(2, asTyped({ email: 'maria@example.com' }), by)
      // Another tab gives Maria's old, now free, address to Robert.
      localStorage.setItem(
        localKeys.driverDetails,
        JSON.stringify({ 2: { email: 'maria@example.com' }, 3: { email: maria.email } }),
      )
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.driverDetails, storageArea: localStorage }),
      )
      if (outcome.ok && outcome.edit) refused = undoDriverEdit(outcome.edit, by)
    })
    await flush()

    expect(refused).toBe('Could not undo the edit: another driver already has this email')
    expect(result.current[1]!.email).toBe('maria@example.com')
    expect(result.current[2]!.email).toBe(maria.email)
    const history = saved(localKeys.history) as { kind: string }[]
    expect(history.map(({ kind }) => kind)).toEqual(['driver-edited'])
  })

  it('follows an edit saved by another tab', () => {
    const { result } = renderHook(() => useDrivers())
    act(() => {
      localStorage.setItem(localKeys.driverDetails, JSON.stringify({ 3: { name: 'Rob Johnson' } }))
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.driverDetails, storageArea: localStorage }),
      )
    })
    expect(result.current[2].name).toBe('Rob Johnson')
  })
})

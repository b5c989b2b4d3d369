import { describe, expect, it } from 'vitest'
import {
  applyStatusChanges,
  parseStatusChanges,
  savedDriverStatuses,
  withStatus,
} from '@/lib/drivers/driver-statuses'
import { generateSampleDrivers, type DriverStatus } from '@/lib/drivers/drivers-data'

// Driver 1 is inactive in the sample, driver 2 active (every third, from the first, is inactive).
const drivers = generateSampleDrivers(6)

describe('reading saved statuses', () => {
  it('keeps the changes of drivers that exist', () => {
    expect(parseStatusChanges({ 1: 'active', 2: 'inactive' }, drivers)).toEqual({
      1: 'active',
      2: 'inactive',
    })
    expect(parseStatusChanges({}, drivers)).toEqual({})
  })

  it('drops an id no driver has, and a "change" to the sample status', () => {
    expect(parseStatusChanges({ 2: 'inactive', 99: 'inactive', 3: 'active' }, drivers)).toEqual({
      2: 'inactive',
    })
  })

  it.each([
    ['not an object', 'inactive'],
    ['null', null],
    ['a list', ['inactive']],
    ['an older version (a list of ids)', { inactive: [2, 3] }],
  ])('reads %s as nothing saved', (_case, value) => {
    expect(parseStatusChanges(value, drivers)).toBeNull()
  })

  it.each([
    ['an unknown status', { 2: 'retired' }],
    ['a status that is not text', { 2: 1 }],
    ['an id that is not a whole number', { '2.5': 'inactive' }],
    ['an id with a leading zero', { '02': 'inactive' }],
    ['a negative id', { '-2': 'inactive' }],
  ])('drops %s alone, keeping the other changes', (_case, bad) => {
    expect(parseStatusChanges({ ...bad, 1: 'active' }, drivers)).toEqual({ 1: 'active' })
    expect(parseStatusChanges(bad, drivers)).toBeNull()
  })

  it('falls back to no changes when what is saved is not JSON or not in the form', () => {
    const { codec, fallback } = savedDriverStatuses(() => drivers)
    expect(codec.decode('{"2":"inactive"')).toBeNull()
    expect(codec.decode('{"2":"retired"}')).toBeNull()
    expect(codec.decode('{"2":"retired","3":"inactive"}')).toEqual({ 3: 'inactive' })
    expect(codec.decode('{"2":"inactive"}')).toEqual({ 2: 'inactive' })
    expect(fallback()).toEqual({})
  })
})

describe('changing statuses', () => {
  it('sets drivers to a status, keeping only what differs from the sample', () => {
    const changes = withStatus({}, [1, 2, 3], 'inactive', drivers)
    expect(changes).toEqual({ 2: 'inactive', 3: 'inactive' })
    expect(withStatus(changes, [2], 'active', drivers)).toEqual({ 3: 'inactive' })
  })

  it('sets each driver to its own status, and ignores ids no driver has', () => {
    const before = new Map<number, DriverStatus>([
      [2, 'active'],
      [4, 'active'],
    ])
    const changes = { 2: 'inactive', 4: 'active', 5: 'inactive' } as const
    expect(withStatus(changes, [2, 4, 99], (id) => before.get(id)!, drivers)).toEqual({
      4: 'active',
      5: 'inactive',
    })
  })

  it('gives the same result applied twice (a write from another tab may cross it)', () => {
    const once = withStatus({ 5: 'inactive' }, [2, 3], 'inactive', drivers)
    expect(withStatus(once, [2, 3], 'inactive', drivers)).toEqual(once)
  })

  it('applies changes as new objects for changed drivers only', () => {
    const shown = applyStatusChanges(drivers, { 2: 'inactive' })
    expect(shown[1]).toEqual({ ...drivers[1], status: 'inactive' })
    expect(shown[0]).toBe(drivers[0])
    expect(drivers[1].status).toBe('active')
    expect(applyStatusChanges(drivers, {})).toBe(drivers)
  })
})

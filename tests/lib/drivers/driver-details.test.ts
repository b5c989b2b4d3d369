import { describe, expect, it } from 'vitest'
import {
  applyDetailChanges,
  parseDetailChanges,
  savedDriverDetails,
  withDetails,
} from '@/lib/drivers/driver-details'
import { generateSampleDrivers } from '@/lib/drivers/drivers-data'

// Driver 2 is Maria Garcia, maria.garcia2@example.com.
const drivers = generateSampleDrivers(6)
const maria = drivers[1]
const details = { name: maria.name, email: maria.email, phone: maria.phone }

describe('reading saved edits', () => {
  it('keeps the fields that differ from the sample, for drivers that exist', () => {
    expect(parseDetailChanges({ 2: { phone: '+1 555-9999' } }, drivers)).toEqual({
      2: { phone: '+1 555-9999' },
    })
    expect(
      parseDetailChanges({ 2: { name: maria.name }, 99: { name: 'Nobody' } }, drivers),
    ).toEqual({})
    expect(parseDetailChanges({}, drivers)).toEqual({})
  })

  it.each([
    ['not an object', 'x'],
    ['a list', [{ name: 'A' }]],
    ['null', null],
  ])('reads %s as nothing saved', (_case, value) => {
    expect(parseDetailChanges(value, drivers)).toBeNull()
  })

  it.each([
    ['an id that is not a whole number', { '2.5': { name: 'A' } }],
    ['an edit that is not an object', { 2: 'Ada' }],
    ['an unknown field', { 2: { salary: '1' } }],
    ['a field that is not text', { 2: { phone: 5551234 } }],
    ['an empty name', { 2: { name: '' } }],
    ['a name with spaces around it', { 2: { name: ' Ada ' } }],
    ['a name too long', { 2: { name: 'x'.repeat(101) } }],
    ['an e-mail without @', { 2: { email: 'maria.example.com' } }],
    ['a phone without digits', { 2: { phone: '+-()' } }],
    ['a phone with letters', { 2: { phone: '555 abc' } }],
  ])('drops %s alone, keeping the other edits', (_case, bad) => {
    const good = { 4: { name: 'Ada Lovelace' } }
    expect(parseDetailChanges({ ...bad, ...good }, drivers)).toEqual(good)
    expect(parseDetailChanges(bad, drivers)).toBeNull()
  })

  it('keeps the first stored of two edits giving drivers one e-mail, and the sample’s e-mails', () => {
    const shared = { email: 'shared@example.com' }
    expect(parseDetailChanges({ 3: shared, 5: shared, 4: { name: 'Ada' } }, drivers)).toEqual({
      3: shared,
      4: { name: 'Ada' },
    })
    // Maria's own address, given to driver 3 while Maria keeps it: the edit goes.
    expect(parseDetailChanges({ 3: { email: maria.email.toUpperCase() } }, drivers)).toEqual({})
    // Maria moved to another address, so hers is free for driver 3.
    const moved = { 2: { email: 'maria@example.com' }, 3: { email: maria.email } }
    expect(parseDetailChanges(moved, drivers)).toEqual(moved)
    // Driver 3's edit is dropped for a bad phone: its own address comes back, so driver 5's edit,
    // which took it, goes too.
    const chain = { 3: { email: 'new@example.com', phone: 'x' }, 5: { email: drivers[2].email } }
    expect(parseDetailChanges(chain, drivers)).toEqual({})
  })

  it('lets a driver in the list take a removed driver’s e-mail, keeping the removed one’s edits', () => {
    const removed = new Set([2])
    // Maria is out of the list: driver 3 may have her address, and her own edit stays for Undo.
    const edits = { 2: { phone: '+1 555-0000' }, 3: { email: maria.email } }
    expect(parseDetailChanges(edits, drivers, removed)).toEqual(edits)
    // A removed driver's edit is not checked against the list either.
    const taken = { 2: { email: drivers[3].email } }
    expect(parseDetailChanges(taken, drivers, removed)).toEqual(taken)
    // With Maria in the list, driver 3's edit clashes and goes.
    expect(parseDetailChanges(edits, drivers)).toEqual({ 2: { phone: '+1 555-0000' } })
  })

  it('falls back to no edits when what is saved is not JSON or not in the form', () => {
    const { codec, fallback } = savedDriverDetails(() => drivers)
    expect(codec.decode('{"2":{"name":"Ada"')).toBeNull()
    expect(codec.decode('{"2":{"name":"Ada"}}')).toEqual({ 2: { name: 'Ada' } })
    expect(fallback()).toEqual({})
  })
})

describe('editing details', () => {
  it('saves only what differs from the sample, and drops an edit put back', () => {
    const edited = withDetails({}, 2, { ...details, phone: '+1 555-0000' }, drivers)
    expect(edited).toEqual({ 2: { phone: '+1 555-0000' } })
    expect(withDetails(edited, 2, details, drivers)).toEqual({})
    expect(withDetails(edited, 99, details, drivers)).toBe(edited)
  })

  it('gives the same result applied twice (a write from another tab may cross it)', () => {
    const once = withDetails({ 3: { name: 'Rob' } }, 2, { ...details, name: 'Mary' }, drivers)
    expect(withDetails(once, 2, { ...details, name: 'Mary' }, drivers)).toEqual(once)
  })

  it('applies edits as new objects for edited drivers only', () => {
    const shown = applyDetailChanges(drivers, { 2: { name: 'Mary' } })
    expect(shown[1]).toEqual({ ...maria, name: 'Mary' })
    expect(shown[0]).toBe(drivers[0])
    expect(applyDetailChanges(drivers, {})).toBe(drivers)
  })
})

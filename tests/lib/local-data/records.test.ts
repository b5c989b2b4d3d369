import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS } from '@/lib/contact-fields'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import {
  adminFault,
  applicationsFault,
  driverFault,
  MAX_DRIVERS,
  type Others,
} from '@/lib/local-data/records'

// The one rule of each kind of record (a saved view's: view-records.test.ts): the forms, the import, every Undo, the move from the first
// version and the reading of stored records ask these functions (commit.ts inside the transaction).

const maria = sampleDrivers[1]!
const none: Others = { count: 0, ownerOf: () => undefined }
const owning = (owners: Record<string, number>, count = Object.keys(owners).length): Others => ({
  count,
  ownerOf: (key) => owners[key],
})

describe('the driver rule', () => {
  it('takes every sample driver, and a driver added here with no rating yet', () => {
    for (const driver of sampleDrivers) expect(driverFault(driver, none)).toBeNull()
    expect(driverFault({ ...maria, id: 51, trips: 0, rating: null }, none)).toBeNull()
    for (const rating of [0, 0.1, 5]) expect(driverFault({ ...maria, rating }, none)).toBeNull()
  })

  it.each([
    ['not an object', 'Maria'],
    ['nothing', null],
    ['no id', { ...maria, id: undefined }],
    ['an id of 0', { ...maria, id: 0 }],
    ['an id that is not whole', { ...maria, id: 2.5 }],
    ['a name with spaces around it', { ...maria, name: ' Maria ' }],
    ['a phone that is not text', { ...maria, phone: 5550100 }],
    ['an unknown status', { ...maria, status: 'retired' }],
    ['trips below zero', { ...maria, trips: -1 }],
    ['a rating past 5', { ...maria, rating: 5.1 }],
    ['a rating with two decimals', { ...maria, rating: 4.25 }],
    ['a rating below zero', { ...maria, rating: -0.5 }],
    ['a rating written as text', { ...maria, rating: '4.5' }],
  ])('refuses a stored record with %s as unreadable', (_case, value) => {
    expect(driverFault(value, none)).toEqual({ rule: 'unreadable', fields: [] })
  })

  it('keeps the contact rules, the form’s e-mail rule only for typed input', () => {
    expect(driverFault({ ...maria, phone: 'call me' }, none)).toEqual({
      rule: 'phoneCharacters',
      fields: ['phone'],
    })
    expect(driverFault({ ...maria, name: '' }, none)).toEqual({
      rule: 'emptyField',
      fields: ['name'],
    })
    // An address an earlier version accepted stays readable; a new one is held to the form's rule.
    const older = { ...maria, email: 'maria@localhost_' }
    expect(driverFault(older, none)).toBeNull()
    expect(driverFault(older, none, CONTACT_FIELDS)).toEqual({
      rule: 'invalidEmail',
      fields: ['email'],
    })
  })

  it('reads what an earlier version saved; holds typed input to the newer contact rules', () => {
    const shortPhone = { ...maria, phone: '1' }
    expect(driverFault(shortPhone, none)).toBeNull()
    expect(driverFault(shortPhone, none, CONTACT_FIELDS)).toEqual({
      rule: 'phoneTooFewDigits',
      fields: ['phone'],
    })
    const longLocalPart = { ...maria, email: `${'m'.repeat(65)}@example.com` }
    expect(driverFault(longLocalPart, none)).toBeNull()
    expect(driverFault(longLocalPart, none, CONTACT_FIELDS)?.rule).toBe('emailLocalPartTooLong')
  })

  it('gives an e-mail to one driver in the list, regardless of case; a driver keeps its own', () => {
    const others = owning({ 'maria.garcia2@example.com': 2 })
    expect(driverFault({ ...maria, id: 9, email: 'MARIA.Garcia2@example.com' }, others)).toEqual({
      rule: 'emailTaken',
      fields: ['email'],
    })
    expect(driverFault({ ...maria, email: 'Maria.Garcia2@example.com' }, others)).toBeNull()
  })

  it(`holds at most ${MAX_DRIVERS} drivers`, () => {
    const driver: Driver = { ...maria, id: 20_000 }
    expect(driverFault(driver, owning({}, MAX_DRIVERS - 1))).toBeNull()
    expect(driverFault(driver, owning({}, MAX_DRIVERS))).toEqual({ rule: 'full', fields: [] })
  })
})

describe('the admin rule', () => {
  const olivia = {
    id: 1,
    name: 'Olivia Bennett',
    email: 'olivia@example.com',
    phone: '+1 555-0101',
  }

  it('is a person’s: whole, trimmed, the contact rules, an e-mail no other admin has', () => {
    expect(adminFault(olivia, none)).toBeNull()
    expect(adminFault({ ...olivia, name: '<b>x</b>' }, none)).toBeNull()
    expect(adminFault({ ...olivia, id: 0 }, none)).toEqual({ rule: 'unreadable', fields: [] })
    expect(adminFault({ id: 1, name: 'Olivia' }, none)?.rule).toBe('unreadable')
    expect(adminFault(null, none)?.rule).toBe('unreadable')
    // An address an earlier version accepted stays readable; a new one is held to the form's rule.
    expect(adminFault({ ...olivia, email: 'olivia@localhost_' }, none)).toBeNull()
    expect(adminFault({ ...olivia, email: 'olivia@localhost_' }, none, CONTACT_FIELDS)?.rule).toBe(
      'invalidEmail',
    )
    // Add Admin is held to the phone rule a driver's form is (SPEC §5 names no length).
    expect(adminFault({ ...olivia, phone: '1' }, none)).toBeNull()
    expect(adminFault({ ...olivia, phone: '1' }, none, CONTACT_FIELDS)?.rule).toBe(
      'phoneTooFewDigits',
    )
    expect(adminFault({ ...olivia, email: '' }, none)).toEqual({
      rule: 'emptyField',
      fields: ['email'],
    })
    expect(adminFault({ ...olivia, id: 3 }, owning({ 'olivia@example.com': 1 }))?.rule).toBe(
      'emailTaken',
    )
  })

  it('has no most', () => {
    expect(adminFault(olivia, owning({}, 1_000_000))).toBeNull()
  })
})

describe('the applications switch', () => {
  it('is on or off, nothing else', () => {
    expect(applicationsFault({ key: 'applications', accepting: false })).toBeNull()
    expect(applicationsFault({ key: 'applications', accepting: 'yes' })?.rule).toBe('unreadable')
    expect(applicationsFault(null)?.rule).toBe('unreadable')
  })
})

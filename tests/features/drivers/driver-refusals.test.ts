import { describe, expect, it } from 'vitest'
import { driverProblem, notPutBack } from '@/features/drivers/driver-refusals'
import type { Write } from '@/lib/local-data/change-log'

// What the drivers desk says when a change to drivers is refused, or an Undo puts back less.

const rule = (fault: { rule: 'emailTaken' | 'full' | 'phoneCharacters'; fields: string[] }) => ({
  reason: 'rule' as const,
  fault,
  write: { key: 2 },
})
const back = (name: string): Write => ({ key: 1, after: { name } })

describe('a refused change to drivers', () => {
  it('is the form’s words for the rule, with its fields to mark', () => {
    expect(driverProblem(rule({ rule: 'emailTaken', fields: ['email'] }))).toEqual({
      message: 'Another driver already has this email',
      fields: ['email'],
    })
    expect(driverProblem(rule({ rule: 'full', fields: [] }))).toEqual({
      message: 'A list holds at most 10,000 drivers',
      fields: [],
    })
    expect(driverProblem(rule({ rule: 'phoneCharacters', fields: ['phone'] })).fields).toEqual([
      'phone',
    ])
    expect(driverProblem({ reason: 'storageFull' }).message).toBe(
      'Could not save: this browser’s storage is full',
    )
  })
})

describe('what an Undo could not put back', () => {
  it('names each driver a rule keeps out and why, then those another tab changed', () => {
    expect(
      notPutBack({
        ok: true,
        seq: 4,
        writes: [],
        faults: [
          { write: back('James Smith'), fault: { rule: 'emailTaken', fields: ['email'] } },
          { write: back('Ana Lima'), fault: { rule: 'full', fields: [] } },
          { write: back('Li Wei'), fault: { rule: 'phoneCharacters', fields: ['phone'] } },
        ],
        note: [
          { name: 'Maria Garcia', fields: ['status'] },
          { name: 'Robert Johnson', fields: [] },
        ],
      }),
    ).toEqual([
      'Could not put back James Smith: another driver has this email now',
      'Could not put back Ana Lima: the list holds at most 10,000 drivers',
      'Could not put back Li Wei: Use only digits, spaces, +, -, ( and ) in a phone number',
      'Maria Garcia and Robert Johnson: changed since in another tab',
    ])
  })

  it('is nothing when it put back every one', () => {
    expect(notPutBack({ ok: true, seq: 4, writes: [], faults: [] })).toEqual([])
  })
})

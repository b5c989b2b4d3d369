import { describe, expect, it } from 'vitest'
import { personFaultMessage, refusalMessage, refusalProblem } from '@/lib/local-data/refusals'

// A refused change in the page's words: what its form shows (and marks), or its toast says.

const taken = () => 'That e-mail is taken'

describe('a person’s fault', () => {
  it('is its kind’s own words for a taken e-mail, the contact rule’s otherwise', () => {
    expect(personFaultMessage({ rule: 'emailTaken', fields: ['email'] }, taken)).toBe(
      'That e-mail is taken',
    )
    expect(personFaultMessage({ rule: 'emptyField', fields: ['name'] }, taken)).toBe(
      'Please fill all fields',
    )
    expect(personFaultMessage({ rule: 'unreadable', fields: [] }, taken)).toBe(
      'Could not save the change. Please try again.',
    )
  })
})

describe('a refused change', () => {
  it('marks the fields of a rule’s fault, in the rule’s words', () => {
    const refusal = {
      reason: 'rule' as const,
      fault: { rule: 'emailTaken' as const, fields: ['email'] },
      write: { key: 2 },
    }
    expect(refusalProblem(refusal, () => 'Taken')).toEqual({ message: 'Taken', fields: ['email'] })
    expect(refusalMessage(refusal)).toBe('Could not save the change. Please try again.')
  })

  it.each([
    ['storageFull', 'Could not save: this browser’s storage is full'],
    [
      'newerVersion',
      'Could not save: Fleet Admin was updated in another tab. Reload this page to go on.',
    ],
    ['failed', 'Could not save the change. Please try again.'],
  ] as const)('says %s in words, marking no field', (reason, message) => {
    expect(refusalProblem({ reason }, () => 'a rule')).toEqual({ message, fields: [] })
    expect(refusalMessage({ reason })).toBe(message)
  })
})

import { describe, expect, it } from 'vitest'
import {
  applicationsToggleMessage,
  parseStoredApplications,
} from '@/features/settings/applications'

describe('applications switch', () => {
  it('names the new state in its message', () => {
    expect(applicationsToggleMessage(true)).toBe('Now accepting applications')
    expect(applicationsToggleMessage(false)).toBe('Applications are now closed')
  })

  it('reads a saved switch', () => {
    expect(parseStoredApplications({ accepting: false })).toEqual({ accepting: false })
    expect(parseStoredApplications({ accepting: true })).toEqual({ accepting: true })
  })

  it.each([
    ['a bare boolean', false],
    ['null', null],
    ['a list', [false]],
    ['a string', { accepting: 'false' }],
    ['a missing value', {}],
    ['extra properties', { accepting: true, reason: 'x' }],
  ])('refuses %s', (_case, value) => {
    expect(parseStoredApplications(value)).toBeNull()
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { addAdmin, initialAdmins } from '@/features/settings/admins'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

const valid = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555-0199' }
const refusal = (input: Partial<typeof valid>) => {
  const result = addAdmin(initialAdmins, { ...valid, ...input })
  return result.ok ? null : result.message
}

afterEach(() => setCatalog('en', everyText.en))

describe('add admin validation, said in the page language', () => {
  it('in German, limits as numbers in a plural', () => {
    setCatalog('de', everyText.de)
    expect(refusal({ email: '' })).toBe('Bitte füllen Sie alle Felder aus')
    expect(refusal({ name: 'x'.repeat(101) })).toBe('Der Name darf höchstens 100 Zeichen lang sein')
    expect(refusal({ email: initialAdmins[0].email })).toBe(
      'Es gibt bereits einen Admin mit dieser E-Mail-Adresse',
    )
  })

  it('in Arabic, each limit in its plural form (100: other, 30: many)', () => {
    setCatalog('ar', everyText.ar)
    expect(refusal({ phone: '' })).toBe('يرجى ملء جميع الحقول')
    expect(refusal({ name: 'x'.repeat(101) })).toBe('يجب ألا يتجاوز الاسم 100 حرف')
    expect(refusal({ phone: '1'.repeat(31) })).toBe('يجب ألا يتجاوز رقم الهاتف 30 حرفًا')
  })
})

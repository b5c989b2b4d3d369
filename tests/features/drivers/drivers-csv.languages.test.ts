import { afterEach, describe, expect, it } from 'vitest'
import { driversCsv } from '@/features/drivers/drivers-csv'
import type { Driver } from '@/lib/drivers/drivers-data'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

const driver: Driver = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '555-1234',
  status: 'active',
  trips: 1200,
  rating: 4.8,
}

afterEach(() => setCatalog('en', everyText.en))

describe("the drivers CSV in the page's language", () => {
  it('has German headers, semicolons and decimal commas, as German Excel reads them (4,8, not 4 August)', () => {
    setCatalog('de', everyText.de)
    const csv = driversCsv([driver, { ...driver, name: 'Smith; Ada, Jr.', phone: '+49 30 1234' }])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'ID;Name;E-Mail;Telefon;Status;Fahrten;Bewertung',
      '7;Ada Lovelace;ada@example.com;555-1234;Active;1200;4,8',
      `7;"Smith; Ada, Jr.";ada@example.com;"'+49 30 1234";Active;1200;4,8`,
      '',
    ])
  })

  it('has Arabic headers', () => {
    setCatalog('ar', everyText.ar)
    expect(driversCsv([driver]).slice(1).split('\r\n')).toEqual([
      'المعرّف,الاسم,البريد الإلكتروني,الهاتف,الحالة,الرحلات,التقييم',
      '7,Ada Lovelace,ada@example.com,555-1234,Active,1200,4.8',
      '',
    ])
  })
})

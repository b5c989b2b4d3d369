import { describe, expect, it } from 'vitest'
import { tidyContact } from '@/lib/contact-input'

// What a typed or imported name, e-mail and phone become before their rule is checked.

describe('tidyContact', () => {
  it('trims every field and folds each run of white space, line breaks too, to one space', () => {
    expect(
      tidyContact({
        name: '  Multi\r\nLine \t  Name\u00a0',
        email: ' ada @example.com\n',
        phone: ' +1  555\n0100 ',
      }),
    ).toEqual({ name: 'Multi Line Name', email: 'ada @example.com', phone: '+1 555 0100' })
  })

  it('saves Arabic-Indic and Persian digits in a phone as ASCII digits, and nowhere else', () => {
    expect(
      tidyContact({ name: 'محمد ٣', email: 'a@example.com', phone: '+٩٦٦ ٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹' }),
    ).toEqual({ name: 'محمد ٣', email: 'a@example.com', phone: '+966 0123456789 0123456789' })
  })
})

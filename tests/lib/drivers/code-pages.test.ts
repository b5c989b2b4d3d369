import { describe, expect, it } from 'vitest'
import { otherCodePage, pageCodePage } from '@/lib/drivers/code-pages'

describe('the Windows code page a file that is not UTF-8 is read in', () => {
  it('is Windows-1256 on an Arabic page, Windows-1252 on the others', () => {
    expect(pageCodePage('ar')).toBe('windows-1256')
    expect(pageCodePage('de')).toBe('windows-1252')
    expect(pageCodePage('en')).toBe('windows-1252')
  })

  it('offers the other one', () => {
    expect(otherCodePage('windows-1252')).toBe('windows-1256')
    expect(otherCodePage('windows-1256')).toBe('windows-1252')
  })
})

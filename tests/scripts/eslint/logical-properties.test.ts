import { RuleTester } from 'eslint'
import { describe, expect, it } from 'vitest'
import { logicalProperties, physicalClasses } from '../../../scripts/eslint/logical-properties.js'

describe('physicalClasses', () => {
  it('finds classes that name a physical side, under any variant', () => {
    expect(
      physicalClasses(
        'ml-2 pr-4 sm:pl-8 -left-1 right-0 border-r border-l-2 rounded-l-md rounded-tr text-left float-right md:hover:mr-auto !pl-2',
      ),
    ).toEqual([
      'ml-2',
      'pr-4',
      'sm:pl-8',
      '-left-1',
      'right-0',
      'border-r',
      'border-l-2',
      'rounded-l-md',
      'rounded-tr',
      'text-left',
      'float-right',
      'md:hover:mr-auto',
      '!pl-2',
    ])
  })

  it('passes logical classes, explicit ltr:/rtl: ones and words that are not classes', () => {
    expect(
      physicalClasses(
        'ms-2 pe-4 start-0 end-2 border-e rounded-s-md text-start rtl:-scale-x-100 ltr:left-1/2 rtl:right-1/2 left right mx-2 px-4 border rounded-lg text-lg',
      ),
    ).toEqual([])
  })
})

describe('the lint rule', () => {
  it('reports physical classes with their logical form, in strings and templates', () => {
    // RuleTester throws on the first case that does not go as written.
    const tester = new RuleTester({
      languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    })
    const cases = {
      valid: ['const a = "ms-2 ps-4"', 'const side = "left"', 'const c = `ltr:left-2 ${x}`'],
      invalid: [
        {
          code: '<div className="ml-2 text-right" />',
          errors: [
            { message: /"ml-2" names a physical side \(use ms-2\)/ },
            { message: /"text-right" names a physical side \(use text-end\)/ },
          ],
        },
        { code: 'const c = `pl-4 ${x}`', errors: [{ message: /"pl-4".*use ps-4/ }] },
        { code: 'const c = "rounded-tl-md"', errors: [{ message: /"rounded-tl-md" names/ }] },
      ],
    }
    expect(() => tester.run('logical-properties', logicalProperties, cases)).not.toThrow()
  })
})

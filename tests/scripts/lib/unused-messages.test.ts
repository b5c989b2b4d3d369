import { describe, expect, it } from 'vitest'
import { unusedMessages } from '../../../scripts/lib/unused-messages'

describe('unusedMessages', () => {
  it('lists the keys no source names as a quoted literal', () => {
    const sources = [
      `t('drivers.title'); t("layout.menu", { count })`,
      'const key: MessageKey = `settings.save`',
      "// drivers.export is mentioned here without quotes; 'drivers' alone is not a key",
    ]
    expect(
      unusedMessages(
        ['drivers.title', 'layout.menu', 'settings.save', 'drivers.export', 'drivers.title.more'],
        sources,
      ),
    ).toEqual(['drivers.export', 'drivers.title.more'])
  })

  it('finds nothing unused in an empty catalog', () => {
    expect(unusedMessages([], ['anything'])).toEqual([])
  })
})

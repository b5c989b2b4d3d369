// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChangeHistoryCard } from '@/features/settings/change-history-card'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { setCatalog } from '@/lib/i18n/translate'
import { entryFor } from '@/lib/local-data/change-log'
import { connection } from '@/lib/local-data/local-data'
import { everyText } from '../../support/catalogs'

/** A change logged earlier (in whatever language that page was): five minutes ago, seven drivers. */
async function logged() {
  const seven = sampleDrivers.filter(({ status }) => status === 'active').slice(0, 7)
  const writes = seven.map((driver) => ({
    key: driver.id,
    before: driver,
    after: { ...driver, status: 'inactive' },
  }))
  const at = new Date(Date.now() - 5 * 60_000 - 1000)
  const entry = entryFor('drivers-deactivated', 'drivers', writes, 'Demo Admin', at)
  await (await connection()).db.add('log', { ...entry, bytes: 0 } as never)
}

afterEach(() => setCatalog('en', everyText.en))

describe('change history card', () => {
  it('reads in German: plural description, list, relative time', async () => {
    setCatalog('de', everyText.de)
    await logged()
    render(<ChangeHistoryCard />)

    const list = await screen.findByRole('list', { name: 'Änderungen' })
    expect(screen.getByText('Änderungsverlauf')).toBeInTheDocument()
    expect(
      screen.getByText('Die letzten 20 Änderungen in diesem Browser, neueste zuerst.'),
    ).toBeInTheDocument()
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Demo Admin hat 7 Fahrer auf inaktiv gesetzt (waren aktiv): Maria Garcia, Robert Johnson, Michael Brown und 4 weitere Fahrer',
    )
    expect(screen.getByText('vor 5 Minuten')).toBeInTheDocument()
  })

  it('reads in Arabic: plural description, list, relative time', async () => {
    setCatalog('ar', everyText.ar)
    await logged()
    render(<ChangeHistoryCard />)

    const list = await screen.findByRole('list', { name: 'التغييرات' })
    expect(screen.getByText('سجل التغييرات')).toBeInTheDocument()
    expect(screen.getByText('آخر 20 تغييرًا أُجريت في هذا المتصفح، الأحدث أولًا.')).toBeInTheDocument()
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent(
      'Demo Admin غيّر حالة 7 سائقين إلى غير نشط (كانت نشط): Maria Garcia وRobert Johnson وMichael Brown و4 سائقين آخرين',
    )
    // Each name in its own direction inside the right-to-left sentence.
    expect(within(item).getByText('Maria Garcia').tagName).toBe('BDI')
    expect(within(item).getByText('Demo Admin').tagName).toBe('BDI')
    expect(screen.getByText('قبل 5 دقائق')).toBeInTheDocument()
  })

  it('says there is nothing yet, in German', async () => {
    setCatalog('de', everyText.de)
    render(<ChangeHistoryCard />)
    expect(
      await screen.findByText(
        'Noch keine Änderungen. Änderungen an Admins, Bewerbungen, Fahrern und gespeicherten Ansichten erscheinen hier.',
      ),
    ).toBeInTheDocument()
  })
})

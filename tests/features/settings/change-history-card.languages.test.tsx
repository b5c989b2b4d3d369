// @vitest-environment jsdom
import * as localKeys from '@/config/stored-names/local-keys'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChangeHistoryCard } from '@/features/settings/change-history-card'
import type { Change } from '@/lib/history/change-history'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

/** A history saved earlier (in whatever language that page was): five minutes ago, seven drivers. */
function saveHistory() {
  const at = new Date(Date.now() - 5 * 60_000 - 1000).toISOString()
  const history: Change[] = [
    {
      id: 'c1',
      kind: 'drivers-deactivated',
      drivers: { names: ['Maria Garcia', 'James Smith', 'Robert Johnson'], total: 7 },
      by: 'Demo Admin',
      at,
    },
  ]
  localStorage.setItem(localKeys.history, JSON.stringify(history))
  // As if another tab had saved it: the store reads it afresh.
  window.dispatchEvent(
    new StorageEvent('storage', { key: localKeys.history, storageArea: localStorage }),
  )
}

afterEach(() => setCatalog('en', everyText.en))

describe('change history card', () => {
  it('reads in German: plural description, list, relative time', async () => {
    setCatalog('de', everyText.de)
    saveHistory()
    render(<ChangeHistoryCard />)

    expect(await screen.findByRole('list', { name: 'Änderungen' })).toBeInTheDocument()
    expect(screen.getByText('Änderungsverlauf')).toBeInTheDocument()
    expect(
      screen.getByText('Die letzten 20 Änderungen in diesem Browser, neueste zuerst.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Demo Admin hat Maria Garcia, James Smith, Robert Johnson und 4 weitere Fahrer deaktiviert',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('vor 5 Minuten')).toBeInTheDocument()
  })

  it('reads in Arabic: plural description, list, relative time', async () => {
    setCatalog('ar', everyText.ar)
    saveHistory()
    render(<ChangeHistoryCard />)

    expect(await screen.findByRole('list', { name: 'التغييرات' })).toBeInTheDocument()
    expect(screen.getByText('سجل التغييرات')).toBeInTheDocument()
    expect(screen.getByText('آخر 20 تغييرًا أُجريت في هذا المتصفح، الأحدث أولًا.')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Demo Admin ألغى تفعيل Maria Garcia وJames Smith وRobert Johnson و4 سائقين آخرين',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('قبل 5 دقائق')).toBeInTheDocument()
  })

  it('says there is nothing yet, in German', async () => {
    setCatalog('de', everyText.de)
    render(<ChangeHistoryCard />)
    expect(
      await screen.findByText(
        'Noch keine Änderungen. Änderungen an Admins, Bewerbungen und Fahrern erscheinen hier.',
      ),
    ).toBeInTheDocument()
  })
})

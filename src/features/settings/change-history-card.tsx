import { useEffect } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { OnDemand } from '@/components/ui/on-demand'
import { withHistoryTexts } from '@/lib/i18n/load-history-texts'
import { t } from '@/lib/i18n/translate'
import { onDemandModule } from '@/lib/on-demand-module'

/** The card shows this many of the newest changes. */
const HISTORY_SHOWN = 20

// The list and its sentences load once the screen is drawn (the card is below the fold), and never
// in prerendered markup, which holds nobody's history.
const historyList = onDemandModule(() => withHistoryTexts(import('./change-history-list')))
const ChangeHistoryList = historyList.component('ChangeHistoryList')

export function ChangeHistoryCard() {
  const requested = historyList.useRequested()
  useEffect(() => historyList.prefetch(), [])
  const loading = <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.history.title')}</CardTitle>
        <CardDescription>
          {t('settings.history.description', { count: HISTORY_SHOWN })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requested ? (
          <OnDemand fallback={loading}>
            <ChangeHistoryList count={HISTORY_SHOWN} />
          </OnDemand>
        ) : (
          loading
        )}
      </CardContent>
    </Card>
  )
}

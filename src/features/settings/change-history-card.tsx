import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { OnDemand } from '@/components/ui/on-demand'
import { withHistoryTexts } from '@/lib/i18n/load-history-texts'
import { t } from '@/lib/i18n/translate'
import { onDemandModule } from '@/lib/on-demand-module'

/** The card shows this many of the newest changes. */
const HISTORY_SHOWN = 20

// The list and its sentences load once the screen is drawn: the card is below the fold.
const historyList = onDemandModule(() => withHistoryTexts(import('./change-history-list')))
const ChangeHistoryList = historyList.component('ChangeHistoryList')

export function ChangeHistoryCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.history.title')}</CardTitle>
        <CardDescription>
          {t('settings.history.description', { count: HISTORY_SHOWN })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <OnDemand fallback={<p className="text-sm text-muted-foreground">{t('ui.loading')}</p>}>
          <ChangeHistoryList count={HISTORY_SHOWN} />
        </OnDemand>
      </CardContent>
    </Card>
  )
}

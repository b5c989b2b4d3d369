import { ChangeList } from '@/components/change-list'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/lib/i18n/translate'
import { latestChanges, useChanges } from '@/lib/local-data/local-data'

/** The card shows this many of the newest changes. */
const HISTORY_SHOWN = 20

export function ChangeHistoryCard() {
  const history = useChanges(latestChanges(HISTORY_SHOWN), 'latest')

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.history.title')}</CardTitle>
        <CardDescription>
          {t('settings.history.description', { count: HISTORY_SHOWN })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!history ? (
          <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
        ) : history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.history.empty')}</p>
        ) : (
          <ChangeList changes={history} label={t('settings.history.list')} />
        )}
      </CardContent>
    </Card>
  )
}

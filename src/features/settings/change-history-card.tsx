import { ChangeList } from '@/components/change-list'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { HISTORY_SHOWN } from '@/lib/history/change-history'
import { t } from '@/lib/i18n/translate'
import { useChangeHistory } from './settings-store'

export function ChangeHistoryCard() {
  const history = useChangeHistory()

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
          <ChangeList
            changes={history.slice(0, HISTORY_SHOWN)}
            label={t('settings.history.list')}
          />
        )}
      </CardContent>
    </Card>
  )
}

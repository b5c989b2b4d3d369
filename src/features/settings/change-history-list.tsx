import { ChangeList } from '@/components/change-list'
import { t } from '@/lib/i18n/translate'
import { useLatestChanges } from '@/lib/local-data/use-change-log'

/** The newest `count` changes as Settings' card lists them: loaded with their texts. */
export function ChangeHistoryList({ count }: { count: number }) {
  const history = useLatestChanges(count)
  if (!history) return <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
  if (history.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('settings.history.empty')}</p>
  }
  return <ChangeList changes={history} label={t('settings.history.list')} />
}

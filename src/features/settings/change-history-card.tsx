import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useNow } from '@/lib/use-now'
import { describeChange, HISTORY_LIMIT, timeAgo, type Change } from '@/lib/history/change-history'
import { formatDate, t } from '@/lib/i18n/translate'
import { useChangeHistory } from './settings-store'

// The full date and time behind each relative time, in the page's language.
const EXACT_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' }

export function ChangeHistoryCard() {
  const history = useChangeHistory()
  const now = useNow(30_000)

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.history.title')}</CardTitle>
        <CardDescription>
          {t('settings.history.description', { count: HISTORY_LIMIT })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!history ? (
          <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
        ) : history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.history.empty')}</p>
        ) : (
          <ol className="divide-y rounded-md border" aria-label={t('settings.history.list')}>
            {history.map((change) => (
              <ChangeItem key={change.id} change={change} now={now} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

function ChangeItem({ change, now }: { change: Change; now: Date }) {
  const at = new Date(change.at)
  return (
    <li className="gap-4 p-3 text-sm sm:flex sm:justify-between">
      <p className="font-medium wrap-anywhere">{describeChange(change)}</p>
      <p className="shrink-0 text-muted-foreground">
        <time dateTime={change.at} title={formatDate(at, EXACT_TIME)}>
          {timeAgo(at, now)}
        </time>
      </p>
    </li>
  )
}

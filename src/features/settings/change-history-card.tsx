import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useNow } from '@/lib/use-now'
import {
  describeChange,
  formatRelativeTime,
  HISTORY_LIMIT,
  type Change,
} from '@/lib/history/change-history'
import { useChangeHistory } from './settings-store'

export function ChangeHistoryCard() {
  const history = useChangeHistory()
  const now = useNow(30_000)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change history</CardTitle>
        <CardDescription>
          The latest {HISTORY_LIMIT} changes made in this browser, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!history ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : history.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No changes yet. Changes to admins, applications and drivers will show here.
          </p>
        ) : (
          <ol className="divide-y rounded-md border" aria-label="Changes">
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
        <time dateTime={change.at} title={at.toLocaleString()}>
          {formatRelativeTime(at, now)}
        </time>
      </p>
    </li>
  )
}

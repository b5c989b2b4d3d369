import { formatDate } from '@/lib/i18n/translate'
import type { LogEntry } from '@/lib/local-data/change-log'
import { describeChange, sentencePieces, timeAgo } from '@/lib/local-data/change-wording'
import { useNow } from '@/lib/use-now'

// The full date and time behind each relative time, in the page's language.
const EXACT_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' }

/**
 * Changes as sentences, newest first, each with when (relative, the exact time on hover). `only`
 * words a change to many records as it was to that one (a driver's own history).
 */
export function ChangeList({
  changes,
  label,
  only,
}: {
  changes: readonly LogEntry[]
  label: string
  only?: number
}) {
  const now = useNow(30_000)
  return (
    <ol className="divide-y rounded-md border" aria-label={label}>
      {changes.map((change) => {
        const at = new Date(change.at)
        return (
          <li key={change.seq} className="gap-4 p-3 text-sm sm:flex sm:justify-between">
            <p className="font-medium wrap-anywhere">
              {sentencePieces(describeChange(change, only)).map((piece, index) =>
                // Names and values in their own direction: a phone keeps its order in Arabic.
                index % 2 === 1 ? <bdi key={index}>{piece}</bdi> : piece,
              )}
            </p>
            <p className="shrink-0 text-muted-foreground">
              <time dateTime={change.at} title={formatDate(at, EXACT_TIME)}>
                {timeAgo(at, now)}
              </time>
            </p>
          </li>
        )
      })}
    </ol>
  )
}

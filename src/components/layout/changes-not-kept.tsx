import { TriangleAlert } from 'lucide-react'
import { t } from '@/lib/i18n/translate'

/**
 * On every dashboard screen while the browser's database cannot be opened (some private windows):
 * changes then last only as long as the tab. Loaded only then.
 */
export function ChangesNotKept() {
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-destructive/50 bg-card p-3 text-sm sm:mb-6 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-destructive"
    >
      <TriangleAlert aria-hidden="true" />
      {t('data.notKept')}
    </p>
  )
}

import type { MessageKey } from '@/lib/i18n/message-types'
import type { StatusFilter } from '@/lib/drivers/drivers-query'

/** Statuses as the page's language names them; the data and the URL keep 'active' and 'inactive'. */
export const STATUS_LABELS = {
  all: 'drivers.filter.all',
  active: 'drivers.status.active',
  inactive: 'drivers.status.inactive',
} as const satisfies Record<StatusFilter, MessageKey>

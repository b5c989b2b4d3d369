import { Activity, UserCheck, UserX, type LucideIcon } from 'lucide-react'
import type { MessageKey } from '@/lib/i18n/message-types'
import { formatNumber, formatRelativeTime, t } from '@/lib/i18n/translate'

// Placeholder figures, hard-coded as SPEC §2 says; a real statistics endpoint would replace this module.
// Texts are message keys or functions: this table is made before the page's language is loaded.

export type StatCard = { title: MessageKey; value: number; note: () => string; icon: LucideIcon }

const change = (value: number) => formatNumber(value, { signDisplay: 'always' })
const share = (value: number) => formatNumber(value, { style: 'percent' })

export const statCards = [
  {
    title: 'dashboard.stats.total',
    value: 124,
    note: () => t('dashboard.stats.sinceLastMonth', { change: change(12) }),
    icon: Activity,
  },
  {
    title: 'dashboard.stats.active',
    value: 98,
    note: () => t('dashboard.stats.shareOfTotal', { share: share(0.79) }),
    icon: UserCheck,
  },
  {
    title: 'dashboard.stats.inactive',
    value: 26,
    note: () => t('dashboard.stats.shareOfTotal', { share: share(0.21) }),
    icon: UserX,
  },
] as const satisfies readonly StatCard[]

export type ActivityAction = 'completedTrip' | 'wentOnline' | 'wentOffline'

/** What happened, as a sentence around the driver's name (`{name}`), in the language's own order. */
export const activityMessages = {
  completedTrip: 'dashboard.activity.completedTrip',
  wentOnline: 'dashboard.activity.wentOnline',
  wentOffline: 'dashboard.activity.wentOffline',
} as const satisfies Record<ActivityAction, MessageKey>

export type ActivityEntry = {
  id: number
  name: string
  action: ActivityAction
  /** How long ago, as Intl.RelativeTimeFormat takes it. */
  ago: { value: number; unit: Intl.RelativeTimeFormatUnit }
}

export const recentActivity: ActivityEntry[] = [
  { id: 1, name: 'John Smith', action: 'completedTrip', ago: { value: 2, unit: 'minute' } },
  { id: 2, name: 'Sarah Johnson', action: 'wentOnline', ago: { value: 15, unit: 'minute' } },
  { id: 3, name: 'Mike Davis', action: 'completedTrip', ago: { value: 1, unit: 'hour' } },
  { id: 4, name: 'Emily Brown', action: 'wentOffline', ago: { value: 2, unit: 'hour' } },
]

/** '2 minutes ago', in the page's language. */
export const timeAgo = ({ ago }: ActivityEntry): string => formatRelativeTime(-ago.value, ago.unit)

import type { MessageKey } from '@/lib/i18n/message-types'
import { t } from '@/lib/i18n/translate'
import type { StatusFilter } from '@/lib/drivers/drivers-query'
import type { DriversSort } from '@/lib/drivers/drivers-sort'

const SUBJECT: Record<StatusFilter, Extract<MessageKey, `drivers.print.${StatusFilter}`>> = {
  all: 'drivers.print.all',
  active: 'drivers.print.active',
  inactive: 'drivers.print.inactive',
}

const SORTED: Record<string, Extract<MessageKey, `drivers.print.sort.${string}`>> = {
  'name:asc': 'drivers.print.sort.nameAsc',
  'name:desc': 'drivers.print.sort.nameDesc',
  'trips:desc': 'drivers.print.sort.tripsDesc',
  'trips:asc': 'drivers.print.sort.tripsAsc',
  'rating:desc': 'drivers.print.sort.ratingDesc',
  'rating:asc': 'drivers.print.sort.ratingAsc',
  'status:asc': 'drivers.print.sort.statusAsc',
  'status:desc': 'drivers.print.sort.statusDesc',
}

type PrintedList = {
  status: StatusFilter
  /** The search the printed rows match ('' for none). */
  search: string
  sort: DriversSort
  matching: number
  total: number
}

/**
 * Paper has no toolbar: its heading says which drivers are printed, in what order, of how many
 * ('Active drivers matching "garcia", by rating, highest first: 35 of 53').
 */
export function printHeading({ status, search, sort, matching, total }: PrintedList): string {
  let drivers = t(SUBJECT[status])
  const searched = search.trim()
  if (searched) drivers = t('drivers.print.matching', { drivers, search: searched })
  if (sort)
    drivers = t('drivers.print.sorted', {
      drivers,
      sort: t(SORTED[`${sort.key}:${sort.direction}`]),
    })
  return t('drivers.print.heading', { drivers, shown: matching, total })
}

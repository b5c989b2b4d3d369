import { useDeferredValue, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { KEEP_SEARCH_TEXT } from '@/lib/drivers/driver-navigation'
import type { Driver } from '@/lib/drivers/drivers-data'
import {
  queryDrivers,
  type DriversPage,
  type DriversQuery,
  type StatusFilter,
} from './drivers-query'
import type { DriversSort } from './drivers-sort'
import { parseDriversParams, toDriversParams } from './drivers-url-state'
import { useSearchText } from './use-search-text'

export type DriversView = DriversPage & {
  searchText: string
  /** The search and status the shown drivers match (the search as last drawn). */
  filter: { search: string; status: StatusFilter }
  status: StatusFilter
  sort: DriversSort
  setSearch: (text: string) => void
  setStatus: (status: StatusFilter) => void
  setSort: (sort: DriversSort) => void
  setPage: (page: number) => void
}

/** Search, filter, sort and page live in the URL, so reload, back/forward and shared links keep the view. */
export function useDriversView(drivers: readonly Driver[]): DriversView {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseDriversParams(params), [params])
  const { status, sort, search: searchInUrlText, page: pageInUrl } = query
  const show = (next: DriversQuery, { replace = false } = {}) =>
    setParams(toDriversParams(next), { replace, state: KEEP_SEARCH_TEXT })

  const [searchText, setSearch] = useSearchText(searchInUrlText, (search) =>
    show({ search, status, sort, page: 1 }, { replace: true }),
  )
  const searchInUrl = searchText === searchInUrlText

  // Filtering a large list must not hold up the keystroke that changed it.
  const deferredSearch = useDeferredValue(searchText)
  // A new search starts on page 1 at once, before the URL says so.
  const page = searchInUrl ? pageInUrl : 1
  const result = useMemo(
    () => queryDrivers(drivers, { search: deferredSearch, status, sort, page }),
    [drivers, deferredSearch, status, sort, page],
  )

  // Nonsense in the URL (page 999, status=foo) is replaced by the view actually shown.
  const settled = searchInUrl && deferredSearch === searchInUrlText
  const normalized = toDriversParams({ ...query, page: result.page }).toString()
  useEffect(() => {
    if (settled && normalized !== params.toString()) {
      setParams(normalized, { replace: true, state: KEEP_SEARCH_TEXT })
    }
  }, [settled, normalized, params, setParams])

  return {
    ...result,
    searchText,
    filter: { search: deferredSearch, status },
    status,
    sort,
    setSearch,
    setStatus: (next) => show({ search: searchText, status: next, sort, page: 1 }),
    setSort: (next) => show({ search: searchText, status, sort: next, page: 1 }),
    // The page already shown adds no history entry for Back to wade through.
    setPage: (next) =>
      next !== result.page && show({ search: searchText, status, sort, page: next }),
  }
}

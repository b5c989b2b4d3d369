import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { KEEP_SEARCH_TEXT } from '@/lib/drivers/driver-navigation'
import type { Driver } from '@/lib/drivers/drivers-data'
import {
  pageKeeping,
  queryDrivers,
  type DriversPage,
  type DriversQuery,
  type PageSize,
  type StatusFilter,
} from '@/lib/drivers/drivers-query'
import type { DriversSort } from '@/lib/drivers/drivers-sort'
import { parseDriversParams, toDriversParams } from '@/lib/drivers/drivers-url-state'
import { useSearchText } from './use-search-text'

export type DriversView = DriversPage & {
  searchText: string
  /** The search and status the shown drivers match (the search as last drawn). */
  filter: { search: string; status: StatusFilter }
  status: StatusFilter
  sort: DriversSort
  size: PageSize
  setSearch: (text: string) => void
  setStatus: (status: StatusFilter) => void
  setSort: (sort: DriversSort) => void
  setPage: (page: number) => void
  /** Rows per page, keeping the first driver shown now on the page shown. */
  setSize: (size: PageSize) => void
}

/**
 * Search, filter, sort, page and rows per page live in the URL, so reload, back/forward and shared
 * links keep the view.
 */
export function useDriversView(drivers: readonly Driver[]): DriversView {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseDriversParams(params), [params])
  const { status, sort, size, search: searchInUrlText, page: pageInUrl } = query
  // A change made before the last one reached the URL (two selects changed at full speed) builds
  // on that one: the router drops a navigation still under way when the next starts.
  const requested = useRef<{ from: URLSearchParams; query: DriversQuery } | null>(null)
  const latest = (shownNow: DriversQuery) =>
    requested.current?.from === params ? requested.current.query : shownNow
  const show = (next: DriversQuery, { replace = false } = {}) => {
    // What the URL holds, or is about to, adds no history entry: a choice the start-up replay
    // tells the app of again, after React took it (lib/start/field-value.ts), is not a second one.
    if (toDriversParams(next).toString() === toDriversParams(latest(query)).toString()) return
    requested.current = { from: params, query: next }
    setParams(toDriversParams(next), { replace, state: KEEP_SEARCH_TEXT })
  }

  const [searchText, setSearchText] = useSearchText(searchInUrlText, (search) =>
    show({ ...latest(query), search, page: 1 }, { replace: true }),
  )
  const setSearch = (text: string) => {
    setSearchText(text)
    // The address follows the box at once, so a reload at any moment shows what the box held;
    // the router (and the list's URL state) catch up after the pause. React Router has no way
    // to change the address without a navigation, which would cost each keystroke a render.
    const next = toDriversParams({ ...latest(query), search: text, page: 1 }).toString()
    window.history.replaceState(
      window.history.state,
      '',
      next ? `?${next}` : window.location.pathname,
    )
  }
  const searchInUrl = searchText === searchInUrlText

  // Filtering a large list must not hold up the keystroke that changed it.
  const deferredSearch = useDeferredValue(searchText)
  // A new search starts on page 1 at once, before the URL says so.
  const page = searchInUrl ? pageInUrl : 1
  const result = useMemo(
    () => queryDrivers(drivers, { search: deferredSearch, status, sort, page, size }),
    [drivers, deferredSearch, status, sort, page, size],
  )

  // Nonsense in the URL (page 999, status=foo) is replaced by the view actually shown.
  const settled = searchInUrl && deferredSearch === searchInUrlText
  const normalized = toDriversParams({ ...query, page: result.page }).toString()
  useEffect(() => {
    if (settled && normalized !== params.toString()) {
      setParams(normalized, { replace: true, state: KEEP_SEARCH_TEXT })
    }
  }, [settled, normalized, params, setParams])

  const shown: DriversQuery = { ...query, search: searchText, page: result.page }
  return {
    ...result,
    searchText,
    filter: { search: deferredSearch, status },
    status,
    sort,
    size,
    setSearch,
    setStatus: (next) => show({ ...latest(shown), status: next, page: 1 }),
    setSort: (next) => show({ ...latest(shown), sort: next, page: 1 }),
    // The page already shown adds no history entry for Back to wade through.
    setPage: (next) => next !== result.page && show({ ...latest(shown), page: next }),
    setSize: (next) => show({ ...latest(shown), size: next, page: pageKeeping(result.from, next) }),
  }
}

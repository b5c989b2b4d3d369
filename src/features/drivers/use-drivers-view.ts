import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Driver } from './drivers-data'
import { queryDrivers, type DriversPage, type StatusFilter } from './drivers-query'
import { parseDriversParams, toDriversParams } from './drivers-url-state'

export type DriversView = DriversPage & {
  searchText: string
  status: StatusFilter
  setSearch: (text: string) => void
  setStatus: (status: StatusFilter) => void
  setPage: (page: number) => void
}

/** Search, filter and page live in the URL, so reload, back/forward and shared links keep the view. */
export function useDriversView(drivers: readonly Driver[]): DriversView {
  const [params, setParams] = useSearchParams()
  const query = parseDriversParams(params)

  // The box keeps its own text so typing never waits on the router; back/forward resyncs it.
  const [searchText, setSearchText] = useState(query.search)
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search)
  if (query.search !== lastUrlSearch) {
    setLastUrlSearch(query.search)
    setSearchText(query.search)
  }

  // Filtering a large list must not hold up the keystroke that changed it.
  const deferredSearch = useDeferredValue(searchText)
  const result = useMemo(
    () => queryDrivers(drivers, { search: deferredSearch, status: query.status, page: query.page }),
    [drivers, deferredSearch, query.status, query.page],
  )

  // Nonsense in the URL (page 999, status=foo) is replaced by the view actually shown.
  const settled = deferredSearch === query.search
  const normalized = toDriversParams({ ...query, page: result.page }).toString()
  useEffect(() => {
    if (settled && normalized !== params.toString()) setParams(normalized, { replace: true })
  }, [settled, normalized, params, setParams])

  return {
    ...result,
    searchText,
    status: query.status,
    setSearch: (text) => {
      setSearchText(text)
      setLastUrlSearch(text)
      setParams(toDriversParams({ ...query, search: text, page: 1 }), { replace: true })
    },
    setStatus: (status) => setParams(toDriversParams({ ...query, status, page: 1 })),
    setPage: (page) => setParams(toDriversParams({ ...query, page })),
  }
}

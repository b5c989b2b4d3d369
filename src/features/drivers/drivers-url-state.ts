import { STATUS_FILTERS, type DriversQuery, type StatusFilter } from './drivers-query'

const SEARCH_PARAM = 'q'
const STATUS_PARAM = 'status'
const PAGE_PARAM = 'page'
const MAX_SEARCH_LENGTH = 200

function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.includes(value as StatusFilter)
}

/** Reads the drivers view from the URL; anything unreadable falls back to its default. */
export function parseDriversParams(params: URLSearchParams): DriversQuery {
  const status = params.get(STATUS_PARAM)
  const page = Number(params.get(PAGE_PARAM))
  return {
    search: (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_SEARCH_LENGTH),
    status: isStatusFilter(status) ? status : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** Writes only what differs from the defaults, so the plain list keeps a plain URL. */
export function toDriversParams({ search, status, page }: DriversQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (search) params.set(SEARCH_PARAM, search)
  if (status !== 'all') params.set(STATUS_PARAM, status)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  return params
}

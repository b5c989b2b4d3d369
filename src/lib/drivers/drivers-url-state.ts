import { MAX_SEARCH_LENGTH } from '@/lib/drivers/driver-search'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  STATUS_FILTERS,
  type DriversQuery,
  type PageSize,
  type StatusFilter,
} from './drivers-query'
import { SORT_KEYS, type DriversSort, type SortKey } from './drivers-sort'

const SEARCH_PARAM = 'q'
const STATUS_PARAM = 'status'
const SORT_PARAM = 'sort'
const DIRECTION_PARAM = 'dir'
const PAGE_PARAM = 'page'
const SIZE_PARAM = 'size'

function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.includes(value as StatusFilter)
}

function readSort(params: URLSearchParams): DriversSort {
  const key = params.get(SORT_PARAM)
  if (!SORT_KEYS.includes(key as SortKey)) return null
  return { key: key as SortKey, direction: params.get(DIRECTION_PARAM) === 'desc' ? 'desc' : 'asc' }
}

function readSize(params: URLSearchParams): PageSize {
  const size = Number(params.get(SIZE_PARAM))
  return PAGE_SIZES.includes(size as PageSize) ? (size as PageSize) : DEFAULT_PAGE_SIZE
}

/** The search, filter and sort in the URL: what the toolbar shows, also before the app runs. */
export function parseToolbarParams(
  params: URLSearchParams,
): Pick<DriversQuery, 'search' | 'status' | 'sort'> {
  const status = params.get(STATUS_PARAM)
  return {
    search: (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_SEARCH_LENGTH),
    status: isStatusFilter(status) ? status : 'all',
    sort: readSort(params),
  }
}

/** Reads the drivers view from the URL; anything unreadable falls back to its default. */
export function parseDriversParams(params: URLSearchParams): DriversQuery {
  const page = Number(params.get(PAGE_PARAM))
  return {
    ...parseToolbarParams(params),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: readSize(params),
  }
}

/** Writes only what differs from the defaults, so the plain list keeps a plain URL. */
export function toDriversParams({
  search,
  status,
  sort,
  page,
  size,
}: DriversQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (search) params.set(SEARCH_PARAM, search)
  if (status !== 'all') params.set(STATUS_PARAM, status)
  if (sort) {
    params.set(SORT_PARAM, sort.key)
    params.set(DIRECTION_PARAM, sort.direction)
  }
  if (page > 1) params.set(PAGE_PARAM, String(page))
  if (size !== DEFAULT_PAGE_SIZE) params.set(SIZE_PARAM, String(size))
  return params
}

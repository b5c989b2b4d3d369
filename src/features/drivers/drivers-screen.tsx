import { useRef } from 'react'
import { useOutlet } from 'react-router-dom'
import { ScreenTitle } from '@/components/layout/screen-title'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { ColumnsButton } from './columns-button'
import { DriversList } from './drivers-list'
import { DriversPagination } from './drivers-pagination'
import { DriversTable } from './drivers-table'
import { DriversToolbar } from './drivers-toolbar'
import { ExportCsvButton } from './export-csv-button'
import { useDriversView } from './use-drivers-view'
import { usePrintRows } from './use-print-rows'

export function DriversScreen() {
  const view = useDriversView(sampleDrivers)
  // A driver's detail panel (/dashboard/drivers/:id) opens over the list and names the tab.
  const detail = useOutlet()
  const table = useRef<HTMLTableElement>(null)
  // Paper has no Next button: printing draws every matching driver.
  const tableRows = usePrintRows(view)

  return (
    <div className="flex flex-col gap-6">
      {!detail && <ScreenTitle screen="Drivers" />}
      <h1 className="text-2xl font-semibold tracking-tight">
        Drivers{' '}
        <span className="text-base font-normal text-muted-foreground">
          ({sampleDrivers.length} total)
        </span>
      </h1>
      <Card className="min-w-0 print:border-0 print:shadow-none">
        <CardHeader className="print:px-0">
          <CardTitle>All Drivers</CardTitle>
        </CardHeader>
        {/* Hidden before paint while the URL has a query the prerendered list does not show. */}
        <CardContent data-url-view className="@container flex flex-col gap-4 print:px-0">
          <div className="print:hidden">
            <DriversToolbar
              searchText={view.searchText}
              status={view.status}
              sort={view.sort}
              onSearchChange={view.setSearch}
              onStatusChange={view.setStatus}
              onSortChange={view.setSort}
              actions={
                <div className="flex gap-2 [&>button]:max-sm:flex-1">
                  <ColumnsButton table={table} />
                  <ExportCsvButton drivers={view.matches} />
                </div>
              }
            />
          </div>
          {/* Both are drawn; CSS shows one, so the first paint is right at any width. */}
          <DriversList rows={view.rows} className="sm:hidden print:hidden" />
          <DriversTable
            ref={table}
            rows={tableRows}
            sort={view.sort}
            onSortChange={view.setSort}
            className="max-sm:hidden print:block print:overflow-visible"
          />
          <div className="print:hidden">
            <DriversPagination
              page={view.page}
              pageCount={view.pageCount}
              pageButtons={view.pageButtons}
              from={view.from}
              to={view.to}
              matching={view.matching}
              onPageChange={view.setPage}
            />
          </div>
        </CardContent>
      </Card>
      {detail}
    </div>
  )
}

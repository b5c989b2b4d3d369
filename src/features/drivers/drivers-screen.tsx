import { useOutlet } from 'react-router-dom'
import { ScreenTitle } from '@/components/layout/screen-title'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { DriversList } from './drivers-list'
import { DriversPagination } from './drivers-pagination'
import { DriversTable } from './drivers-table'
import { DriversToolbar } from './drivers-toolbar'
import { ExportCsvButton } from './export-csv-button'
import { useDriversView } from './use-drivers-view'

export function DriversScreen() {
  const view = useDriversView(sampleDrivers)
  // A driver's detail panel (/dashboard/drivers/:id) opens over the list and names the tab.
  const detail = useOutlet()

  return (
    <div className="flex flex-col gap-6">
      {!detail && <ScreenTitle screen="Drivers" />}
      <h1 className="text-2xl font-semibold tracking-tight">
        Drivers{' '}
        <span className="text-base font-normal text-muted-foreground">
          ({sampleDrivers.length} total)
        </span>
      </h1>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>All Drivers</CardTitle>
        </CardHeader>
        {/* Hidden before paint while the URL has a query the prerendered list does not show. */}
        <CardContent data-url-view className="@container flex flex-col gap-4">
          <DriversToolbar
            searchText={view.searchText}
            status={view.status}
            sort={view.sort}
            onSearchChange={view.setSearch}
            counts={view.counts}
            onStatusChange={view.setStatus}
            onSortChange={view.setSort}
            actions={<ExportCsvButton drivers={view.matches} />}
          />
          {/* Both are drawn; CSS shows one, so the first paint is right at any width. */}
          <DriversList rows={view.rows} className="sm:hidden" />
          <DriversTable
            rows={view.rows}
            sort={view.sort}
            onSortChange={view.setSort}
            className="max-sm:hidden"
          />
          <DriversPagination
            page={view.page}
            pageCount={view.pageCount}
            pageButtons={view.pageButtons}
            from={view.from}
            to={view.to}
            matching={view.matching}
            onPageChange={view.setPage}
          />
        </CardContent>
      </Card>
      {detail}
    </div>
  )
}

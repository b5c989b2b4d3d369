import { firstPaint } from '@/lib/start/first-paint'
import { useCallback } from 'react'
import { useOutlet } from 'react-router-dom'
import { ScreenTitle } from '@/components/layout/screen-title'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { OnDemand } from '@/components/ui/on-demand'
import { useDrivers } from '@/lib/local-data/local-data'
import { messageOf, t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import { AddDriverButton } from './add-driver-button'
import { ColumnsButton } from './columns-button'
import { selectedDrivers } from './driver-selection'
import { DriversList } from './drivers-list'
import { DriversPagination } from './drivers-pagination'
import { matchingDrivers } from '@/lib/drivers/drivers-query'
import { DriversTable } from './drivers-table'
import { DriversToolbar } from './drivers-toolbar'
import { toDriversParams } from '@/lib/drivers/drivers-url-state'
import { ExportCsvButton } from './export-csv-button'
import { ImportCsvButton } from './import-csv-button'
import { focusPageCheckbox } from './page-checkbox'
import { printHeading } from './print-heading'
import { SelectionBar } from './selection-bar-module'
import { useClearOnEscape, useDriverSelection } from './use-driver-selection'
import { useDriversView } from './use-drivers-view'
import { usePrintRows } from './use-print-rows'
import { ViewsButton } from './views-button'

export function DriversScreen() {
  const drivers = useDrivers()
  const view = useDriversView(drivers)
  const pageDrivers = view.rows.map(({ driver }) => driver)
  const selection = useDriverSelection({
    drivers,
    shown: view.matches,
    pageDrivers,
    filter: view.filter,
  })
  const { clear } = selection
  // The bar goes with the selection: focus stays on the list, never on the page body.
  const clearFromBar = useCallback(() => {
    clear()
    const focused = document.activeElement
    if (!focused || focused === document.body || focused.closest('[role="toolbar"]')) {
      focusPageCheckbox()
    }
  }, [clear])
  useClearOnEscape(selection.count > 0, clearFromBar)
  // A driver's detail panel (/dashboard/drivers/:id) opens over the list and names the tab.
  const detail = useOutlet()
  // Paper has no Next button: printing draws every matching driver, under a heading that says which.
  const { rows: tableRows, printing } = usePrintRows(view)
  // What Save current view… keeps, and what a saved view is checked against: page 1 of this list.
  const { searchText: search, status, sort, size } = view
  const listQuery = toDriversParams({ search, status, sort, size, page: 1 }).toString()

  return (
    // Room below the list for the selection bar, which floats over the page's foot.
    <div className={cn('flex flex-col gap-6', selection.count > 0 && 'pb-36 sm:pb-20')}>
      {!detail && <ScreenTitle screen={t('drivers.title')} />}
      <h1 className="text-2xl font-semibold tracking-tight">
        {t('drivers.title')}{' '}
        <span
          {...firstPaint.countedFromSaved(messageOf('drivers.total'))}
          className="text-base font-normal text-muted-foreground"
        >
          {t('drivers.total', { count: drivers.length })}
        </span>
      </h1>
      <Card className="min-w-0 print:border-0 print:shadow-none">
        {/* Wraps: 'Alle Fahrer' and 'Fahrer hinzufügen' may not fit one line of a phone. */}
        <CardHeader className="flex flex-wrap items-center justify-between gap-y-2 print:px-0">
          <CardTitle>
            {printing
              ? printHeading({
                  ...view.filter,
                  sort: view.sort,
                  matching: view.matching,
                  total: drivers.length,
                })
              : t('drivers.allDrivers')}
          </CardTitle>
          <CardAction className="print:hidden">
            <AddDriverButton />
          </CardAction>
        </CardHeader>
        <CardContent className="@container flex flex-col gap-4 print:px-0">
          <div className="print:hidden">
            <DriversToolbar
              searchText={view.searchText}
              status={view.status}
              sort={view.sort}
              counts={view.counts}
              onSearchChange={view.setSearch}
              onStatusChange={view.setStatus}
              onSortChange={view.setSort}
              actions={
                <>
                  <ViewsButton listQuery={listQuery} />
                  <ColumnsButton />
                  <ImportCsvButton />
                  <ExportCsvButton drivers={view.matches} />
                </>
              }
            />
          </div>
          <div className="relative">
            {/* While the prerendered rows are not the URL's (index.css hides them): a loading
                line in their place until the app draws the URL's rows. */}
            <p
              {...firstPaint.shownUntilDrawn}
              className="absolute inset-x-0 top-6 text-center text-sm text-muted-foreground"
            >
              {t('ui.loading')}
            </p>
            {/* Both are drawn; CSS shows one, so the first paint is right at any width: the table
                where the card fits all its columns (42.5rem, index.css), else stacked entries.
                By the card's width, not the window's: the sidebar takes 240 px from md up. */}
            <div {...firstPaint.hiddenUntilDrawn}>
              <DriversList
                rows={view.rows}
                selection={selection}
                className="@min-[42.5rem]:hidden print:hidden"
              />
              <DriversTable
                rows={tableRows}
                sort={view.sort}
                onSortChange={view.setSort}
                selection={selection}
                className="@max-[42.5rem]:hidden print:block!"
              />
            </div>
          </div>
          {selection.count > 0 && (
            <OnDemand>
              <SelectionBar
                counts={selection.counts}
                hidden={selection.hidden}
                matching={view.matching}
                offerAllMatching={selection.page === true && !selection.allMatching}
                selectedDrivers={() =>
                  selectedDrivers(
                    selection.selection,
                    matchingDrivers(drivers, { search: '', status: 'all', sort: view.sort })
                      .matches,
                  )
                }
                onSelectAllMatching={selection.selectAllMatching}
                onClear={clearFromBar}
                onChanged={clearFromBar}
              />
            </OnDemand>
          )}
          <div {...firstPaint.hiddenUntilDrawn} className="print:hidden">
            <DriversPagination
              page={view.page}
              pageCount={view.pageCount}
              pageButtons={view.pageButtons}
              from={view.from}
              to={view.to}
              matching={view.matching}
              size={view.size}
              onPageChange={view.setPage}
              onSizeChange={view.setSize}
            />
          </div>
          <p role="status" className="sr-only">
            {selection.count > 0 ? t('drivers.selection.status', { count: selection.count }) : ''}
          </p>
        </CardContent>
      </Card>
      {detail}
    </div>
  )
}

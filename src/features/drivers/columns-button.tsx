import { Columns3 } from 'lucide-react'
import { t } from '@/lib/i18n/translate'
import { onDemandModule } from '@/lib/on-demand-module'
import { OPTIONAL_COLUMNS, shownBy } from '@/lib/drivers/driver-columns'
import { showColumn, useHiddenColumns } from '@/lib/drivers/driver-columns-store'
import { OnDemandMenuButton } from './on-demand-menu-button'

// Radix's menu is unused until the menu opens: it loads on first use (OnDemandMenuButton).
const columnsMenu = onDemandModule(() => import('./columns-menu'))
const ColumnsMenu = columnsMenu.component('ColumnsMenu')

/**
 * Opens the Columns menu. Without a saved choice every column shows, at any width (the table where
 * its card fits it, else stacked entries), so the menu starts with every column ticked.
 */
export function ColumnsButton() {
  const hidden = useHiddenColumns()
  return (
    <OnDemandMenuButton
      code={columnsMenu}
      icon={<Columns3 aria-hidden="true" />}
      label={t('drivers.columns.button')}
    >
      {(menu) => (
        <ColumnsMenu
          {...menu}
          shown={hidden ? shownBy(hidden) : OPTIONAL_COLUMNS}
          onShowChange={showColumn}
        />
      )}
    </OnDemandMenuButton>
  )
}

import { useRef } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import type { Driver } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { PAGE_CHECKBOX } from './page-checkbox'
import { prefetchSelectionBar } from './selection-bar-module'
import type { DriverSelection } from './use-driver-selection'

export type RowSelection = Pick<DriverSelection, 'isSelected' | 'toggle' | 'page' | 'togglePage'>

// The bar's code arrives while the admin reaches for a checkbox, before the first one is checked.
const prefetch = { onPointerEnter: prefetchSelectionBar, onFocus: prefetchSelectionBar }

export function SelectDriverCheckbox({
  driver,
  selection,
}: {
  driver: Driver
  selection: RowSelection
}) {
  // A change event carries no modifier keys: the click before it says whether Shift was held.
  const withShift = useRef(false)
  return (
    <Checkbox
      aria-label={t('drivers.select.driver', { name: driver.name })}
      checked={selection.isSelected(driver)}
      onClick={(event) => (withShift.current = event.shiftKey)}
      onChange={() => selection.toggle(driver, withShift.current)}
      {...prefetch}
    />
  )
}

export function SelectPageCheckbox({
  selection,
  ...props
}: {
  selection: RowSelection
  id?: string
  disabled?: boolean
}) {
  return (
    <Checkbox
      {...props}
      aria-label={t('drivers.select.page')}
      checked={selection.page}
      onChange={selection.togglePage}
      {...{ [PAGE_CHECKBOX]: '' }}
      {...prefetch}
    />
  )
}

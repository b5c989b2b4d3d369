import { Link, useLocation } from 'react-router-dom'
import { driverPath } from '@/config/paths'
import type { Driver } from '@/lib/drivers/drivers-data'
import { OPENED_FROM_LIST } from '@/lib/drivers/driver-navigation'
import { driverDetail } from './load-driver-detail'

/** The driver's name, opening its detail view over the list with the list's query kept. */
export function DriverLink({ driver }: { driver: Driver }) {
  const { search } = useLocation()
  return (
    <Link
      to={{ pathname: driverPath(driver.id), search }}
      state={OPENED_FROM_LIST}
      data-driver-id={driver.id}
      onPointerEnter={driverDetail.prefetch}
      onFocus={driverDetail.prefetch}
      className="font-medium underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-current"
    >
      {driver.name}
    </Link>
  )
}

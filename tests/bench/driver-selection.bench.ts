// @vitest-environment node
import { bench, describe } from 'vitest'
import {
  countSelected,
  selectMatching,
  setSelected,
  type Selection,
} from '@/features/drivers/driver-selection'
import { queryDrivers } from '@/lib/drivers/drivers-query'
import { generateSampleDrivers } from '@/lib/drivers/drivers-data'

// Each bench is one operation per iteration, so "mean" is milliseconds per operation.
// Target (issues 24, 43): at 100 000 drivers, toggling one driver in an all-matching selection
// ≤ 10 ms. Selecting all matching makes the set of drivers matched, once per click (measured).
const drivers = generateSampleDrivers(100_000)
const page = queryDrivers(drivers, {
  search: 'maria',
  status: 'active',
  sort: null,
  page: 3,
  size: 10,
})

describe('100,000 drivers', () => {
  bench('select all matching "maria", active, then unselect one (with the count)', () => {
    const all = selectMatching({ search: 'maria', status: 'active' }, drivers)
    const one = setSelected(all, [page.rows[0].driver], false)
    countSelected(one, drivers)
  })

  bench('select all 100,000, then unselect one (with the count)', () => {
    const one = setSelected(
      selectMatching({ search: '', status: 'all' }, drivers),
      [drivers[7]],
      false,
    )
    countSelected(one, drivers)
  })

  let selection: Selection = selectMatching({ search: '', status: 'inactive' }, drivers)
  let next = 0
  bench('toggle one more driver in an all-matching selection (with the count)', () => {
    const driver = drivers[next++ % drivers.length]
    selection = setSelected(selection, [driver], next % 2 === 0)
    countSelected(selection, drivers)
  })
})

// @vitest-environment node
import { bench, describe } from 'vitest'
import { generateSampleDrivers } from '@/features/drivers/drivers-data'
import { queryDrivers, type DriversQuery } from '@/features/drivers/drivers-query'

// Each bench runs one query per iteration, so "mean" is milliseconds per query.
const typical: Record<string, DriversQuery> = {
  'plain list, page 1': { search: '', status: 'all', page: 1 },
  'status filter, last page': { search: '', status: 'inactive', page: Number.MAX_SAFE_INTEGER },
  'name search + status + page 2': { search: 'maria', status: 'active', page: 2 },
  'phone search': { search: '555-12', status: 'all', page: 1 },
  'search with no match': { search: 'no such driver', status: 'all', page: 1 },
  'search with regex characters': { search: '(555) .*', status: 'all', page: 1 },
}
// The search box as it is typed into: each iteration is the next keystroke.
const keystrokes = ['m', 'ma', 'mar', 'mari', 'maria', 'maria g', 'maria ga']

for (const count of [50, 10_000, 100_000]) {
  const drivers = generateSampleDrivers(count)

  describe(`${count.toLocaleString('en-US')} drivers`, () => {
    for (const [name, query] of Object.entries(typical)) {
      bench(name, () => {
        queryDrivers(drivers, query)
      })
    }

    let keystroke = 0
    bench('typing "maria ga", one keystroke per query', () => {
      const search = keystrokes[keystroke++ % keystrokes.length]
      queryDrivers(drivers, { search, status: 'all', page: 1 })
    })
  })
}

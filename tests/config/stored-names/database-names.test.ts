import { describe, expect, it } from 'vitest'
import * as databaseNames from '@/config/stored-names/database-names'

// The name is stored data: the first version's database is upgraded under it, never left beside.
describe('the IndexedDB database names', () => {
  it('keep the name the first version created', () => {
    expect({ ...databaseNames }).toEqual({ localData: 'fleet-admin' })
  })
})

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { hiddenColumnsStore } from '@/lib/drivers/driver-columns-store'
import { openView } from '@/lib/drivers/open-view'

// Opening a saved view: its column choice (saved in localStorage, hence jsdom), then its URL.

const view = (query: string, columns: ('trips' | 'rating')[] | null) => ({
  id: 'v1',
  name: 'Inactive',
  position: 0,
  query,
  columns,
})

describe('opening a saved view', () => {
  it('takes its column choice and goes to the drivers list with its query', () => {
    const navigate = vi.fn()
    openView(view('status=inactive&sort=name', ['trips']), navigate)
    expect(hiddenColumnsStore.get()).toEqual(['trips'])
    expect(navigate).toHaveBeenCalledWith('/dashboard/drivers?status=inactive&sort=name')
  })

  it('with no choice saved, forgets the tab’s choice; with no query, goes to the plain list', () => {
    hiddenColumnsStore.set(['rating'])
    const navigate = vi.fn()
    openView(view('', null), navigate)
    expect(hiddenColumnsStore.get()).toBeNull()
    expect(localStorage.getItem(localKeys.driverColumns)).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/dashboard/drivers')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { connection } from '@/lib/local-data/local-data'
import { saveView } from '@/lib/local-data/view-changes'
import { currentViews } from '@/lib/local-data/views-data'

// The saved views as the Views menu and the palette read them: in their order.

describe('the saved views', () => {
  it('are none until read, then in the order they were saved in, whatever their ids', async () => {
    const { db } = await connection()
    const view = (id: string, position: number) => ({
      id,
      name: `View ${id}`,
      query: '',
      columns: null,
      position,
    })
    await db.put('views', view('a', 2))
    await db.put('views', view('b', 1))
    expect(currentViews()).toEqual([])
    await vi.waitFor(() => expect(currentViews().map(({ id }) => id)).toEqual(['b', 'a']))
    await saveView('Latest', { query: 'status=inactive', columns: null })
    expect(currentViews().map(({ name }) => name)).toEqual(['View b', 'View a', 'Latest'])
  })
})

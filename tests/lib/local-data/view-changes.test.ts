import { describe, expect, it } from 'vitest'
import { connection } from '@/lib/local-data/local-data'
import { MAX_VIEWS } from '@/lib/local-data/view-records'
import { currentViews } from '@/lib/local-data/views-data'
import { undo } from '@/lib/local-data/undo'
import { deleteView, renameView, saveView } from '@/lib/local-data/view-changes'
import { seqOf } from '../../support/local-data'

// The drivers' saved views: each save, rename and delete one transaction that keeps the view rule.

const content = { query: 'status=inactive', columns: null }
const names = () => currentViews().map(({ name }) => name)

describe('saved views', () => {
  it('are saved in order, each name trimmed', async () => {
    await saveView(' Morning ', content)
    await saveView('Evening', { query: 'q=garcia', columns: ['contact'] })
    expect(names()).toEqual(['Morning', 'Evening'])
    expect(currentViews()[1]).toMatchObject({
      query: 'q=garcia',
      columns: ['contact'],
      position: 2,
    })
  })

  it('keep their names unique regardless of case, on save and on rename', async () => {
    await saveView('Morning', content)
    expect(await saveView('MORNING', content)).toMatchObject({
      ok: false,
      fault: { rule: 'nameTaken', fields: ['name'] },
    })
    await saveView('Evening', content)
    const [morning, evening] = currentViews()
    expect(await renameView(evening!.id, 'morning')).toMatchObject({ fault: { rule: 'nameTaken' } })
    expect(await renameView(morning!.id, 'morning')).toMatchObject({ ok: true })
    expect(names()).toEqual(['morning', 'Evening'])
  })

  it(`stop at ${MAX_VIEWS}`, async () => {
    for (let n = 0; n < MAX_VIEWS; n++) await saveView(`View ${n}`, content)
    expect(await saveView('One more', content)).toMatchObject({ fault: { rule: 'full' } })
  })

  it('come back in their place after a delete’s Undo, unless a view took the name', async () => {
    for (const name of ['A', 'B', 'C']) await saveView(name, content)
    const b = currentViews()[1]!
    const deleted = await deleteView(b.id)
    expect(names()).toEqual(['A', 'C'])
    await undo('views', seqOf(deleted))
    expect(names()).toEqual(['A', 'B', 'C'])

    const again = await deleteView(b.id)
    await saveView('b', content)
    const refused = await undo('views', seqOf(again))
    expect(refused).toMatchObject({
      ok: true,
      seq: null,
      faults: [{ fault: { rule: 'nameTaken' } }],
    })
  })

  it('rename nothing that another tab deleted', async () => {
    await saveView('A', content)
    const [a] = currentViews()
    await deleteView(a!.id)
    expect(await renameView(a!.id, 'B')).toMatchObject({ ok: true, seq: null })
    await connection()
    expect(names()).toEqual([])
  })
})

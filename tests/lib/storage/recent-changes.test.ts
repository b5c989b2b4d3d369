import { describe, expect, it } from 'vitest'
import { recentChanges } from '@/lib/storage/recent-changes'

// What a crossing write between tabs can still need of this tab's changes, and no more.

const append = (item: number) => (numbers: number[]) => [...numbers, item]

describe('recent changes', () => {
  it('applies the changes made within the window, oldest first', () => {
    const changes = recentChanges<number[]>(1000)
    changes.add(append(1), 0)
    changes.add(append(2), 500)

    expect(changes.applyTo([0], 900)).toEqual([0, 1, 2])
    expect(changes.applyTo([0], 1200)).toEqual([0, 2])
  })

  it('keeps a second’s worth however many changes a tab makes over a day', () => {
    const changes = recentChanges<number[]>(1000)
    for (let minute = 0; minute < 24 * 60; minute++) changes.add(append(minute), minute * 60_000)

    expect(changes.size).toBe(1)
  })

  it('keeps nothing at first, nor once cleared', () => {
    const changes = recentChanges<number[]>(1000)
    expect(changes.size).toBe(0)
    changes.add(append(1), 0)
    changes.clear()

    expect(changes.size).toBe(0)
    expect(changes.applyTo([0], 1)).toEqual([0])
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screens } from '@/config/screens'
import { knownPathPatterns } from '@/entry-server'

// The one list of screens npm run budget and npm run perf measure.

beforeEach(() => vi.stubEnv('SSR', true))

const known = (path: string) =>
  knownPathPatterns().some((pattern) => new RegExp(`^${pattern}$`).test(path))

describe('screens', () => {
  it('are each at a path the router knows, the not-found page at one it does not', () => {
    for (const { name, path } of screens) expect(known(path), name).toBe(name !== 'not found')
  })

  it('have names of their own', () => {
    const names = screens.map(({ name }) => name)

    expect(new Set(names).size).toBe(names.length)
  })
})

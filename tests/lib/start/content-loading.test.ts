import { describe, expect, it } from 'vitest'
import { contentIsLoading, markContentLoading } from '@/lib/start/content-loading'

describe('content loading on demand', () => {
  it('is loading while any piece has not shown yet', () => {
    expect(contentIsLoading()).toBe(false)
    const dialogShown = markContentLoading()
    const paletteShown = markContentLoading()
    expect(contentIsLoading()).toBe(true)

    dialogShown()
    expect(contentIsLoading()).toBe(true)
    paletteShown()
    expect(contentIsLoading()).toBe(false)
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { markAppStarted } from '@/app/boot/app-started'

describe('markAppStarted', () => {
  it('marks the page as started, for whoever watches it', () => {
    expect(document.documentElement).not.toHaveAttribute('data-started')
    markAppStarted()
    expect(document.documentElement).toHaveAttribute('data-started', '')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createStore } from '@/lib/store'

describe('the store primitive', () => {
  it('asks for its first value only when first read', () => {
    const initial = vi.fn(() => 1)
    const store = createStore(initial)
    expect(initial).not.toHaveBeenCalled()

    expect(store.get()).toBe(1)
    expect(store.get()).toBe(1)
    expect(initial).toHaveBeenCalledTimes(1)
  })

  it('tells each listener of every change, and whether another tab made it, until unsubscribed', () => {
    const store = createStore(() => 'light')
    const heard: boolean[] = []
    const stop = store.subscribe((fromAnotherTab) => heard.push(fromAnotherTab))

    store.set('dark')
    store.set('light', true)
    stop()
    store.set('dark')

    expect(heard).toEqual([false, true])
    expect(store.get()).toBe('dark')
  })

  it('keeps telling the others when a listener unsubscribes while hearing a change', () => {
    const store = createStore(() => 0)
    const second = vi.fn()
    const stopFirst = store.subscribe(() => stopFirst())
    store.subscribe(second)

    store.set(1)
    store.set(2)

    expect(second).toHaveBeenCalledTimes(2)
  })
})

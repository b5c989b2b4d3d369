import { describe, expect, it, vi } from 'vitest'
import { derivedStore } from '@/lib/derived-store'
import { createStore } from '@/lib/store'

describe('a derived store', () => {
  it('derives a value that stays the same object until a source changes', () => {
    const names = createStore(() => ['Ana'])
    const active = createStore(() => true)
    const compute = vi.fn(() => ({ names: names.get(), active: active.get() }))
    const both = derivedStore([names, active], compute)
    const heard = vi.fn()
    both.subscribe(heard)

    const first = both.get()
    expect(both.get()).toBe(first)
    active.set(false)
    const second = both.get()

    expect(second).toEqual({ names: ['Ana'], active: false })
    expect(second).not.toBe(first)
    expect(compute).toHaveBeenCalledTimes(2)
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('stops telling a listener of its sources once unsubscribed', () => {
    const first = createStore(() => 1)
    const second = createStore(() => 2)
    const heard = vi.fn()
    const stop = derivedStore([first, second], () => first.get() + second.get()).subscribe(heard)

    stop()
    first.set(3)
    second.set(4)

    expect(heard).not.toHaveBeenCalled()
  })
})

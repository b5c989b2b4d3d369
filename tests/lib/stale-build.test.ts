// @vitest-environment jsdom
// jsdom: happy-dom binds each storage's own methods, so a spy on Storage.prototype misses them.
import * as sessionKeys from '@/config/stored-names/session-keys'
import { describe, expect, it, vi } from 'vitest'
import {
  isChunkLoadError,
  mayReloadForNewBuild,
  RELOAD_GUARD_MS,
  reloadForNewBuild,
  reloadsForNewBuild,
} from '@/lib/stale-build'

describe('a screen whose code is gone after a deployment', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/settings-screen-x1.js',
    'error loading dynamically imported module: http://localhost/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-x1.css',
  ])('recognises "%s" as a missing chunk', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it.each([
    new Error('Screen exploded'),
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    'Failed to fetch dynamically imported module',
    null,
  ])('does not take %s for a missing chunk', (error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })

  it('reloads, leaving a stamp, when the tab has not reloaded for this reason yet', () => {
    const reload = vi.fn()

    expect(mayReloadForNewBuild(1_000_000)).toBe(true)
    reloadForNewBuild(reload, 1_000_000)

    expect(reload).toHaveBeenCalledOnce()
    expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).toBe('1000000')
  })

  it(`allows one reload per ${RELOAD_GUARD_MS / 1000} s, never a loop`, () => {
    sessionStorage.setItem(sessionKeys.reloadedForNewBuild, '1000000')

    expect(mayReloadForNewBuild(1_000_000)).toBe(false)
    expect(mayReloadForNewBuild(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(mayReloadForNewBuild(1_000_000 + RELOAD_GUARD_MS)).toBe(true)
  })

  it('ignores a stamp from the future (a clock set back) and an unreadable one', () => {
    sessionStorage.setItem(sessionKeys.reloadedForNewBuild, '2000000')
    expect(mayReloadForNewBuild(1_000_000)).toBe(true)
    sessionStorage.setItem(sessionKeys.reloadedForNewBuild, 'soon')
    expect(mayReloadForNewBuild(1_000_000)).toBe(true)
  })

  it('never reloads when it cannot keep the stamp', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const reload = vi.fn()

    expect(mayReloadForNewBuild()).toBe(false)
    reloadForNewBuild(reload)
    expect(reload).not.toHaveBeenCalled()
  })

  it('decides once per error: asked again after the reload is stamped, the answer stands', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/a.js')

    expect(reloadsForNewBuild(missing, 1_000_000)).toBe(true)
    reloadForNewBuild(vi.fn(), 1_000_000)
    expect(reloadsForNewBuild(missing, 1_000_001)).toBe(true)
    // A new failure within the guard time is a chunk that keeps failing: no second reload.
    expect(reloadsForNewBuild(new TypeError(missing.message), 1_000_001)).toBe(false)
  })

  it('never reloads on its own while the admin has work on screen a reload would lose', () => {
    const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/a.js')

    expect(reloadsForNewBuild(missing(), 1_000_000, () => true)).toBe(false)
    expect(reloadsForNewBuild(missing(), 1_000_000, () => false)).toBe(true)
    // By default it asks the screen: a field holding text the URL does not keep.
    const field = document.body.appendChild(document.createElement('input'))
    field.value = 'Grace'
    expect(reloadsForNewBuild(missing(), 1_000_000)).toBe(false)
    field.remove()
    expect(reloadsForNewBuild(missing(), 1_000_000)).toBe(true)
  })

  it('never reloads for an error that is not a missing chunk', () => {
    expect(reloadsForNewBuild(new Error('Screen exploded'))).toBe(false)
    expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).toBeNull()
  })
})

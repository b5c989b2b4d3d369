import { resolve } from 'node:path'
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routeModules } from '@/app/route-modules'
import { routes } from '@/app/router'

/** What the lazy parts of the routes matching a path resolve to, by route property. */
async function lazyValuesFor(path: string): Promise<{ key: string; value: unknown }[]> {
  const values: { key: string; value: unknown }[] = []
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') {
      values.push(...Object.entries(await route.lazy()).map(([key, value]) => ({ key, value })))
    } else if (route.lazy) {
      for (const [key, load] of Object.entries(route.lazy)) {
        values.push({ key, value: await (load as () => unknown)() })
      }
    }
  }
  return values
}

// The build preloads these modules per path, so they must be what the router loads there.
describe('route-modules (the preload and budget table)', () => {
  it.each(Object.entries(routeModules))('lists what %s loads', async (path, modules) => {
    const lazyValues = await lazyValuesFor(path === '*' ? '/no-such-page' : path)
    const exportsByModule = await Promise.all(
      modules.map(async (module) =>
        Object.values(await import(/* @vite-ignore */ resolve(module))),
      ),
    )
    const isListed = (value: unknown) =>
      exportsByModule.some((exported) => exported.includes(value))

    // Every lazy screen comes from a listed module (router.tsx may wrap loaders)…
    for (const { value } of lazyValues.filter(({ key }) => key === 'Component')) {
      expect(isListed(value)).toBe(true)
    }
    // …and every listed module provides something the route uses.
    for (const exported of exportsByModule) {
      expect(lazyValues.some(({ value }) => exported.includes(value))).toBe(true)
    }
  })
})

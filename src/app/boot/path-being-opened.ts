type PagePath = { pathname: string; search: string }

let held: PagePath | null = null

/**
 * While the app starts at its markup's path (main.tsx), the address bar shows that path, not the
 * one the admin opened (`?q=…`, a driver's panel): `path` is that one until the app has opened it.
 */
export function holdPathBeingOpened(path: PagePath | null): void {
  held = path
}

/** The path the admin is on, or opening while the app starts. */
export const pathBeingOpened = (): PagePath => held ?? window.location

import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'
import { createListeners } from './listeners'

/** Code that loads on first use (a dialog, the palette, sonner), kept out of a screen's first load. */
export type OnDemandModule<M> = {
  /** The module, fetched once; a failed fetch is tried again on the next call. */
  load: () => Promise<M>
  /** Starts the download early (pointer or focus on what opens it); a failure waits for load(). */
  prefetch: () => void
  /** One of its exported components, for rendering inside <OnDemand> (components/ui/on-demand). */
  component: <K extends ComponentExports<M>>(name: K) => LazyExoticComponent<M[K] & AnyComponent>
  /** Whether anything has asked for the module yet (load or prefetch), following each change. */
  useRequested: () => boolean
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
type AnyComponent = ComponentType<any>
type ComponentExports<M> = { [K in keyof M]: M[K] extends AnyComponent ? K : never }[keyof M]

/** `onDemandModule(() => import('./sonner'))`: one place for the lazy + prefetch pattern. */
export function onDemandModule<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let loading: Promise<M> | undefined
  let requested = false
  const changes = createListeners()

  function load(): Promise<M> {
    if (!loading) {
      loading = importModule().catch((error: unknown) => {
        loading = undefined
        throw error
      })
    }
    if (!requested) {
      requested = true
      changes.notify()
    }
    return loading
  }

  function useRequested(): boolean {
    return useSyncExternalStore(
      changes.subscribe,
      () => requested,
      () => false,
    )
  }

  return {
    load,
    prefetch: () => void load().catch(() => {}),
    component: <K extends ComponentExports<M>>(name: K) =>
      lazy<M[K] & AnyComponent>(() =>
        load().then((module) => ({ default: module[name] as M[K] & AnyComponent })),
      ),
    useRequested,
  }
}

import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { markContentLoading } from '@/lib/start/content-loading'
import { createStore, useStore, type Readable } from './store'

/** Code that loads on first use (a dialog, the palette, sonner), kept out of a screen's first load. */
export type OnDemandModule<M> = {
  /**
   * The module, fetched once; a failed fetch is tried again on the next call. A call is the
   * admin asking for it (opening what it draws): a piece shown as failed tries again (OnDemand).
   */
  load: () => Promise<M>
  /** Starts the download early (pointer or focus on what opens it); a failure waits for load(). */
  prefetch: () => void
  /** One of its exported components, for rendering inside <OnDemand> (components/ui/on-demand). */
  component: <K extends ComponentExports<M>>(name: K) => ComponentType<PropsOf<M[K]>>
  /** Whether anything has asked for the module yet (load or prefetch), following each change. */
  useRequested: () => boolean
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
type AnyComponent = ComponentType<any>
type PropsOf<C> = C extends ComponentType<infer P> ? P : never
type ComponentExports<M> = { [K in keyof M]: M[K] extends AnyComponent ? K : never }[keyof M]

/** One try at fetching the module. */
type Attempt<M> = { promise: Promise<M>; failed: boolean; drawn: boolean }

/** For each failure of an on-demand module, the module's `requested` store: told of every load(). */
const askedAgainAfter = new WeakMap<object, Readable<boolean>>()

/**
 * Calls `listener` when the admin next asks for the module whose load failed with `error` (its
 * load() is called again); returns the unsubscribe. Null when `error` is not such a failure.
 */
export function onAskedAgainAfter(error: unknown, listener: () => void): (() => void) | null {
  const askedAgain = typeof error === 'object' && error ? askedAgainAfter.get(error) : undefined
  return askedAgain ? askedAgain.subscribe(listener) : null
}

/**
 * `onDemandModule(() => import('./sonner'))`: the one way code is loaded on first use, outside
 * routes (their `lazy`), the language catalogs and the head script's start of the app.
 */
export function onDemandModule<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  /** The latest try, whatever came of it. */
  let latest: Attempt<M> | undefined
  /** Whether anything asked for the module yet; its listeners hear that, and every load() after. */
  const requested = createStore(() => false)

  function attempt(): Attempt<M> {
    if (latest && !latest.failed) return latest
    const next: Attempt<M> = { promise: importModule(), failed: false, drawn: false }
    next.promise.catch((error: unknown) => {
      next.failed = true
      if (typeof error === 'object' && error) askedAgainAfter.set(error, requested)
    })
    latest = next
    if (!requested.get()) requested.set(true)
    return next
  }

  function load(): Promise<M> {
    const { promise } = attempt()
    requested.set(true)
    // Loading until a task after it came: a key pressed meanwhile waits for the code that asked.
    const loaded = markContentLoading()
    const afterItsUse = () => void setTimeout(loaded)
    promise.then(afterItsUse, afterItsUse)
    return promise
  }

  /**
   * The try a component draws: the latest, unless it failed before any component drew it (a
   * prefetch). Drawing never starts a try after one it drew failed, so a piece that keeps failing
   * shows its failure instead of fetching forever; the next load() tries again.
   */
  function attemptToDraw(): Attempt<M> {
    const drawn = latest && (!latest.failed || latest.drawn) ? latest : attempt()
    drawn.drawn = true
    return drawn
  }

  function component<K extends ComponentExports<M>>(name: K) {
    type Props = PropsOf<M[K]>
    const lazyFor = new WeakMap<Attempt<M>, LazyExoticComponent<ComponentType<Props>>>()
    function OnDemandComponent(props: Props) {
      const shown = attemptToDraw()
      let Lazy = lazyFor.get(shown)
      if (!Lazy) {
        Lazy = lazy(() =>
          shown.promise.then((module) => ({ default: module[name] as ComponentType<Props> })),
        )
        lazyFor.set(shown, Lazy)
      }
      return createElement(Lazy as AnyComponent, props)
    }
    OnDemandComponent.displayName = `OnDemand(${String(name)})`
    return OnDemandComponent
  }

  return {
    load,
    prefetch: () => void attempt().promise.catch(() => {}),
    component,
    useRequested: () => useStore(requested, false),
  }
}

let markStarted: () => void = () => {}

/**
 * Resolves once start-up is over: the page's code runs and what was clicked, pressed or typed
 * before it did has been replayed (main.tsx). Until then a control such an event is aimed at must
 * stay the element it was, so optional extras that remount controls (tooltips) wait for this.
 */
export const appStarted = new Promise<void>((resolve) => {
  markStarted = resolve
})

/** Ends start-up; `<html data-started>` tells the same to whoever watches the page (the browser suite). */
export function markAppStarted(): void {
  document.documentElement.dataset.started = ''
  markStarted()
}

/**
 * Ends start-up: the page's code runs and what was clicked, pressed or typed before it did has
 * been replayed (main.tsx). `<html data-started>` says so to whoever watches the page: the browser
 * suite waits for it (`untilAppStarted`) before checking that nothing happened twice.
 */
export function markAppStarted(): void {
  document.documentElement.dataset.started = ''
}

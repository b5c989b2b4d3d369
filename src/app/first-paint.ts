/**
 * Resolves once the browser has painted the first screen, for requests that must not compete with
 * it (Lighthouse counts every request started before the largest paint against that paint).
 */
export const firstPaint = new Promise<void>((resolve) => {
  const canObserve =
    typeof document !== 'undefined' &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') &&
    document.visibilityState !== 'hidden'
  if (!canObserve) {
    setTimeout(resolve)
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    resolve()
  })
  observer.observe({ type: 'paint', buffered: true })
  // A screen with nothing to paint (or a tab hidden meanwhile) must not hold the request forever.
  setTimeout(resolve, 2000)
})

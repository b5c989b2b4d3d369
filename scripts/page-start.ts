/** What index.html's inline start script needs from the build (see pageStart in vite-plugins.ts). */
export type StartPlan = {
  base: string
  /** The entry chunk and the chunks it imports. */
  entry: string
  entryImports: string[]
  /** Per path, the chunks its lazy route modules need, as indexes into `files`; '*' for others. */
  files: string[]
  routes: Record<string, number[]>
  /** `/?status=login_success` renders the dashboard, not the login screen. */
  loginReturn: { path: string; param: string; value: string; rendersPath: string }
  /** Paths that show the login screen's markup from index.html, and the <html> attribute saying so. */
  loginPaths: readonly string[]
  loginAttribute: string
}

/**
 * Runs inline in index.html's <head>, before anything else loads, and starts the app. Serialized
 * with toString(), so it must not use anything from outside its own body.
 */
export function startPage(plan: StartPlan): void {
  const doc = document
  let path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/'
  const { loginReturn } = plan
  if (
    path === loginReturn.path &&
    new URLSearchParams(location.search).get(loginReturn.param) === loginReturn.value
  ) {
    path = loginReturn.rendersPath
  }
  const preload = (file: string) => {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = plan.base + file
    doc.head.appendChild(link)
  }
  // A module script added by a script runs as soon as it arrives, so it is added once #root is
  // parsed (a module script in the markup would wait for that by itself).
  const runApp = () => {
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', runApp)
      return
    }
    const script = doc.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = plan.base + plan.entry
    doc.head.appendChild(script)
  }

  if (plan.loginPaths.includes(path)) {
    doc.documentElement.setAttribute(plan.loginAttribute, '')
    // The login screen is whole in the markup (its button is a plain link), so the app's script
    // waits until it has painted instead of competing with it.
    let started = false
    const startOnce = () => {
      if (started) return
      started = true
      plan.entryImports.forEach(preload)
      runApp()
    }
    try {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        startOnce()
      }).observe({ type: 'paint', buffered: true })
    } catch {
      startOnce()
    }
    // A hidden tab does not paint.
    setTimeout(startOnce, 1000)
    return
  }
  // Everything this path needs is fetched at once, beside the entry instead of after it.
  const routeFiles = (plan.routes[path] ?? plan.routes['*']).map((index) => plan.files[index])
  ;[plan.entry, ...plan.entryImports, ...routeFiles].forEach(preload)
  runApp()
}

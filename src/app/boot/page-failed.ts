import type { EarlyEvents } from './capture-early-events'

/**
 * The page cannot run: its code (the head script sees it fail to load) or its texts (src/main.tsx)
 * did not arrive. Its painted markup would look fine and do nothing, and "Loading..." would wait
 * for ever: only index.html's #page-failed stays, in the page's language (the prerender writes
 * it), with Reload focused. Part of the head script, so kept small.
 */
export function showPageFailed(doc: Document, earlyEvents: EarlyEvents | undefined): void {
  // Nothing stays held for an app that will not run: the page's clicks and keys are the browser's.
  earlyEvents?.take()
  const message = doc.getElementById('page-failed')!
  const reload = message.querySelector('button')!
  doc.body.replaceChildren(message)
  message.hidden = false
  // Reloads (history.go() is location.reload() in fewer of the head script's bytes).
  reload.onclick = () => history.go()
  reload.focus()
}

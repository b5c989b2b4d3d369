import { selectionOf, type EarlyEvent, type ShortcutRunner } from './early-events'

// The app's half of early-events.ts: replays what the head script held, once the app runs
// (src/main.tsx). Apart from the capture, so the app's first load carries none of it.

/** Replays held events (values first, then in order), each once the app has settled from the last. */
export async function replayEarlyEvents(
  events: EarlyEvent[],
  { settled, runShortcut }: { settled: () => Promise<void>; runShortcut: ShortcutRunner },
): Promise<void> {
  const values = events.filter((early) => early.kind === 'value')
  for (const early of [...values, ...events.filter((early) => early.kind !== 'value')]) {
    try {
      if (early.kind === 'key') runShortcut(early.shortcut)
      else replay(early)
    } catch {
      // A page that changed under the event (an odd element, say) skips it; nothing to report.
    }
    await settled()
  }
}

function replay(early: Exclude<EarlyEvent, { kind: 'key' }>): void {
  const { target } = early
  // Replaced (the page was rendered afresh), removed or disabled since: the click or value is void.
  if (!target.isConnected || target.matches(':disabled, [aria-disabled="true"]')) return
  // A new click made from the held one: the same button, modifiers and position.
  if (early.kind === 'click') target.dispatchEvent(new MouseEvent('click', early.event))
  else announceValue(early)
}

/** Tells the app about a value it did not see typed or chosen, as the browser would have. */
function announceValue({ target: field, value, selection }: EarlyEvent & { kind: 'value' }) {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0]
    if (value === rendered?.value) return
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (value === field.defaultValue) return
  // The caret as it is now, unless React redrew the field since (then as it was when typed in).
  const caret = field.value === value ? selectionOf(field) : selection
  // React reports an input only when the value differs from the last one it saw: show it the
  // rendered value (through its own setter), then put the typed text back (past that setter).
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  if (caret) field.setSelectionRange(...caret)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

import { typeValue } from '@/lib/field-value'
import { selectionOf, type EarlyEvent, type ShortcutRunner } from './early-events'

// The app's half of early-events.ts: replays what the head script held, once the app runs
// (src/main.tsx). Apart from the capture, so the app's first load carries none of it.

/** Replays held events in the order they happened, each once the app has settled from the last. */
export async function replayEarlyEvents(
  events: EarlyEvent[],
  { settled, runShortcut }: { settled: () => Promise<void>; runShortcut: ShortcutRunner },
): Promise<void> {
  for (const early of events) {
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
  // Replaced (the page was rendered afresh), removed or disabled since, or behind a dialog an
  // earlier event opened (out of reach, as for a person): the click or value is void.
  if (!target.isConnected || target.matches(':disabled, [aria-disabled="true"]')) return
  if (target.closest('[inert], [aria-hidden="true"]')) return
  // A new click made from the held one: the same button, modifiers and position.
  if (early.kind === 'click') target.dispatchEvent(new MouseEvent('click', early.event))
  else announceValue(early)
}

/** Tells the app about a value it did not see typed or chosen, as the browser would have. */
function announceValue({ target: field, value, selection }: EarlyEvent & { kind: 'value' }) {
  const rendered =
    field instanceof HTMLSelectElement
      ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
      : field.defaultValue
  // Nothing to tell (the rendered value), or typed on since, which the app saw: it is ahead.
  if (value === rendered || (field.value !== value && field.value !== rendered)) return
  if (field instanceof HTMLSelectElement) {
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  // The caret as it is now, unless React redrew the field since (then as it was when typed in).
  const caret = field.value === value ? selectionOf(field) : selection
  // React reports an input only when the value differs from the last one it saw: show it the
  // rendered value (through its own setter), then type the text back.
  field.value = field.defaultValue
  typeValue(field, value, caret)
}

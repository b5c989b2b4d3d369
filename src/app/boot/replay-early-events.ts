import { announceValue } from '@/lib/start/field-value'
import type { EarlyEvent } from './capture-early-events'

// The app's half of early-events.ts: replays what the head script held, once the app runs
// (src/main.tsx). Apart from the capture, so the app's first load carries none of it.

/**
 * Replays held events in the order they happened, each once the app has settled from the last.
 * One it cannot carry out is dropped, said with console.debug (a developer's question, no user's
 * error); if the screen never settles, the rest are dropped, never carried out over a dialog.
 */
export async function replayEarlyEvents(
  events: EarlyEvent[],
  { settled }: { settled: () => Promise<boolean> },
): Promise<void> {
  for (const [index, early] of events.entries()) {
    try {
      const voidBecause = replay(early)
      if (voidBecause) drop(early, voidBecause)
    } catch (error) {
      drop(early, `replaying it failed: ${String(error)}`)
    }
    if (!(await settled())) {
      const left = events.slice(index + 1)
      left.forEach((later) => drop(later, 'what an earlier event asked for never showed'))
      return
    }
  }
}

function drop(early: EarlyEvent, why: string): void {
  const element = early.kind === 'key' ? early.event.key : early.target
  console.debug(`Dropped a ${early.kind} held before the app ran: ${why}.`, element)
}

/** Carries the event out again; when it is void, why. */
function replay(early: EarlyEvent): string | null {
  // A held shortcut is pressed again, for the app's own handler (KeyboardCommands) to run; the
  // keys typed after it too, which the dialog it opens takes (lib/start/hold-keys.ts).
  if (early.kind === 'key') {
    const { target } = early.event
    const on = target instanceof Element && target.isConnected ? target : document.body
    // The app's handler takes a shortcut it runs (preventDefault); it runs none over a dialog.
    if (on.dispatchEvent(new KeyboardEvent('keydown', early.event))) return 'no shortcut ran'
    for (const typed of early.typedAfter ?? []) {
      const focused = document.activeElement ?? document.body
      focused.dispatchEvent(new KeyboardEvent('keydown', typed))
    }
    return null
  }
  const { target } = early
  // Replaced (the page was rendered afresh), removed or disabled since, or behind a dialog an
  // earlier event opened (out of reach, as for a person): the click or value is void.
  if (!target.isConnected || target.matches(':disabled, [aria-disabled="true"]')) {
    return 'its target is gone or disabled'
  }
  if (target.closest('[inert], [aria-hidden="true"]')) return 'its target is behind a dialog'
  // A new click made from the held one: the same button, modifiers and position.
  if (early.kind === 'click') target.dispatchEvent(new MouseEvent('click', early.event))
  else announceValue(early.target, early.value, early.caret)
  return null
}

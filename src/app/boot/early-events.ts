import { isApplePlatform } from '@/lib/keyboard/platform'
import { shortcutOf } from '@/lib/keyboard/shortcuts'

/*
 * What a visitor does on a prerendered page before the app runs (it paints long before its code
 * arrives on a slow phone). The head script captures it at the document; the app replays it once
 * it runs (src/main.tsx), so nothing is lost and nothing happens twice:
 * - a click on a control is held (its native action too) and replayed once, on the same element if
 *   it is still in the page and usable; a hundred clicks are one. Links are left alone: they work
 *   without the app.
 * - a shortcut key is held (the browser's own use of it too); the last one is replayed.
 * - text typed, a choice made: the page shows them; on replay the app is told each element's last
 *   value (first of all, so clicks and keys then act on what the page showed), caret where it was.
 */

type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export type EarlyEvent =
  | { kind: 'click'; target: Element; event: MouseEvent }
  | { kind: 'key'; event: KeyboardEvent }
  | { kind: 'value'; target: ValueField; value: string; selection: Selection | null }

type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

export type EarlyEvents = {
  /** React listens from now on (hydrateRoot): only shortcut keys are held still, until `take`. */
  handOver(): void
  /** Stops capturing; what was held, oldest first. */
  take(): EarlyEvent[]
}

declare global {
  interface Window {
    /** Set by the head script (app/boot/head-script.ts), taken by src/main.tsx. */
    fleetAdminEarlyEvents?: EarlyEvents
  }
}

const CONTROLS =
  'button, [role="button"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], summary'

/** Only a page with this mark (the dashboard layout) has shortcuts to hold keys for. */
const SHORTCUTS_MARK = '[data-keyboard-shortcuts]'

const isValueField = (target: EventTarget | null): target is ValueField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

export function captureEarlyEvents(doc: Document): EarlyEvents {
  const held: EarlyEvent[] = []
  let reactListens = false
  const hold = (early: EarlyEvent, replaces: (other: EarlyEvent) => boolean) => {
    const at = held.findIndex(replaces)
    if (at >= 0) held.splice(at, 1)
    held.push(early)
  }

  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null
    if (reactListens || !control) return
    // The app does it once it runs; done now as well, it would happen twice (or half: a checkbox).
    event.preventDefault()
    if (held.some((early) => early.kind === 'click' && early.target === control)) return
    held.push({ kind: 'click', target: control, event })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!doc.querySelector(SHORTCUTS_MARK) || !shortcutOf(event, isApplePlatform())) return
    event.preventDefault()
    hold({ kind: 'key', event }, (other) => other.kind === 'key')
  }
  const onValue = ({ target }: Event) => {
    if (reactListens || !isValueField(target)) return
    // Kept apart from the element, which React may redraw with its own value before the replay.
    hold(
      { kind: 'value', target, value: target.value, selection: selectionOf(target) },
      (other) => other.kind === 'value' && other.target === target,
    )
  }

  const listeners = { click: onClick, keydown: onKeyDown, input: onValue, change: onValue }
  const listen = (add: boolean) => {
    for (const [type, listener] of Object.entries(listeners)) {
      if (add) doc.addEventListener(type, listener as EventListener, true)
      else doc.removeEventListener(type, listener as EventListener, true)
    }
  }
  listen(true)
  return {
    handOver: () => void (reactListens = true),
    take: () => (listen(false), held.splice(0)),
  }
}

const selectionOf = (field: ValueField): Selection | null =>
  field instanceof HTMLSelectElement || field.selectionStart === null
    ? null
    : [
        field.selectionStart,
        field.selectionEnd ?? field.selectionStart,
        field.selectionDirection ?? 'none',
      ]

/** Replays held events (values first, then in order), each once the app has settled from the last. */
export async function replayEarlyEvents(
  events: EarlyEvent[],
  settled: () => Promise<void>,
): Promise<void> {
  const values = events.filter((early) => early.kind === 'value')
  for (const early of [...values, ...events.filter((early) => early.kind !== 'value')]) {
    try {
      replay(early)
    } catch {
      // A page that changed under the event (an odd element, say) skips it; nothing to report.
    }
    await settled()
  }
}

function replay(early: EarlyEvent): void {
  // A new event made from the held one: the same key or button, modifiers and position.
  if (early.kind === 'key') {
    // Where focus is now: the app judges the key as if pressed now (not while typing, say).
    const target = document.activeElement ?? document.body
    target.dispatchEvent(new KeyboardEvent('keydown', early.event))
    return
  }
  const { target } = early
  // Replaced (the page was rendered afresh), removed or disabled since: the click or value is void.
  if (!target.isConnected || target.matches(':disabled, [aria-disabled="true"]')) return
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

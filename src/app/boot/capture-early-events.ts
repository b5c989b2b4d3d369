/*
 * What a visitor does on a prerendered page before the app runs (it paints long before its code
 * arrives on a slow phone): clicks on controls, shortcut keys (and what is typed after one that
 * opens a dialog), values typed or chosen. The head script holds them (here), the app
 * replays them once it runs (replay-early-events.ts): nothing lost, nothing done twice.
 * docs/decisions/0033-early-events.md says what happens to each.
 */

import { isApplePlatform } from '@/lib/keyboard/platform'
import { focusSearchBox } from '@/lib/keyboard/search-box'
import { shortcutOf, type ShortcutId } from '@/lib/keyboard/shortcuts'
import { caretOf, isValueField, type Caret, type ValueField } from '@/lib/start/field-value'

// The head script's half: holds what is done before the app runs, until the app takes it; from
// then on the page's events are the app's alone.

export type EarlyEvent =
  | { kind: 'click'; target: Element; event: MouseEvent }
  | { kind: 'key'; event: KeyboardEvent; typedAfter: KeyboardEvent[] | null }
  | { kind: 'value'; target: ValueField; value: string; caret: Caret | null }

export type EarlyEvents = {
  /** React shows what the URL asks for: clicks are its own from now on; keys and values held till `take`. */
  handOver(): void
  /** Stops holding and listening; what was held, oldest first. */
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
/** What is typed after these is meant for the dialog they open. */
const OPENS_A_DIALOG: ShortcutId[] = ['openPalette', 'showShortcuts']

export function captureEarlyEvents(doc: Document): EarlyEvents {
  const held: EarlyEvent[] = []
  let handedOver = false
  const hold = (early: EarlyEvent, replaces: (other: EarlyEvent) => boolean) => {
    const at = held.findIndex(replaces)
    if (at >= 0) held.splice(at, 1)
    held.push(early)
  }

  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null
    if (handedOver || !control) return
    // The app does it once it runs; done now as well, it would happen twice (or half: a checkbox).
    event.preventDefault()
    // Nor may a hydrated React take it while its lists are the markup's, not the URL's (main.tsx).
    event.stopPropagation()
    if (held.some((early) => early.kind === 'click' && early.target === control)) return
    held.push({ kind: 'click', target: control, event })
  }
  // Bubbling, so a key the page's own controls took (defaultPrevented) is not a shortcut. Added
  // before the app's own listener (KeyboardCommands), so it runs first and the app's skips what it
  // held (defaultPrevented): a key pressed before the app takes what is held is the replay's alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return
    const shortcut = doc.querySelector(SHORTCUTS_MARK) && shortcutOf(event, isApplePlatform())
    const last = held.at(-1)
    if (!shortcut) {
      // Typed on after a dialog's shortcut: the dialog's once it opens (lib/start/hold-keys.ts
      // skips modifiers), so held with the shortcut.
      if (last?.kind === 'key' && last.typedAfter && !event.isComposing) {
        event.preventDefault()
        last.typedAfter.push(event)
      }
      return
    }
    // Focusing the search needs no app: done now, so what is typed next goes into the box.
    if (shortcut === 'focusSearch') {
      if (focusSearchBox(doc)) event.preventDefault()
      return
    }
    event.preventDefault()
    const typedAfter = OPENS_A_DIALOG.includes(shortcut) ? [] : null
    hold({ kind: 'key', event, typedAfter }, (other) => other.kind === 'key')
  }
  // Until the replay, even once React listens: typing during hydration may reach the field first.
  const onValue = ({ target }: Event) => {
    if (!isValueField(target)) return
    // Kept apart from the element, which React may redraw with its own value before the replay.
    hold(
      { kind: 'value', target, value: target.value, caret: caretOf(target) },
      (other) => other.kind === 'value' && other.target === target,
    )
  }

  const listeners = [
    ['click', onClick, true],
    ['input', onValue, true],
    ['change', onValue, true],
    ['keydown', onKeyDown, false],
  ] as const
  for (const [type, listener, capture] of listeners) {
    doc.addEventListener(type, listener as EventListener, capture)
  }
  return {
    handOver: () => void (handedOver = true),
    take() {
      for (const [type, listener, capture] of listeners) {
        doc.removeEventListener(type, listener as EventListener, capture)
      }
      return held.splice(0)
    },
  }
}

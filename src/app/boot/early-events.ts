/*
 * What a visitor does on a prerendered page before the app runs (it paints long before its code
 * arrives on a slow phone). The head script captures it at the document (capture-early-events.ts);
 * the app replays it once it runs (replay-early-events.ts), so nothing is lost or done twice:
 * - a click on a control is held (its native action too) and replayed once, on the same element if
 *   it is still in the page and usable; a hundred clicks are one. Links are left alone: they work
 *   without the app.
 * - a shortcut key is held (the browser's own use of it too); the last one is replayed. The head
 *   script tells shortcut keys apart for the page's whole life: the app only says what each does.
 *   `/` needs no app: the head script focuses the search box at once, so typing goes on into it.
 * - text typed, a choice made: the page shows them; on replay the app is told each element's last
 *   value, caret where it was.
 * Replay keeps the order things happened in, each once the app shows what the last one asked for
 * (a navigation, a dialog): a click behind a dialog an earlier click opened is out of reach.
 */

import type { ShortcutId } from '@/lib/keyboard/shortcuts'

export type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Does what a shortcut means; false when it did nothing, so the browser keeps the key. */
export type ShortcutRunner = (shortcut: ShortcutId) => boolean | void

export type EarlyEvent =
  | { kind: 'click'; target: Element; event: MouseEvent }
  | { kind: 'key'; shortcut: ShortcutId }
  | { kind: 'value'; target: ValueField; value: string; selection: Selection | null }

type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

export type EarlyEvents = {
  /** React listens from now on (hydrateRoot): clicks are its own; keys and values held till `take`. */
  handOver(): void
  /** Stops holding; what was held, oldest first. Shortcut keys go to the runner from now on. */
  take(): EarlyEvent[]
  /** The app's shortcuts (the dashboard layout); returns the unsubscribe. */
  onShortcut(run: ShortcutRunner): () => void
  /** Runs a held shortcut, for the replay. */
  runShortcut(shortcut: ShortcutId): void
}

declare global {
  interface Window {
    /** Set by the head script (app/boot/head-script.ts), taken by src/main.tsx. */
    fleetAdminEarlyEvents?: EarlyEvents
  }
}

export const selectionOf = (field: ValueField): Selection | null =>
  field instanceof HTMLSelectElement || field.selectionStart === null
    ? null
    : [
        field.selectionStart,
        field.selectionEnd ?? field.selectionStart,
        field.selectionDirection ?? 'none',
      ]

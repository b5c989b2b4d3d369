/*
 * What a visitor does on a prerendered page before the app runs (it paints long before its code
 * arrives on a slow phone). The head script captures it at the document (capture-early-events.ts);
 * the app replays it once it runs (replay-early-events.ts), so nothing is lost or done twice:
 * - a click on a control is held (its native action too) and replayed once, on the same element if
 *   it is still in the page and usable; a hundred clicks are one. Links are left alone: they work
 *   without the app.
 * - a shortcut key is held (the browser's own use of it too); the last one is replayed, as a key
 *   pressed again, to the app's own handler (KeyboardCommands), which runs every shortcut from then
 *   on. Keys typed after a shortcut that opens a dialog (Ctrl+K, `?`) are held with it and pressed
 *   again after it, for the dialog. `/` needs no app: the head script focuses the search box at
 *   once, so typing goes on into it.
 * - text typed, a choice made: the page shows them; on replay the app is told each element's last
 *   value, caret where it was.
 * Replay keeps the order things happened in, each once the app shows what the last one asked for
 * (a navigation, a dialog): a click behind a dialog an earlier click opened is out of reach.
 */

export type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export type EarlyEvent =
  | { kind: 'click'; target: Element; event: MouseEvent }
  | { kind: 'key'; event: KeyboardEvent; typedAfter: KeyboardEvent[] | null }
  | { kind: 'value'; target: ValueField; value: string; selection: Selection | null }

type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

export type EarlyEvents = {
  /** React listens from now on (hydrateRoot): clicks are its own; keys and values held till `take`. */
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

export const selectionOf = (field: ValueField): Selection | null =>
  field instanceof HTMLSelectElement || field.selectionStart === null
    ? null
    : [
        field.selectionStart,
        field.selectionEnd ?? field.selectionStart,
        field.selectionDirection ?? 'none',
      ]

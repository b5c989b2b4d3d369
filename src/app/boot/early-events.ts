/*
 * What a visitor does on a prerendered page before the app runs (it paints long before its code
 * arrives on a slow phone): clicks on controls, shortcut keys (and what is typed after one that
 * opens a dialog), values typed or chosen. The head script holds them (capture-early-events.ts),
 * the app replays them once it runs (replay-early-events.ts): nothing lost, nothing done twice.
 * docs/decisions.md, "The first second", says what happens to each.
 */
import type { Caret, ValueField } from '@/app/boot/field-value'

export type EarlyEvent =
  | { kind: 'click'; target: Element; event: MouseEvent }
  | { kind: 'key'; event: KeyboardEvent; typedAfter: KeyboardEvent[] | null }
  | { kind: 'value'; target: ValueField; value: string; caret: Caret | null }

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

import type { PointerEvent } from 'react'
import { onDemandModule } from '@/lib/on-demand-module'
import { createStore, useStore } from '@/lib/store'

// Icon-only controls name themselves in a hint: on hover after 700 ms, at once when another hint
// closed under 300 ms ago (SPEC), and on keyboard focus. The control is drawn once, with these
// handlers from its first frame; only the bubble (its positioning code) loads, on first use.

export const OPEN_DELAY_MS = 700
export const SKIP_DELAY_MS = 300

export type IconHint = {
  anchor: HTMLElement
  label: string
  /** The control's keyboard shortcut, as shown (`Ctrl B`). */
  keys?: string
  /** `end`: beside the control on the inline-end side, away from the sidebar's edge. */
  side: 'end' | 'bottom'
  /** Opened without the delay (focus, or straight after another hint): no fade-in. */
  instant: boolean
}

export const iconHintBubble = onDemandModule(() => import('./icon-hint-bubble'))

const shownHint = createStore<IconHint | null>(() => null)
/** The control a hint is on its way for (its delay running or its code loading). */
let wanted: HTMLElement | null = null
let openTimer: ReturnType<typeof setTimeout> | undefined
let closedAt = Number.NEGATIVE_INFINITY
let pointerIsDown = false
/** Clicked, or its hint dismissed with Escape: no hint again until the pointer has left it. */
let quietUntilLeft: HTMLElement | null = null

function open(hint: IconHint) {
  clearTimeout(openTimer)
  wanted = hint.anchor
  // Shown once its code is here, unless the pointer or focus has left meanwhile.
  iconHintBubble.load().then(
    () => wanted === hint.anchor && shownHint.set(hint),
    (error: unknown) => console.error('Could not load the hints:', error),
  )
}

/** Closes the hint of `anchor`, or stops the one on its way. */
function closeIconHint(anchor: HTMLElement | null): void {
  if (wanted !== anchor) return
  clearTimeout(openTimer)
  wanted = null
  if (!shownHint.get()) return
  closedAt = performance.now()
  shownHint.set(null)
}

/**
 * Escape, or controls that stopped wanting hints (those `within` an element): the hint goes, and
 * stays away until the pointer comes back.
 */
export function dismissIconHint(within?: Element | null): void {
  if (within !== undefined && !within?.contains(wanted)) return
  quietUntilLeft = wanted
  closeIconHint(wanted)
}

type HintRequest = Omit<IconHint, 'anchor' | 'instant'>
/** What each control's hint says now (a label can change while it shows: the theme toggle's). */
const requests = new WeakMap<HTMLElement, HintRequest>()

/**
 * The props that give a control its hint, spread onto it: `{...iconHintHandlers(hint, on)}`.
 * None while `enabled` is false (a sidebar showing its labels; a screen without hover).
 */
export function iconHintHandlers(hint: HintRequest, enabled: boolean) {
  if (!enabled) return {}
  const openOn = (anchor: HTMLElement, instant: boolean) =>
    open({ ...(requests.get(anchor) ?? hint), anchor, instant })
  return {
    ref(anchor: HTMLElement | null) {
      if (!anchor) return
      requests.set(anchor, hint)
      const shown = shownHint.get()
      if (shown?.anchor === anchor && shown.label !== hint.label)
        shownHint.set({ ...shown, ...hint })
    },
    onPointerMove({ pointerType, currentTarget: anchor }: PointerEvent<HTMLElement>) {
      // A tap would only hide what it tapped.
      if (pointerType === 'touch' || wanted === anchor || quietUntilLeft === anchor) return
      iconHintBubble.prefetch()
      if (performance.now() - closedAt < SKIP_DELAY_MS) {
        openOn(anchor, true)
        return
      }
      clearTimeout(openTimer)
      wanted = anchor
      openTimer = setTimeout(() => openOn(anchor, false), OPEN_DELAY_MS)
    },
    onPointerLeave({ currentTarget }: PointerEvent<HTMLElement>) {
      quietUntilLeft = null
      closeIconHint(currentTarget)
    },
    // A click hides the hint, and the focus it gives the control opens none.
    onPointerDown({ currentTarget }: PointerEvent<HTMLElement>) {
      pointerIsDown = true
      document.addEventListener('pointerup', () => (pointerIsDown = false), { once: true })
      quietUntilLeft = currentTarget
      closeIconHint(currentTarget)
    },
    onFocus({ currentTarget }: { currentTarget: HTMLElement }) {
      if (!pointerIsDown) openOn(currentTarget, true)
    },
    onBlur: ({ currentTarget }: { currentTarget: HTMLElement }) => closeIconHint(currentTarget),
  }
}

/** The hint on screen, if any; none for a control no longer in the page (left with its screen). */
export function useShownIconHint(): IconHint | null {
  const shown = useStore(shownHint, null)
  return shown?.anchor.isConnected ? shown : null
}

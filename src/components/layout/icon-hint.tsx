import type { ReactElement, ReactNode } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import { directionOf } from '@/config/languages'
import { currentLanguage } from '@/lib/i18n/translate'

// Loaded on demand (use-icon-hints.ts): Radix Tooltip and its positioning code would otherwise be
// most of the layout's first load.

/** One provider for a group of hints, so moving from icon to icon skips the delay. */
export function IconHintProvider({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>
}

/** Names an icon-only control on hover and focus, with its keyboard shortcut if it has one. */
export function IconHint({
  label,
  keys,
  side = 'end',
  children,
}: {
  label: string
  keys?: string
  /** `end`: beside the control on the inline-end side, away from the sidebar's edge. */
  side?: 'end' | 'bottom'
  children: ReactElement
}) {
  // Radix places a tooltip by physical side: the inline end is the left in Arabic.
  const physicalSide =
    side === 'end' ? (directionOf(currentLanguage()) === 'rtl' ? 'left' : 'right') : side
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={physicalSide}>
        {label}
        {keys && <kbd className="ms-2 rounded bg-primary-foreground/15 px-1 font-sans">{keys}</kbd>}
      </TooltipContent>
    </Tooltip>
  )
}

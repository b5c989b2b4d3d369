import type { ReactElement, ReactNode } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

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
  side = 'right',
  children,
}: {
  label: string
  keys?: string
  side?: 'right' | 'bottom'
  children: ReactElement
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>
        {label}
        {keys && <kbd className="ml-2 rounded bg-primary-foreground/15 px-1 font-sans">{keys}</kbd>}
      </TooltipContent>
    </Tooltip>
  )
}

import type { ReactElement, ReactNode } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

// Loaded on demand by use-sidebar-hints.ts: only the collapsed sidebar needs tooltips.

/** One provider for all hints, so moving between icons skips the delay. */
export function SidebarHintProvider({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>
}

/** Names an icon-only sidebar control on hover and focus. */
export function SidebarHint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}

import type { ReactElement } from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

/** Names an icon-only sidebar control on hover and focus; no tooltip when the label is visible. */
export function SidebarHint({
  label,
  show,
  children,
}: {
  label: string
  show: boolean
  children: ReactElement
}) {
  if (!show) return children
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}

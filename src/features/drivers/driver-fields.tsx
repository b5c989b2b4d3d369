import { Star } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { initialsOf } from '@/lib/initials'
import { cn } from '@/lib/utils'
import type { Driver } from '@/lib/drivers/drivers-data'

// The pieces of a driver that the table (sm and up) and the phone list both show.

export function DriverAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}

export function DriverStatusBadge({ status }: { status: Driver['status'] }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'muted'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  )
}

export function DriverRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      {rating.toFixed(1)}
    </span>
  )
}

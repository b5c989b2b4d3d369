import { Star } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { initialsOf } from '@/lib/initials'
import type { DriverRow } from './drivers-query'

export function DriversTable({ rows }: { rows: DriverRow[] }) {
  return (
    <Table scrollLabel="Drivers table">
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">#</TableHead>
          <TableHead>Driver</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Status</TableHead>
          <TableHead align="right">Trips</TableHead>
          <TableHead>Rating</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="h-24 text-center text-muted-foreground">
              No drivers found
            </TableCell>
          </TableRow>
        ) : (
          rows.map(({ driver, position }) => (
            <TableRow key={driver.id} className="hover:bg-muted/50">
              <TableCell className="text-muted-foreground">{position}</TableCell>
              <TableCell>
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold"
                  >
                    {initialsOf(driver.name)}
                  </span>
                  <div>
                    <p className="font-medium">{driver.name}</p>
                    <p className="text-xs text-muted-foreground">ID: {driver.id}</p>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <p>{driver.email}</p>
                <p className="text-xs text-muted-foreground">{driver.phone}</p>
              </TableCell>
              <TableCell>
                <Badge variant={driver.status === 'active' ? 'success' : 'muted'}>
                  {driver.status === 'active' ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{driver.trips}</TableCell>
              <TableCell>
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  {driver.rating.toFixed(1)}
                </span>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'
import type { DriverRow } from './drivers-query'

const COLUMN_COUNT = 6

/** An address that must wrap breaks before its '@' first. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/** From the sm breakpoint up. Fixed column widths, so a search that empties it moves nothing. */
export function DriversTable({ rows, className }: { rows: DriverRow[]; className?: string }) {
  return (
    <Table
      scrollLabel="Drivers table"
      className="min-w-[40rem] table-fixed"
      containerClassName={className}
    >
      <colgroup>
        <col className="w-12" />
        <col className="w-44" />
        <col />
        <col className="w-24" />
        <col className="w-16" />
        <col className="w-18" />
      </colgroup>
      <TableHeader>
        <TableRow>
          <TableHead>#</TableHead>
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
            <TableCell colSpan={COLUMN_COUNT} className="h-24 text-center text-muted-foreground">
              No drivers found
            </TableCell>
          </TableRow>
        ) : (
          rows.map(({ driver, position }) => (
            <TableRow key={driver.id} className="hover:bg-muted/50">
              <TableCell className="text-muted-foreground">{position}</TableCell>
              <TableCell>
                <div className="flex items-center gap-3">
                  <DriverAvatar name={driver.name} />
                  {/* Narrow columns wrap long names and addresses rather than overflow. */}
                  <div className="min-w-0 [overflow-wrap:anywhere] whitespace-normal">
                    <p className="font-medium">{driver.name}</p>
                    <p className="text-xs text-muted-foreground">ID: {driver.id}</p>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <div className="[overflow-wrap:anywhere] whitespace-normal">
                  <p>
                    <EmailAddress email={driver.email} />
                  </p>
                  <p className="text-xs text-muted-foreground">{driver.phone}</p>
                </div>
              </TableCell>
              <TableCell>
                <DriverStatusBadge status={driver.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{driver.trips}</TableCell>
              <TableCell>
                <DriverRating rating={driver.rating} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

import { Copy, Mail, Phone } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { ScreenTitle } from '@/components/layout/screen-title'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { toastError, toastSuccess } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { copyText } from '@/lib/clipboard'
import { focusBack } from '@/lib/focus'
import { wasOpenedFromList } from '@/lib/drivers/driver-navigation'
import { findDriver, type Driver } from '@/lib/drivers/drivers-data'
import { useDrivers } from '@/lib/drivers/drivers-store'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'

/** `/dashboard/drivers/:driverId`: one driver in a panel over the list, which keeps its query. */
export function DriverDetail() {
  const { driverId } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const driver = findDriver(useDrivers(), driverId)

  const close = () => {
    // Opened from the list: Back to that entry, as the browser's Back button would.
    if (wasOpenedFromList(location.state)) navigate(-1)
    else navigate({ pathname: paths.drivers, search: location.search }, { replace: true })
  }

  // Back to the driver's link if the page shows it (the table or, on a phone, the list).
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const links = document.querySelectorAll(`[data-driver-id="${driver?.id}"]`)
    focusBack([...links].find((link) => (link as HTMLElement).offsetParent !== null))
  }

  return (
    <Sheet open onOpenChange={(open) => !open && close()}>
      <SheetContent
        side="right"
        closeLabel="Close driver details"
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        className="gap-6 overflow-y-auto p-6"
      >
        {driver ? (
          <DriverDetails driver={driver} />
        ) : (
          <DriverNotFound id={driverId ?? ''} onBack={close} />
        )}
      </SheetContent>
    </Sheet>
  )
}

function DriverDetails({ driver }: { driver: Driver }) {
  // Inside the dialog: a toast outside it is hidden from screen readers while the dialog is open.
  const [copied, setCopied] = useState('')
  const copy = async (what: string, value: string) => {
    try {
      await copyText(value)
      setCopied(`${what} copied`)
      toastSuccess(`${what} copied`, { description: value })
    } catch {
      const message = `Could not copy the ${what.toLowerCase()}. Select it and copy it yourself.`
      setCopied(message)
      toastError(message)
    }
  }

  return (
    <>
      <ScreenTitle screen={`${driver.name} · Drivers`} />
      <div className="flex items-center gap-4 pr-10">
        <DriverAvatar name={driver.name} className="size-12 text-base" />
        <div className="grid min-w-0 gap-1">
          <SheetTitle className="text-lg leading-tight font-semibold wrap-anywhere">
            {driver.name}
          </SheetTitle>
          <p className="text-sm text-muted-foreground">ID: {driver.id}</p>
        </div>
      </div>
      <dl className="grid gap-4 text-sm">
        <Field label="Email">
          <ContactLink href={`mailto:${driver.email}`} icon={<Mail aria-hidden="true" />}>
            {driver.email}
          </ContactLink>
          <CopyButton label="Copy email" onClick={() => copy('Email', driver.email)} />
        </Field>
        <Field label="Phone">
          <ContactLink
            href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
            icon={<Phone aria-hidden="true" />}
          >
            {driver.phone}
          </ContactLink>
          <CopyButton
            label="Copy phone number"
            onClick={() => copy('Phone number', driver.phone)}
          />
        </Field>
        <Field label="Status">
          <DriverStatusBadge status={driver.status} />
        </Field>
        <Field label="Trips">
          <span className="tabular-nums">{driver.trips}</span>
        </Field>
        <Field label="Rating">
          <DriverRating rating={driver.rating} />
        </Field>
      </dl>
      <p role="status" className="sr-only">
        {copied}
      </p>
    </>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex min-h-9 min-w-0 items-center gap-2">{children}</dd>
    </div>
  )
}

function ContactLink({
  href,
  icon,
  children,
}: {
  href: string
  icon: ReactNode
  children: string
}) {
  return (
    <a
      href={href}
      className="inline-flex min-w-0 items-center gap-2 font-medium wrap-anywhere underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
    >
      {icon}
      <span className="min-w-0">{children}</span>
    </a>
  )
}

function CopyButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" className="ml-auto" aria-label={label} onClick={onClick}>
      <Copy aria-hidden="true" />
    </Button>
  )
}

const MAX_SHOWN_ID_LENGTH = 40

function DriverNotFound({ id, onBack }: { id: string; onBack: () => void }) {
  const shownId = id.length > MAX_SHOWN_ID_LENGTH ? `${id.slice(0, MAX_SHOWN_ID_LENGTH)}…` : id
  return (
    <>
      <ScreenTitle screen="Driver not found" />
      <div className="grid gap-2 pr-10">
        <SheetTitle className="text-lg font-semibold">Driver not found</SheetTitle>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          There is no driver with ID “{shownId}”. The link may be wrong, or the driver may have been
          removed.
        </p>
      </div>
      <Button className="self-start" onClick={onBack}>
        Back to drivers
      </Button>
    </>
  )
}

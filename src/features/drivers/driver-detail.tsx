import { Copy, Mail, Pencil, Phone, UserMinus } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { ChangeList } from '@/components/change-list'
import { ScreenTitle } from '@/components/layout/screen-title'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { OnDemand } from '@/components/ui/on-demand'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { toastError, toastSuccess } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { copyText } from '@/lib/clipboard'
import { focusBack } from '@/lib/focus'
import { SCREEN_PANEL } from '@/lib/keyboard/open-dialog'
import { wasOpenedFromList } from '@/lib/drivers/driver-navigation'
import { findDriver, type Driver } from '@/lib/drivers/drivers-data'
import { formatList, formatNumber, t } from '@/lib/i18n/translate'
import { useDrivers } from '@/lib/local-data/local-data'
import { useDriverChanges } from '@/lib/local-data/use-change-log'
import { undo } from '@/lib/local-data/undo'
import { useOfferedAction } from '@/lib/offered-actions'
import { onDemandModule } from '@/lib/on-demand-module'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import type { DriverEdit } from './edit-driver-dialog'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'
import { driverProblem } from './driver-refusals'
import { pageCheckboxes } from './page-checkbox'
import { removeQuestion, removeWithUndo } from './remove-drivers'

// The editor loads when Edit is pointed at, focused or first pressed.
const editorCode = onDemandModule(() => import('./edit-driver-dialog'))
const EditDriverDialog = editorCode.component('EditDriverDialog')

/** `/dashboard/drivers/:driverId`: one driver in a panel over the list, which keeps its query. */
export function DriverDetail() {
  const { driverId } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const driver = findDriver(useDrivers(), driverId)
  // Set once the driver is removed: focus then goes on to the next driver, not to their link.
  const afterRemoval = useRef<(() => void) | null>(null)

  const close = () => {
    // Opened from the list: Back to that entry, as the browser's Back button would.
    if (wasOpenedFromList(location.state)) navigate(-1)
    else navigate({ pathname: paths.drivers, search: location.search }, { replace: true })
  }

  // Back to the driver's link if the page shows it (the table or, on a phone, the list).
  const returnFocus = (event: Event) => {
    event.preventDefault()
    if (afterRemoval.current) return afterRemoval.current()
    const links = document.querySelectorAll(`[data-driver-id="${driver?.id}"]`)
    focusBack([...links].find((link) => (link as HTMLElement).offsetParent !== null))
  }

  return (
    <Sheet open onOpenChange={(open) => !open && close()}>
      <SheetContent
        side="end"
        closeLabel={t('drivers.detail.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        className="gap-6 overflow-y-auto p-6"
        {...{ [SCREEN_PANEL]: '' }}
      >
        {driver ? (
          <DriverDetails
            driver={driver}
            onRemoved={(focusNext) => {
              afterRemoval.current = focusNext
              close()
            }}
          />
        ) : (
          <DriverNotFound id={driverId ?? ''} onBack={close} />
        )}
      </SheetContent>
    </Sheet>
  )
}

const EMAIL_COPY = {
  done: 'drivers.detail.emailCopied',
  failed: 'drivers.detail.emailNotCopied',
} as const
const PHONE_COPY = {
  done: 'drivers.detail.phoneCopied',
  failed: 'drivers.detail.phoneNotCopied',
} as const
type CopyTexts = typeof EMAIL_COPY | typeof PHONE_COPY

/**
 * The last edit made in this panel: saved (Undo offered), being undone (nothing said yet), undone,
 * or undone in part or not at all (why).
 */
type EditNotice = { edit: DriverEdit; undone: boolean; undoing?: boolean; refused?: string }

function DriverDetails({
  driver,
  onRemoved,
}: {
  driver: Driver
  /** Given the move of focus to the next driver, for once the panel has gone. */
  onRemoved: (focusNext: () => void) => void
}) {
  // Inside the dialog: a toast outside it is hidden from screen readers while the dialog is open.
  const [copied, setCopied] = useState('')
  const copy = async (value: string, texts: CopyTexts) => {
    try {
      await copyText(value)
      setCopied(t(texts.done))
      toastSuccess(t(texts.done), { description: value })
    } catch {
      const message = t(texts.failed)
      setCopied(message)
      toastError(message)
    }
  }
  const editDialog = useOnDemandDialog(editorCode)
  // In the panel, not a toast: the panel is modal, so a toast's Undo could be neither clicked nor
  // reached by keyboard while it is open.
  const [notice, setNotice] = useState<EditNotice | null>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const [confirmingRemove, setConfirmingRemove] = useState(false)
  const removeButton = useRef<HTMLButtonElement>(null)
  useOfferedAction('remove-driver', () => setConfirmingRemove(true))
  // Back to the list, where the toast's Undo can be reached (the panel is modal).
  const remove = async () => {
    setConfirmingRemove(false)
    const focusNext = await removeWithUndo([driver], pageCheckboxes)
    if (focusNext) onRemoved(focusNext)
  }
  const undoEdit = async (edit: DriverEdit) => {
    setNotice({ edit, undone: true, undoing: true })
    // Undo goes away once used: focus moves to Edit, not out of the panel.
    editButton.current?.focus()
    const refused = undoneExcept(await undo('drivers', edit.seq))
    setNotice({ edit, undone: true, refused })
  }

  return (
    <>
      <ScreenTitle screen={t('drivers.detail.screen', { name: driver.name })} />
      <div className="flex items-center gap-4 pe-10">
        <DriverAvatar name={driver.name} className="size-12 text-base" />
        <div className="grid min-w-0 gap-1">
          <SheetTitle className="text-lg leading-tight font-semibold wrap-anywhere">
            {driver.name}
          </SheetTitle>
          <p className="text-sm text-muted-foreground">
            {t('drivers.id', { id: String(driver.id) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={editButton} variant="outline" size="sm" {...editDialog.trigger}>
          <Pencil aria-hidden="true" />
          {t('drivers.edit.open')}
        </Button>
        <p role="status" className="text-sm">
          {notice &&
            !notice.undoing &&
            (notice.refused ?? t(notice.undone ? 'drivers.edit.undone' : 'drivers.edit.updated'))}
        </p>
        {notice && !notice.undone && (
          <Button variant="ghost" size="sm" onClick={() => void undoEdit(notice.edit)}>
            {t('drivers.toast.undo')}
          </Button>
        )}
      </div>
      <dl className="grid gap-4 text-sm">
        <Field label={t('drivers.field.email')}>
          <ContactLink href={`mailto:${driver.email}`} icon={<Mail aria-hidden="true" />}>
            {driver.email}
          </ContactLink>
          <CopyButton
            label={t('drivers.detail.copyEmail')}
            onClick={() => copy(driver.email, EMAIL_COPY)}
          />
        </Field>
        <Field label={t('drivers.field.phone')}>
          <ContactLink
            href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
            icon={<Phone aria-hidden="true" />}
          >
            {driver.phone}
          </ContactLink>
          <CopyButton
            label={t('drivers.detail.copyPhone')}
            onClick={() => copy(driver.phone, PHONE_COPY)}
          />
        </Field>
        <Field label={t('drivers.field.status')}>
          <DriverStatusBadge status={driver.status} />
        </Field>
        <Field label={t('drivers.field.trips')}>
          <span className="tabular-nums">{formatNumber(driver.trips)}</span>
        </Field>
        <Field label={t('drivers.field.rating')}>
          <DriverRating rating={driver.rating} />
        </Field>
      </dl>
      <DriverHistory id={driver.id} />
      <Button
        ref={removeButton}
        variant="outline"
        size="sm"
        className="self-start text-destructive hover:text-destructive"
        aria-haspopup="dialog"
        aria-expanded={confirmingRemove}
        onClick={() => setConfirmingRemove(true)}
      >
        <UserMinus aria-hidden="true" />
        {t('drivers.remove.open')}
      </Button>
      <ConfirmDialog
        open={confirmingRemove}
        {...removeQuestion([driver])}
        confirmLabel={t('drivers.remove.confirm')}
        destructive
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => void remove()}
        // Asked for from the palette, which is gone by then: back to Remove driver.
        focusFallback={() => removeButton.current}
      />
      <p role="status" className="sr-only">
        {copied}
      </p>
      {editDialog.requested && (
        <OnDemand onDismiss={() => editDialog.setOpen(false)}>
          <EditDriverDialog
            driver={driver}
            open={editDialog.open}
            onOpenChange={editDialog.setOpen}
            onSaved={(edit: DriverEdit | null) => edit && setNotice({ edit, undone: false })}
          />
        </OnDemand>
      )}
    </>
  )
}

/** What an edit's Undo could not put back, and why; nothing when it put back the whole edit. */
function undoneExcept(undone: Awaited<ReturnType<typeof undo>>): string | undefined {
  if (!undone.ok) return driverProblem(undone).message
  if (undone.faults.length > 0) return t('drivers.edit.notUndone')
  const [left] = undone.note ?? []
  if (!left) return undefined
  if (left.fields.length === 0) return t('undo.removedSince')
  const fields = left.fields.map((field) => t(`history.field.${field as 'name'}`))
  return t('undo.exceptFields', { fields: formatList(fields, { type: 'conjunction' }) })
}

/** This driver's changes (edits, status changes alone or in bulk, Undos), newest first. */
function DriverHistory({ id }: { id: number }) {
  const headingId = useId()
  const changes = useDriverChanges(id)
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('drivers.history.title')}
      </h3>
      {!changes ? (
        <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('drivers.history.empty')}</p>
      ) : (
        <ChangeList changes={changes} only={id} label={t('drivers.history.title')} />
      )}
    </section>
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
      {/* An e-mail or a phone number: left to right in Arabic too ('+1 555', not '555 1+'). */}
      <span dir="ltr" className="min-w-0">
        {children}
      </span>
    </a>
  )
}

function CopyButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" className="ms-auto" aria-label={label} onClick={onClick}>
      <Copy aria-hidden="true" />
    </Button>
  )
}

const MAX_SHOWN_ID_LENGTH = 40

function DriverNotFound({ id, onBack }: { id: string; onBack: () => void }) {
  const shownId = id.length > MAX_SHOWN_ID_LENGTH ? `${id.slice(0, MAX_SHOWN_ID_LENGTH)}…` : id
  return (
    <>
      <ScreenTitle screen={t('drivers.notFound.title')} />
      <div className="grid gap-2 pe-10">
        <SheetTitle className="text-lg font-semibold">{t('drivers.notFound.title')}</SheetTitle>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          {t('drivers.notFound.description', { id: shownId })}
        </p>
      </div>
      <Button className="self-start" onClick={onBack}>
        {t('drivers.notFound.back')}
      </Button>
    </>
  )
}

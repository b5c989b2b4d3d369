import { useEffect, useEffectEvent, useId, useRef, useState, type ReactElement } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import { useHiddenColumns } from '@/lib/drivers/driver-columns-store'
import { openView } from '@/lib/drivers/open-view'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { refusalMessage } from '@/lib/local-data/refusals'
import {
  MAX_VIEWS,
  showsView,
  type SavedView,
  type ViewContent,
} from '@/lib/local-data/view-records'
import { useSavedViews } from '@/lib/local-data/views-data'
import { undo } from '@/lib/local-data/undo'
import { deleteView } from '@/lib/local-data/view-changes'
import { ViewNameDialog, type NameDialogMode } from './view-name-dialog'

/**
 * The Views menu (loaded on first use), on `trigger`: each saved view as a choice, checked when it
 * is what the list shows; Save current view…; Rename and Delete in submenus.
 */
export function ViewsMenu({
  open,
  onOpenChange,
  listQuery,
  trigger,
  startOnFirstItem,
  saveAsked,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The list's URL query now, on page 1: with the column choice, what Save keeps. */
  listQuery: string
  trigger: ReactElement
  /** Opened by keyboard before its code loaded: start on the first item. */
  startOnFirstItem: boolean
  /** How often Save current view… was asked for from elsewhere (the command palette). */
  saveAsked: number
}) {
  const views = useSavedViews() ?? []
  const full = views.length >= MAX_VIEWS
  // Read here, not by the screen: a screen drawn again as it hydrates would reset a search box
  // typed into before the app ran.
  const shown: ViewContent = { query: listQuery, columns: useHiddenColumns() ?? null }
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<NameDialogMode | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  // The menu gives focus back to Views as it closes, unless a dialog it opened now has it.
  const openingDialog = useRef(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const fullNoteId = useId()

  const showDialog = (mode: NameDialogMode) => {
    openingDialog.current = true
    setDialog(mode)
    setDialogOpen(true)
  }

  // Full, the menu says so instead, as it would had Save been looked for in it.
  const askedToSave = useEffectEvent(() =>
    full ? onOpenChange(true) : showDialog({ kind: 'save', content: shown }),
  )
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- answers a request from outside, once per request
    if (saveAsked > 0) askedToSave()
  }, [saveAsked])

  const remove = async (view: SavedView) => {
    const deleted = await deleteView(view.id)
    if (!deleted.ok) return toastError(refusalMessage(deleted))
    if (deleted.seq === null) return
    const { seq } = deleted
    toastSuccess(t('views.deleted'), {
      description: view.name,
      action: { label: t('drivers.toast.undo'), onClick: () => void restore(view, seq) },
      duration: UNDO_TOAST_MS,
    })
  }

  const restore = async (view: SavedView, seq: number) => {
    // The Undo button goes with its toast: focus goes to Views, never to the page body.
    focusOutOfToast(triggerRef.current)
    const restored = await undo('views', seq)
    const [refused] = restored.ok ? restored.faults : []
    if (!restored.ok) toastError(refusalMessage(restored))
    else if (refused) toastError(notRestored(refused.fault.rule), { description: view.name })
    else toastSuccess(t('views.restored'), { description: view.name })
  }

  const current = views.find((view) => showsView(view, shown))

  return (
    <>
      {/* Not modal: the list behind stays in view for screen readers, as with Columns. */}
      <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild ref={triggerRef}>
          {trigger}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          startOnFirstItem={startOnFirstItem}
          align="end"
          className="max-w-72 min-w-52"
          onCloseAutoFocus={(event) => {
            if (openingDialog.current) event.preventDefault()
            openingDialog.current = false
          }}
        >
          <DropdownMenuLabel>{t('views.title')}</DropdownMenuLabel>
          {views.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('views.none')}</p>
          ) : (
            <DropdownMenuRadioGroup value={current?.id ?? ''}>
              {views.map((view) => (
                <DropdownMenuRadioItem
                  key={view.id}
                  value={view.id}
                  className="wrap-anywhere"
                  onSelect={() => openView(view, navigate)}
                >
                  {view.name}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          )}
          <DropdownMenuSeparator />
          {/* Full: said before a name is typed, and Save is not offered. */}
          <DropdownMenuItem
            disabled={full}
            aria-describedby={full ? fullNoteId : undefined}
            onSelect={() => showDialog({ kind: 'save', content: shown })}
          >
            {t('views.save')}
          </DropdownMenuItem>
          {full && (
            <p id={fullNoteId} className="max-w-64 px-2 py-1.5 text-xs text-muted-foreground">
              {t('views.full', { count: MAX_VIEWS })}
            </p>
          )}
          {views.length > 0 && (
            <>
              <ViewsSubmenu
                label={t('views.rename')}
                views={views}
                onChoose={(view) => showDialog({ kind: 'rename', view })}
              />
              <ViewsSubmenu
                label={t('views.delete')}
                views={views}
                onChoose={(view) => void remove(view)}
              />
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog && (
        <ViewNameDialog
          mode={dialog}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          focusFallback={() => triggerRef.current}
        />
      )}
    </>
  )
}

/** A submenu naming every view: what Rename or Delete applies to. */
function ViewsSubmenu({
  label,
  views,
  onChoose,
}: {
  label: string
  views: readonly SavedView[]
  onChoose: (view: SavedView) => void
}) {
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>{label}</DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="max-w-72 min-w-44">
        {views.map((view) => (
          <DropdownMenuItem
            key={view.id}
            className="ps-2 wrap-anywhere"
            onSelect={() => onChoose(view)}
          >
            {view.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  )
}

/** Why a deleted view could not come back: a view of its name, or the 50th, was saved since. */
const notRestored = (rule: string) =>
  rule === 'nameTaken'
    ? t('views.notRestoredName')
    : t('views.notRestoredFull', { count: MAX_VIEWS })

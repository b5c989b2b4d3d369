import { Search } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command'
import { focusBack } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { modifierShortcut } from '@/lib/keyboard/key-names'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { LogoutConfirmDialog } from './logout-confirm-dialog'
import { groupPaletteEntries, pagedTo, paletteGroupName } from './palette-search'
import { usePaletteItems, type PaletteItem, type PaletteOptions } from './use-palette-items'

/**
 * Ctrl+K / ⌘K: one search box over the screens, a few actions and the drivers, on cmdk with our
 * own matching and order. cmdk 1.1.1 can leave the input's aria-activedescendant stale (its issue
 * #413), so the highlighted option is ours: its id, aria-selected and aria-activedescendant all
 * come from `active`, and cmdk's Enter runs the option marked selected, which is that one.
 */
export function CommandPalette({
  open,
  onOpenChange,
  ...options
}: PaletteOptions & {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState('')
  const [confirming, setConfirming] = useState<PaletteItem | null>(null)
  const ran = useRef<PaletteItem | null>(null)
  const list = useRef<HTMLDivElement>(null)
  const idPrefix = useId()
  const optionId = (item: PaletteItem) => `${idPrefix}-${item.key}`

  const items = usePaletteItems(query, options)
  const active = items.find((item) => item.key === selected) ?? items[0]

  const search = (text: string) => {
    setQuery(text)
    setSelected('')
    if (list.current) list.current.scrollTop = 0
  }
  const select = (item: PaletteItem) => {
    setSelected(item.key)
    document.getElementById(optionId(item))?.scrollIntoView({ block: 'nearest' })
  }

  const runNow = (item: PaletteItem) => {
    ran.current = item
    setConfirming(null)
    onOpenChange(false)
    item.run()
  }
  // Ending the session asks first, over the palette.
  const run = (item: PaletteItem) => (item.endsSession ? setConfirming(item) : runNow(item))

  // cmdk moves by one (↑↓, wrapping); PageUp and PageDown are ours.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = !event.nativeEvent.isComposing && pagedTo(items, active, event.key)
    if (!target) return
    event.preventDefault()
    select(target)
  }

  // Focus goes back to what had it (CommandDialog), unless a command opened a view or a dialog:
  // that one keeps it.
  const returnFocus = (event: Event) => {
    const command = ran.current
    ran.current = null
    search('')
    if (!command?.navigates) return
    event.preventDefault()
    if (!document.querySelector('[role="dialog"]')) focusBack(null)
  }

  return (
    <>
      <CommandDialog
        title={t('palette.title')}
        open={open}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={returnFocus}
      >
        <Command
          label={t('palette.label')}
          shouldFilter={false}
          value={active?.key ?? ''}
          onValueChange={setSelected}
          loop
          vimBindings={false}
          onKeyDown={onKeyDown}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <CommandInput
              activeId={active && optionId(active)}
              placeholder={t('palette.placeholder')}
              value={query}
              onValueChange={search}
              // Home and End move the caret in the text, as in any editable combobox.
              onKeyDown={(event) => ['Home', 'End'].includes(event.key) && event.stopPropagation()}
            />
            <kbd className="hidden rounded border px-1.5 text-xs text-muted-foreground sm:inline">
              Esc
            </kbd>
          </div>
          <CommandList ref={list} label={t('palette.results')}>
            {groupPaletteEntries(items).map(({ group, entries }) => (
              <CommandGroup key={group} heading={paletteGroupName(group)}>
                {entries.map((item) => (
                  <CommandItem
                    key={item.key}
                    value={item.key}
                    id={optionId(item)}
                    selected={item === active}
                    onSelect={() => run(item)}
                  >
                    <span className="min-w-0 truncate">{item.label}</span>
                    {item.detail && (
                      <span className="min-w-0 truncate text-xs text-muted-foreground">
                        {item.detail}
                      </span>
                    )}
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
            <CommandEmpty>{t('palette.empty', { query: query.trim() })}</CommandEmpty>
          </CommandList>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground max-sm:hidden">
            {t('palette.help', { shortcut: modifierShortcut(isApplePlatform(), 'K') })}
          </p>
        </Command>
      </CommandDialog>
      <LogoutConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && runNow(confirming)}
      />
    </>
  )
}

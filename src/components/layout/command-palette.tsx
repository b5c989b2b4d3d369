import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { DialogOverlay } from '@/components/ui/dialog'
import { driverPath, paths } from '@/config/paths'
import { OPENED_FROM_LIST } from '@/lib/drivers/driver-navigation'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { focusBack } from '@/lib/focus'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { useTheme } from '@/lib/theme/theme-store'
import { cn } from '@/lib/utils'
import type { NavItem } from './nav-items'
import { matchesTerms, paletteDrivers, searchTerms } from './palette-search'

type Command = {
  key: string
  group: 'Screens' | 'Actions' | 'Drivers'
  label: string
  detail?: string
  /** More words it answers to. */
  keywords?: string
  /** True when running it moves to another view, which then takes focus. */
  navigates: boolean
  run: () => void
}

/**
 * Ctrl+K / ⌘K: one search box over the screens, a few actions and the drivers. A combobox with
 * a listbox (WAI-ARIA APG): focus stays in the box, aria-activedescendant names the highlighted
 * option, and Enter runs exactly that one.
 */
export function CommandPalette({
  open,
  onOpenChange,
  opener,
  screens,
  sidebarCollapsed,
  canCollapseSidebar,
  onToggleSidebar,
  onShowShortcuts,
  onLogout,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What had focus before the palette opened; it gets focus back. */
  opener: Element | null
  screens: readonly NavItem[]
  sidebarCollapsed: boolean
  /** False where the sidebar is hidden (the drawer's widths). */
  canCollapseSidebar: boolean
  onToggleSidebar: () => void
  onShowShortcuts: () => void
  onLogout: () => void
}) {
  const navigate = useNavigate()
  const location = useLocation()
  const { theme, toggleTheme } = useTheme()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const ran = useRef<Command | null>(null)
  const listId = useId()
  const optionId = (command: Command) => `${listId}-${command.key}`

  const onDriversList = location.pathname === paths.drivers
  const openDriver = (id: number) =>
    // Over the list being browsed, its query kept; from elsewhere, over the plain list.
    onDriversList
      ? navigate({ pathname: driverPath(id), search: location.search }, { state: OPENED_FROM_LIST })
      : navigate(driverPath(id))

  const terms = searchTerms(query)
  const drivers = paletteDrivers(sampleDrivers, query)
  const commands: Command[] = [
    ...screens.map(({ label, to }) => ({
      key: `screen-${label}`,
      group: 'Screens' as const,
      label,
      navigates: true,
      run: () => navigate(to),
    })),
    {
      key: 'theme',
      group: 'Actions',
      label: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
      keywords: 'toggle theme dark light mode',
      navigates: false,
      run: toggleTheme,
    },
    ...(canCollapseSidebar
      ? [
          {
            key: 'sidebar',
            group: 'Actions' as const,
            label: sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar',
            keywords: 'toggle sidebar collapse expand menu',
            navigates: false,
            run: onToggleSidebar,
          },
        ]
      : []),
    {
      key: 'shortcuts',
      group: 'Actions',
      label: 'Show keyboard shortcuts',
      keywords: 'help keys',
      navigates: true,
      run: onShowShortcuts,
    },
    {
      key: 'logout',
      group: 'Actions',
      label: 'Log out',
      keywords: 'logout sign out',
      navigates: true,
      run: onLogout,
    },
  ]
  const results: Command[] = [
    ...commands.filter((command) =>
      matchesTerms(`${command.group} ${command.label} ${command.keywords ?? ''}`, terms),
    ),
    ...drivers.shown.map((driver) => ({
      key: `driver-${driver.id}`,
      group: 'Drivers' as const,
      label: driver.name,
      detail: driver.email,
      navigates: true,
      run: () => openDriver(driver.id),
    })),
    ...(drivers.matching > drivers.shown.length
      ? [
          {
            key: 'all-drivers',
            group: 'Drivers' as const,
            label: `Show all ${drivers.matching} matching drivers`,
            navigates: true,
            run: () =>
              navigate({
                pathname: paths.drivers,
                search: `?q=${encodeURIComponent(query.trim())}`,
              }),
          },
        ]
      : []),
  ]
  const activeIndex = Math.min(active, results.length - 1)
  const activeCommand = activeIndex >= 0 ? results[activeIndex] : null

  useEffect(() => {
    if (!activeCommand) return
    document.getElementById(optionId(activeCommand))?.scrollIntoView({ block: 'nearest' })
  })

  const run = (command: Command) => {
    ran.current = command
    onOpenChange(false)
    command.run()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1
    if (event.nativeEvent.isComposing || last < 0) return
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      PageDown: Math.min(last, activeIndex + 5),
      PageUp: Math.max(0, activeIndex - 5),
    }
    if (event.key in moves) {
      event.preventDefault()
      setActive(moves[event.key])
    } else if (event.key === 'Enter' && activeCommand) {
      event.preventDefault()
      run(activeCommand)
    }
  }

  const returnFocus = (event: Event) => {
    event.preventDefault()
    const command = ran.current
    ran.current = null
    setQuery('')
    setActive(0)
    // A command that opened a view or dialog leaves focus to it.
    if (command?.navigates) {
      if (!document.querySelector('[role="dialog"]')) focusBack(null)
      return
    }
    focusBack(opener)
  }

  const groups = (['Screens', 'Actions', 'Drivers'] as const)
    .map((group) => ({ group, commands: results.filter((command) => command.group === group) }))
    .filter(({ commands }) => commands.length > 0)

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed top-[12dvh] left-1/2 z-50 flex max-h-[76dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg"
        >
          <DialogPrimitive.Title className="sr-only">Command palette</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeCommand ? optionId(activeCommand) : undefined}
              aria-label="Search screens, actions and drivers"
              placeholder="Type a command or search drivers..."
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
              className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
            <kbd className="hidden rounded border px-1.5 text-xs text-muted-foreground sm:inline">
              Esc
            </kbd>
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label="Results"
            className="min-h-0 flex-1 overflow-y-auto p-2"
          >
            {groups.map(({ group, commands }) => (
              <div key={group} role="presentation" className="pb-1">
                <div
                  id={`${listId}-${group}`}
                  aria-hidden="true"
                  className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
                >
                  {group}
                </div>
                <div role="group" aria-labelledby={`${listId}-${group}`}>
                  {commands.map((command) => {
                    const selected = command === activeCommand
                    return (
                      // Keyboard use goes through the combobox (aria-activedescendant), so the
                      // options themselves take no focus.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                      <div
                        key={command.key}
                        id={optionId(command)}
                        role="option"
                        aria-selected={selected}
                        onPointerMove={() => setActive(results.indexOf(command))}
                        onClick={() => run(command)}
                        className={cn(
                          'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-2 text-sm',
                          selected && 'bg-accent text-accent-foreground',
                        )}
                      >
                        <span className="min-w-0 truncate">{command.label}</span>
                        {command.detail && (
                          <span className="min-w-0 truncate text-xs text-muted-foreground">
                            {command.detail}
                          </span>
                        )}
                      </div>
                    )
                  })}
                </div>
              </div>
            ))}
            {results.length === 0 && (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                No results for “{query.trim()}”
              </p>
            )}
          </div>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground max-sm:hidden">
            ↑↓ to move · Enter to choose · {isApplePlatform() ? '⌘' : 'Ctrl+'}K to open anywhere
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

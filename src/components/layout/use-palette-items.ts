import { useLocation, useNavigate } from 'react-router-dom'
import { driverPath, paths } from '@/config/paths'
import { OPENED_FROM_LIST } from '@/lib/drivers/driver-navigation'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { useTheme } from '@/lib/theme/theme-store'
import type { NavItem } from './nav-items'
import {
  groupPaletteEntries,
  matchingCommands,
  paletteDrivers,
  type PaletteEntry,
} from './palette-search'
import { useLogout } from './use-logout'

export type PaletteItem = PaletteEntry & {
  key: string
  detail?: string
  /** True when running it moves to another view, which then takes focus. */
  navigates: boolean
  /** Ends the session: the palette asks before running it. */
  endsSession?: boolean
  run: () => void
}

export type PaletteOptions = {
  screens: readonly NavItem[]
  sidebarCollapsed: boolean
  /** False where the sidebar is hidden (the drawer's widths). */
  canCollapseSidebar: boolean
  onToggleSidebar: () => void
  onShowShortcuts: () => void
}

/** What the palette offers for `query`, in the order shown: screens, actions, drivers, Log out. */
export function usePaletteItems(query: string, options: PaletteOptions): PaletteItem[] {
  const navigate = useNavigate()
  const location = useLocation()
  const { theme, toggleTheme } = useTheme()
  const { logout } = useLogout()

  const openDriver = (id: number) =>
    // Over the list being browsed, its query and the search box's text kept; from elsewhere,
    // over the plain list.
    location.pathname === paths.drivers
      ? navigate({ pathname: driverPath(id), search: location.search }, { state: OPENED_FROM_LIST })
      : navigate(driverPath(id))

  const commands: PaletteItem[] = [
    ...options.screens.map(({ label, to }) => ({
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
    ...(options.canCollapseSidebar
      ? [
          {
            key: 'sidebar',
            group: 'Actions' as const,
            label: options.sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar',
            keywords: 'toggle sidebar collapse expand menu',
            navigates: false,
            run: options.onToggleSidebar,
          },
        ]
      : []),
    {
      key: 'shortcuts',
      group: 'Actions',
      label: 'Show keyboard shortcuts',
      keywords: 'help keys',
      navigates: true,
      run: options.onShowShortcuts,
    },
    {
      key: 'logout',
      group: 'Account',
      label: 'Log out',
      keywords: 'logout sign out',
      navigates: true,
      endsSession: true,
      run: logout,
    },
  ]

  const drivers = paletteDrivers(sampleDrivers, query)
  const driverItems: PaletteItem[] = drivers.shown.map((driver) => ({
    key: `driver-${driver.id}`,
    group: 'Drivers',
    label: driver.name,
    detail: driver.email,
    navigates: true,
    run: () => openDriver(driver.id),
  }))
  if (drivers.matching > drivers.shown.length) {
    driverItems.push({
      key: 'all-drivers',
      group: 'Drivers',
      label: `Show all ${drivers.matching} matching drivers`,
      navigates: true,
      run: () =>
        navigate({ pathname: paths.drivers, search: `?q=${encodeURIComponent(query.trim())}` }),
    })
  }

  return groupPaletteEntries([...matchingCommands(commands, query), ...driverItems]).flatMap(
    (group) => group.entries,
  )
}

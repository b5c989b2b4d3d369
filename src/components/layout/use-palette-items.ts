import { useLocation, useNavigate } from 'react-router-dom'
import { driverPath, paths } from '@/config/paths'
import { languageNames, languages } from '@/config/languages'
import { KEEP_SEARCH_TEXT, OPENED_FROM_LIST } from '@/lib/drivers/driver-navigation'
import { openView } from '@/lib/drivers/open-view'
import { useDrivers } from '@/lib/local-data/local-data'
import { useSavedViews } from '@/lib/local-data/views-data'
import { chooseLanguage } from '@/lib/i18n/language-choice'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { useOffers, type Offer } from '@/lib/offered-actions'
import { askToRun, type ScreenAction } from '@/lib/screen-actions'
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

/**
 * Remove, as the screen offers it: the open panel's driver (the palette opens over the panel), else
 * the selected drivers.
 */
const removeOffered = (offers: readonly Offer[]): Offer | undefined =>
  offers.find(({ action }) => action === 'remove-driver') ??
  offers.find(({ action }) => action === 'remove-selected')

/**
 * What the palette offers for `query`, in the order shown: screens, actions, drivers, saved views,
 * Log out.
 */
export function usePaletteItems(query: string, options: PaletteOptions): PaletteItem[] {
  const navigate = useNavigate()
  const location = useLocation()
  const { theme, toggleTheme } = useTheme()
  const { logout } = useLogout()
  // The same store as the list: an edited name or phone is found here at once.
  const allDrivers = useDrivers()
  const views = useSavedViews() ?? []
  const remove = removeOffered(useOffers())

  const onDriversList = location.pathname === paths.drivers
  const openDriver = (id: number) =>
    // Over the list being browsed, its query and the search box's text kept; from elsewhere,
    // over the plain list.
    onDriversList
      ? navigate({ pathname: driverPath(id), search: location.search }, { state: OPENED_FROM_LIST })
      : navigate(driverPath(id))

  // The list as shown (its search box keeps text the URL has yet to catch up with), else the
  // plain list.
  const toDriversList = (action: ScreenAction) =>
    navigate(
      { pathname: paths.drivers, search: onDriversList ? location.search : '' },
      { state: askToRun(action, KEEP_SEARCH_TEXT) },
    )

  const commands: PaletteItem[] = [
    ...options.screens.map(({ label, to }) => ({
      key: `screen-${label}`,
      group: 'Screens' as const,
      label: t(label),
      navigates: true,
      run: () => navigate(to),
    })),
    {
      key: 'theme',
      group: 'Actions',
      label: t(theme === 'dark' ? 'layout.lightTheme' : 'layout.darkTheme'),
      keywords: t('palette.theme.keywords'),
      navigates: false,
      run: toggleTheme,
    },
    ...(options.canCollapseSidebar
      ? [
          {
            key: 'sidebar',
            group: 'Actions' as const,
            label: t(options.sidebarCollapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar'),
            keywords: t('palette.sidebar.keywords'),
            navigates: false,
            run: options.onToggleSidebar,
          },
        ]
      : []),
    {
      key: 'shortcuts',
      group: 'Actions',
      label: t('shortcuts.show'),
      keywords: t('palette.shortcuts.keywords'),
      navigates: true,
      run: options.onShowShortcuts,
    },
    ...languages
      .filter((language) => language !== currentLanguage())
      .map((language) => ({
        key: `language-${language}`,
        group: 'Actions' as const,
        label: t('palette.language', { name: languageNames[language] }),
        keywords: t('palette.language.keywords'),
        navigates: true, // The page reloads in that language.
        run: () => chooseLanguage(language),
      })),
    {
      key: 'add-admin',
      group: 'Actions',
      label: t('settings.admins.add'),
      keywords: t('palette.addAdmin.keywords'),
      navigates: true,
      run: () => navigate(paths.settings, { state: askToRun('add-admin') }),
    },
    {
      key: 'add-driver',
      group: 'Actions',
      label: t('drivers.add.open'),
      keywords: t('palette.addDriver.keywords'),
      navigates: true,
      run: () => toDriversList('add-driver'),
    },
    {
      key: 'import',
      group: 'Actions',
      label: t('drivers.import.open'),
      keywords: t('palette.import.keywords'),
      navigates: true,
      run: () => toDriversList('import-csv'),
    },
    {
      key: 'export',
      group: 'Actions',
      label: t('drivers.export.button'),
      keywords: t('palette.export.keywords'),
      navigates: true,
      run: () => toDriversList('export-csv'),
    },
    {
      key: 'save-view',
      group: 'Actions',
      label: t('views.save'),
      keywords: t('palette.saveView.keywords'),
      navigates: true,
      run: () => toDriversList('save-view'),
    },
    ...(remove
      ? [
          {
            key: 'remove',
            group: 'Actions' as const,
            label: t(
              remove.action === 'remove-driver' ? 'palette.removeDriver' : 'palette.removeSelected',
            ),
            keywords: t('palette.remove.keywords'),
            navigates: true, // Its question takes focus.
            run: remove.run,
          },
        ]
      : []),
    ...views.map((view) => ({
      key: `view-${view.id}`,
      group: 'Views' as const,
      label: t('palette.openView', { name: view.name }),
      navigates: true,
      run: () => openView(view, navigate),
    })),
    {
      key: 'logout',
      group: 'Account',
      label: t('palette.logout'),
      keywords: t('palette.logout.keywords'),
      navigates: true,
      endsSession: true,
      run: logout,
    },
  ]

  const drivers = paletteDrivers(allDrivers, query)
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
      label: t('palette.allDrivers', { count: drivers.matching }),
      navigates: true,
      run: () =>
        navigate({ pathname: paths.drivers, search: `?q=${encodeURIComponent(query.trim())}` }),
    })
  }

  return groupPaletteEntries([...matchingCommands(commands, query), ...driverItems]).flatMap(
    (group) => group.entries,
  )
}

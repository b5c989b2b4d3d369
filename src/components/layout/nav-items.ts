import { LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/lib/i18n/message-types'

/** A screen's name, as a message key: the list is made before the page's language is loaded. */
export type ScreenLabel = Exclude<Extract<MessageKey, `screens.${string}`>, 'screens.title'>

export type NavItem = { label: ScreenLabel; to: string; icon: LucideIcon; end: boolean }

export const navItems: NavItem[] = [
  { label: 'screens.dashboard', to: paths.dashboard, icon: LayoutDashboard, end: true },
  { label: 'screens.drivers', to: paths.drivers, icon: Users, end: false },
  { label: 'screens.settings', to: paths.settings, icon: Settings, end: false },
]

/** Tailwind's `md`: from here the sidebar shows (and can collapse); below it, the drawer. */
export const WIDE_LAYOUT_QUERY = '(min-width: 48rem)'

export const isWideLayout = () => window.matchMedia(WIDE_LAYOUT_QUERY).matches

/** The desktop sidebar's id: the collapse button controls it; the drawer hands focus to it. */
export const SIDEBAR_ID = 'app-sidebar'

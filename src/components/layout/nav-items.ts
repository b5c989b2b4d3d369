import { LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'

export type NavItem = { label: string; to: string; icon: LucideIcon; end: boolean }

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Drivers', to: paths.drivers, icon: Users, end: false },
  { label: 'Settings', to: paths.settings, icon: Settings, end: false },
]

/** Tailwind's `md`: from here the sidebar shows (and can collapse); below it, the drawer. */
export const WIDE_LAYOUT_QUERY = '(min-width: 48rem)'

export const isWideLayout = () => window.matchMedia(WIDE_LAYOUT_QUERY).matches

/** The desktop sidebar's id: the collapse button controls it; the drawer hands focus to it. */
export const SIDEBAR_ID = 'app-sidebar'

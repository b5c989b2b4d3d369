import { LoaderCircle, LogOut, Truck, UserRound } from 'lucide-react'
import { useEffect, type ReactElement } from 'react'
import { NavLink } from 'react-router-dom'
import { t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import { isWideLayout, navItems } from './nav-items'
import { useLogout } from './use-logout'
import { iconHints, useIconHints } from './use-icon-hints'

const itemClass =
  'flex h-9 w-full min-w-0 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-5 [&_svg]:shrink-0'

export function AppSidebar({
  collapsible = false,
  collapsed = false,
  onNavigate,
}: {
  /** The desktop sidebar: CSS hides its labels while <html> says it is collapsed. */
  collapsible?: boolean
  collapsed?: boolean
  onNavigate?: () => void
}) {
  const { logout, isLoggingOut } = useLogout()
  const labelClass = collapsible ? 'truncate sidebar-collapsed:sr-only' : 'truncate'
  // Icons alone name nothing to sighted users, so the collapsed sidebar adds tooltips.
  const { hints, focusWithin } = useIconHints(collapsed)
  const hint = (label: string, control: ReactElement) =>
    hints ? <hints.IconHint label={label}>{control}</hints.IconHint> : control
  // Fetched once the screen is up, so collapsing later shows them at once.
  useEffect(() => {
    if (collapsible && isWideLayout()) iconHints.prefetch()
  }, [collapsible])

  const sidebar = (
    <div className="flex h-full flex-col gap-2 p-3" {...focusWithin}>
      <div className="flex h-10 items-center gap-2 px-1.5 font-semibold">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Truck className="size-4" aria-hidden="true" />
        </span>
        <span className={labelClass}>{t('app.name')}</span>
      </div>

      <nav aria-label={t('layout.mainNav')} className="flex-1">
        <ul className="flex flex-col gap-1">
          {navItems.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              {hint(
                t(label),
                <NavLink
                  to={to}
                  end={end}
                  data-focus-id={to}
                  onClick={onNavigate}
                  // A plain string (NavLink marks the active link with aria-current): the tooltip
                  // trigger's Slot cannot merge a className function.
                  className={cn(
                    itemClass,
                    'aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground',
                  )}
                >
                  <Icon aria-hidden="true" />
                  <span className={labelClass}>{t(label)}</span>
                </NavLink>,
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-1 border-t pt-3">
        {hint(
          t('layout.adminUser'),
          <div className={cn(itemClass, 'hover:bg-transparent hover:text-muted-foreground')}>
            <UserRound aria-hidden="true" />
            <span className={labelClass}>{t('layout.adminUser')}</span>
          </div>,
        )}
        {hint(
          t('layout.logout'),
          // Busy rather than disabled while signing out: a disabled button would drop keyboard focus.
          <button
            type="button"
            className={cn(itemClass, 'cursor-pointer aria-busy:cursor-progress')}
            onClick={isLoggingOut ? undefined : logout}
            aria-busy={isLoggingOut || undefined}
            aria-disabled={isLoggingOut || undefined}
          >
            {isLoggingOut ? (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            <span className={labelClass}>
              {t(isLoggingOut ? 'layout.signingOut' : 'layout.logout')}
            </span>
          </button>,
        )}
      </div>
    </div>
  )

  return hints ? <hints.IconHintProvider>{sidebar}</hints.IconHintProvider> : sidebar
}

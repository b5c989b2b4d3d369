import { LoaderCircle, LogOut, Truck, UserRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { NavLink } from 'react-router-dom'
import { t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import { isWideLayout, navItems } from './nav-items'
import { useLogout } from './use-logout'
import { dismissIconHint, iconHintBubble, iconHintHandlers } from './icon-hints'

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
  // Icons alone name nothing to sighted users, so the collapsed sidebar's name themselves.
  const hint = (label: string) => iconHintHandlers({ label, side: 'end' }, collapsed)
  // Fetched once the screen is up, so collapsing later shows them at once.
  useEffect(() => {
    if (collapsible && isWideLayout()) iconHintBubble.prefetch()
  }, [collapsible])
  // Expanded, the labels show: a hint left open says nothing more.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!collapsed) dismissIconHint(root.current)
  }, [collapsed])

  return (
    <div ref={root} className="flex h-full flex-col gap-2 p-3">
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
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                {...hint(t(label))}
                className={cn(
                  itemClass,
                  'aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground',
                )}
              >
                <Icon aria-hidden="true" />
                <span className={labelClass}>{t(label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-1 border-t pt-3">
        <div
          className={cn(itemClass, 'hover:bg-transparent hover:text-muted-foreground')}
          {...hint(t('layout.adminUser'))}
        >
          <UserRound aria-hidden="true" />
          <span className={labelClass}>{t('layout.adminUser')}</span>
        </div>
        {/* Busy rather than disabled while signing out: a disabled button would drop keyboard focus. */}
        <button
          type="button"
          className={cn(itemClass, 'cursor-pointer aria-busy:cursor-progress')}
          onClick={isLoggingOut ? undefined : logout}
          aria-busy={isLoggingOut || undefined}
          aria-disabled={isLoggingOut || undefined}
          {...hint(t('layout.logout'))}
        >
          {isLoggingOut ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          <span className={labelClass}>
            {t(isLoggingOut ? 'layout.signingOut' : 'layout.logout')}
          </span>
        </button>
      </div>
    </div>
  )
}

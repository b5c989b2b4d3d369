import { Truck } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { CenteredCardPage } from '@/components/layout/centered-card-page'
import { ScreenTitle } from '@/components/layout/screen-title'
import { buttonVariants } from '@/components/ui/button'
import { t } from '@/lib/i18n/translate'
import { openedForExpiredSession } from '@/lib/session/session-expired'
import { cn, useHydrated } from '@/lib/utils'
import { googleSignInUrl } from './google-sign-in'

export function LoginScreen() {
  // Known only in the browser, and only at /login itself, where a failed refresh sends the tab.
  const hydrated = useHydrated()
  const atLogin = useLocation().pathname === paths.login
  const expired = hydrated && atLogin && openedForExpiredSession()
  return (
    <CenteredCardPage>
      <ScreenTitle screen={t('auth.login.title')} />
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Truck className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{t('auth.login.heading')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('auth.login.intro')}</p>
      {/* A full page navigation: the server runs the Google sign-in and sets the session cookies. */}
      <a href={googleSignInUrl()} className={cn(buttonVariants(), 'mt-6 w-full')}>
        <GoogleMark />
        {t('auth.login.google')}
      </a>
      {/* Under the card, out of its flow: known only once the app runs, the word must not move
          the link a person is about to click (the card is centred, so growing it would). */}
      <p role="status" className="absolute inset-x-0 top-full mt-4 text-sm font-medium">
        {expired && t('api.sessionExpired')}
      </p>
    </CenteredCardPage>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  )
}

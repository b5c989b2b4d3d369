import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { CenteredCardPage } from '@/components/layout/centered-card-page'
import { ScreenTitle } from '@/components/layout/screen-title'
import { paths } from '@/config/paths'
import { formatNumber, t } from '@/lib/i18n/translate'

export function NotFoundScreen() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <CenteredCardPage>
      <ScreenTitle screen={t('screens.notFound')} />
      <h1 className="mb-2 text-4xl font-bold">{formatNumber(404, { useGrouping: false })}</h1>
      <p className="mb-4 text-xl text-muted-foreground">{t('errors.notFound.message')}</p>
      <Link
        to={paths.home}
        className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
      >
        {t('errors.notFound.home')}
      </Link>
    </CenteredCardPage>
  )
}

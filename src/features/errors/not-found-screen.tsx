import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { CenteredCardPage } from '@/components/layout/centered-card-page'
import { ScreenTitle } from '@/components/layout/screen-title'
import { paths } from '@/config/paths'

export function NotFoundScreen() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <CenteredCardPage>
      <ScreenTitle screen="Page not found" />
      <h1 className="mb-2 text-4xl font-bold">404</h1>
      <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link
        to={paths.home}
        className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
      >
        Return to Home
      </Link>
    </CenteredCardPage>
  )
}

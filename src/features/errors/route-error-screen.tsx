import { useEffect, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { isChunkLoadError, reloadForNewBuild, reloadsForNewBuild } from '@/lib/stale-build'
import { ScreenTitle } from '@/components/layout/screen-title'
import { paths } from '@/config/paths'
import { Button, buttonVariants } from '@/components/ui/button'
import { t } from '@/lib/i18n/translate'

export function RouteErrorScreen() {
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  const chunkMissing = isChunkLoadError(error)
  // A screen's code that will not load usually means a new build: reload once to fetch it.
  const reloading = reloadsForNewBuild(error)

  useEffect(() => {
    if (reloading) reloadForNewBuild()
    else console.error('This screen failed to render:', error)
  }, [error, reloading])

  // The page is about to reload: nothing to read meanwhile.
  if (reloading) return null
  if (chunkMissing) {
    return (
      <ErrorPanel
        heading={t('errors.chunk.heading')}
        explanation={t('errors.chunk.explanation')}
        action={
          <Button onClick={() => window.location.reload()}>{t('errors.chunk.reload')}</Button>
        }
      />
    )
  }
  return (
    <ErrorPanel
      heading={t('errors.crash.heading')}
      explanation={t('errors.crash.explanation')}
      action={
        <Button onClick={() => navigate(location, { replace: true })}>
          {t('errors.crash.retry')}
        </Button>
      }
    />
  )
}

function ErrorPanel({
  heading,
  explanation,
  action,
}: {
  heading: string
  explanation: string
  action: ReactNode
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <ScreenTitle screen={heading} />
      <h1 className="text-xl font-semibold">{heading}</h1>
      <p className="text-sm text-muted-foreground">{explanation}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {action}
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
          {t('errors.toDashboard')}
        </Link>
      </div>
    </div>
  )
}

import { useEffect, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { isChunkLoadError, reloadForNewBuild, reloadsForNewBuild } from '@/lib/stale-build'
import { ScreenTitle } from '@/components/layout/screen-title'
import { paths } from '@/config/paths'
import { Button, buttonVariants } from '@/components/ui/button'

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
        heading="This screen could not load"
        explanation="Fleet Admin may have been updated since this tab opened, or the connection dropped. Reload the page to get the latest version; your saved changes are kept."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    )
  }
  return (
    <ErrorPanel
      heading="Something went wrong"
      explanation="This screen hit an unexpected error and could not be shown. Nothing you saved was lost. Try again, or go back to the start."
      action={<Button onClick={() => navigate(location, { replace: true })}>Try again</Button>}
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
      <div className="flex gap-2">
        {action}
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
          Go to the dashboard
        </Link>
      </div>
    </div>
  )
}

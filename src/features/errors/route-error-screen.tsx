import { useEffect } from 'react'
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { ScreenTitle } from '@/components/layout/screen-title'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'

export function RouteErrorScreen() {
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    console.error('This screen failed to render:', error)
  }, [error])

  const retry = () => navigate(location, { replace: true })

  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <ScreenTitle screen="Something went wrong" />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">
        This screen hit an unexpected error and could not be shown. Nothing you saved was lost. Try
        again, or go back to the start.
      </p>
      <div className="flex gap-2">
        <Button onClick={retry}>Try again</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to home</Link>
        </Button>
      </div>
    </div>
  )
}

import {
  Component,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  type ErrorInfo,
  type ReactNode,
} from 'react'
import { markContentLoading } from '@/lib/start/content-loading'
import { t } from '@/lib/i18n/translate'
import { onAskedAgainAfter } from '@/lib/on-demand-module'
import { isChunkLoadError, reloadForNewBuild, reloadsForNewBuild } from '@/lib/stale-build'
import { Button } from './button'

type OnDemandProps = {
  children: ReactNode
  /** Shown while the code loads, and if it cannot (the button that opens a menu, say). */
  fallback?: ReactNode
  /** How a failure to load shows: a dialog saying so (the default), or nothing (a hint). */
  failure?: 'dialog' | 'quiet'
  /** The admin closed the failure's dialog: put back what opened the piece. */
  onDismiss?: () => void
}

/**
 * Suspense for content whose code loads on first use; shows `fallback` (nothing unless given) while
 * it loads, and says so. If the code cannot load (a build gone after a deployment, no connection),
 * only this piece fails: the tab reloads once for a new build when nothing on screen would be lost
 * (lib/stale-build.ts), else a dialog says the piece could not load and offers Reload. The next
 * time the admin asks for the piece (its module's load()), it is fetched again.
 */
export function OnDemand({ children, fallback, failure = 'dialog', onDismiss }: OnDemandProps) {
  return (
    <LoadFailureBoundary fallback={fallback} failure={failure} onDismiss={onDismiss}>
      <Suspense
        fallback={
          <>
            <Loading />
            {fallback}
          </>
        }
      >
        {children}
      </Suspense>
    </LoadFailureBoundary>
  )
}

function Loading() {
  useLayoutEffect(markContentLoading, [])
  return null
}

type BoundaryState = { error: Error | null; reloading: boolean; dismissed: boolean }

const NO_FAILURE: BoundaryState = { error: null, reloading: false, dismissed: false }

/**
 * Catches a piece's code failing to load (OnDemand's half);
 * any other error goes on to the screen's boundary.
 */
class LoadFailureBoundary extends Component<
  Omit<OnDemandProps, 'children'> & { children: ReactNode },
  BoundaryState
> {
  state = NO_FAILURE
  private stopWaiting: (() => void) | null = null

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error, reloading: reloadsForNewBuild(error), dismissed: false }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) return
    if (reloadsForNewBuild(error)) return reloadForNewBuild()
    console.error('Part of the page could not load:', error, info.componentStack)
    // Asked for again (opened again), the piece is fetched again.
    this.stopWaiting?.()
    this.stopWaiting = onAskedAgainAfter(error, () => this.setState(NO_FAILURE))
  }

  componentWillUnmount() {
    this.stopWaiting?.()
  }

  dismiss = () => {
    this.setState({ dismissed: true })
    this.props.onDismiss?.()
  }

  render() {
    const { error, reloading, dismissed } = this.state
    const { children, fallback, failure } = this.props
    if (!error) return children
    // Not a piece missing but a fault in it: the screen's error boundary says so.
    if (!isChunkLoadError(error)) throw error
    if (reloading || dismissed || failure === 'quiet') return fallback
    return (
      <>
        {fallback}
        <LoadFailedDialog onClose={this.dismiss} />
      </>
    )
  }
}

/**
 * Says a part of the page could not load, with Reload and Close. A native modal dialog: it needs no
 * code that might itself be missing.
 */
function LoadFailedDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const textId = useId()
  useLayoutEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('errors.part.heading')}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {t('errors.part.explanation')}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => dialog.current?.close()}>
          {t('ui.close')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('errors.chunk.reload')}</Button>
      </div>
    </dialog>
  )
}

import type { ToasterProps } from 'sonner'
import { OnDemand } from '@/components/ui/on-demand'
import { onDemandModule } from '@/lib/on-demand-module'
import type { ToastKind, ToastOptions } from './undo-toasts'

// Sonner (~10 kB gzip) arrives with the first toast instead of with the screen: most visits to
// Settings never show one. Sonner replays toasts raised before its Toaster subscribed.
const sonner = onDemandModule(() => import('./sonner'))
const Toaster = sonner.component('Toaster')

/** Where toasts appear; renders nothing until the first toast is raised. */
export function LazyToaster(props: ToasterProps) {
  if (!sonner.useRequested()) return null
  return (
    <OnDemand>
      <Toaster {...props} />
    </OnDemand>
  )
}

/**
 * How long a toast with Undo stays: time to read it and reach Undo by keyboard (Ctrl+Z, or sonner's
 * Alt+T); it stays while it holds focus or the pointer.
 */
export const UNDO_TOAST_MS = 10_000

/** Resolves once the toast is raised (its Undo then answers to Ctrl+Z), or could not be. */
function show(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  return sonner.load().then(
    ({ showToast }) => showToast(kind, message, options),
    (error: unknown) => console.error('Could not show the message:', message, error),
  )
}

export function toastSuccess(message: string, options?: ToastOptions): Promise<void> {
  return show('success', message, options)
}

export function toastError(message: string, options?: ToastOptions): Promise<void> {
  return show('error', message, options)
}

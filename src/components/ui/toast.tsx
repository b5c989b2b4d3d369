import type { ToasterProps } from 'sonner'
import { OnDemand } from '@/components/ui/on-demand'
import { onDemandModule } from '@/lib/on-demand-module'

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

/** How long a toast with Undo stays: time to read it and reach Undo by keyboard (sonner's Alt+T). */
export const UNDO_TOAST_MS = 10_000

type ToastOptions = {
  /** A second line, such as who the message is about. */
  description?: string
  /** A button in the toast, such as Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void }
  /** How long the toast stays, in ms (sonner's default is 4 s; hovering pauses it). */
  duration?: number
}

function show(kind: 'success' | 'error', message: string, options: ToastOptions = {}): void {
  sonner.load().then(
    ({ toast }) => toast[kind](message, options),
    (error: unknown) => console.error('Could not show the message:', message, error),
  )
}

export function toastSuccess(message: string, options?: ToastOptions): void {
  show('success', message, options)
}

export function toastError(message: string, options?: ToastOptions): void {
  show('error', message, options)
}

import { createStore } from '@/lib/store'

// How much on-demand content (a dialog, the palette) has been asked for and is still loading its
// code. The app is not settled while any is (app/boot/app-settled.ts): a key held after a click on
// Add Admin must find the dialog open, as it would have, not open the palette on top of it.

const loading = createStore(() => 0)

export const contentIsLoading = () => loading.get() > 0

/** Calls `listener` whenever content starts or ends loading; returns the unsubscribe. */
export const onContentLoadingChange = loading.subscribe

/** Counts one piece of content as loading; the returned function says it has shown. */
export function markContentLoading(): () => void {
  loading.set(loading.get() + 1)
  return () => loading.set(loading.get() - 1)
}

import { createListeners } from './listeners'

// How much on-demand content (a dialog, the palette) has been asked for and is still loading its
// code. The app is not settled while any is (app/boot/app-settled.ts): a key held after a click on
// Add Admin must find the dialog open, as it would have, not open the palette on top of it.

let loading = 0
const changes = createListeners()

export const contentIsLoading = () => loading > 0

/** Calls `listener` whenever content starts or ends loading; returns the unsubscribe. */
export const onContentLoadingChange = changes.subscribe

/** Counts one piece of content as loading; the returned function says it has shown. */
export function markContentLoading(): () => void {
  loading += 1
  changes.notify()
  return () => {
    loading -= 1
    changes.notify()
  }
}

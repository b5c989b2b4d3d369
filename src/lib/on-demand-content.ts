// How much on-demand content (a dialog, the palette) has been asked for and is still loading its
// code. The app is not settled while any is (app/boot/app-settled.ts): a key held after a click on
// Add Admin must find the dialog open, as it would have, not open the palette on top of it.

let loading = 0

export const contentIsLoading = () => loading > 0

/** Counts one piece of content as loading; the returned function says it has shown. */
export function markContentLoading(): () => void {
  loading += 1
  return () => void (loading -= 1)
}

/** Apple keyboards use ⌘ where others use Ctrl. */
export function isApplePlatform(userAgent = navigator.userAgent): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent)
}

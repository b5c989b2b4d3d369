import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * True while the page is printed: from `beforeprint` (a print dialog, a PDF) or print media (an
 * emulated one) until `afterprint`. Drawn at once, so paper gets what printing draws.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const media = window.matchMedia('print')
    const show = (next: boolean) => flushSync(() => setPrinting(next))
    const onBefore = () => show(true)
    const onAfter = () => show(false)
    const onMedia = (event: MediaQueryListEvent) => show(event.matches)
    window.addEventListener('beforeprint', onBefore)
    window.addEventListener('afterprint', onAfter)
    media.addEventListener('change', onMedia)
    return () => {
      window.removeEventListener('beforeprint', onBefore)
      window.removeEventListener('afterprint', onAfter)
      media.removeEventListener('change', onMedia)
    }
  }, [])
  return printing
}

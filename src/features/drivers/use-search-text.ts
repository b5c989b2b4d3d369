import { useEffect, useEffectEvent, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { useAppRouter } from '@/lib/start/app-router'
import { keepsSearchText } from '@/lib/drivers/driver-navigation'

/** The URL follows the search box once typing pauses this long. */
export const SEARCH_URL_DELAY_MS = 250

/**
 * The search box's text and its setter. The box shows what was typed, never a search read back
 * from the URL: on a slow device the router renders URL updates late, and an older one would
 * overwrite newer typing. The URL follows after a pause (`writeSearch`, which should replace the
 * history entry with KEEP_SEARCH_TEXT as its state); Back/Forward and navigations without that
 * state (lib/drivers/driver-navigation.ts) put the URL back in charge of the box.
 */
export function useSearchText(
  urlSearch: string,
  writeSearch: (text: string) => void,
): [string, (text: string) => void] {
  const location = useLocation()
  const navigationType = useNavigationType()
  const router = useAppRouter()
  const [typed, setTyped] = useState<string | null>(null)

  const [seenLocation, setSeenLocation] = useState(location.key)
  if (location.key !== seenLocation) {
    setSeenLocation(location.key)
    if (navigationType === 'POP' || !keepsSearchText(location.state)) setTyped(null)
  }

  const text = typed ?? urlSearch
  const pending = text !== urlSearch
  const write = useEffectEvent(() => writeSearch(text))
  useEffect(() => {
    if (!pending) return
    let timer: ReturnType<typeof setTimeout>
    const attempt = () => {
      // The router may be ahead of what React has rendered: never undo a navigation it has made
      // (re-rendering at the new location schedules this again), nor interrupt one under way.
      const live = router?.state
      if (live && live.location.key !== location.key) return
      if (live && live.navigation.state !== 'idle') timer = setTimeout(attempt, SEARCH_URL_DELAY_MS)
      else write()
    }
    timer = setTimeout(attempt, SEARCH_URL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pending, text, location.key, router])

  return [text, setTyped]
}

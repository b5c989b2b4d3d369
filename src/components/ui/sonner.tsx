import { useEffect, useRef, type FocusEvent } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { directionOf } from '@/config/languages'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { dialogIsOpen } from '@/lib/keyboard/open-dialog'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { isUndoKey } from '@/lib/keyboard/undo-key'
import { useTheme } from '@/lib/theme/theme-store'
import { holdUndoToasts, undoNewest } from './undo-toasts'

/** Below the sticky header (3.5rem). */
const TOP_OFFSET = '4.25rem'

const MIRRORED = {
  'top-left': 'top-right',
  'top-right': 'top-left',
  'bottom-left': 'bottom-right',
  'bottom-right': 'bottom-left',
  'top-center': 'top-center',
  'bottom-center': 'bottom-center',
} as const

// Loaded on demand through ./toast.tsx; import that, not this. `position` is as in a left-to-right
// page; a right-to-left one mirrors it.
function Toaster({ position = 'top-right', ...props }: ToasterProps) {
  const { theme } = useTheme()
  const dir = directionOf(currentLanguage())
  useUndoKey()
  const hold = useHold()
  return (
    <div className="contents" {...hold}>
      <Sonner
        theme={theme}
        richColors={false}
        closeButton={false}
        dir={dir}
        position={dir === 'rtl' ? MIRRORED[position] : position}
        offset={{ top: TOP_OFFSET }}
        mobileOffset={{ top: TOP_OFFSET }}
        containerAriaLabel={t('ui.notifications')}
        {...props}
      />
    </div>
  )
}

/** Ctrl+Z (⌘Z) presses the newest Undo on screen, unless typed into a field or under a dialog. */
function useUndoKey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isUndoKey(event, isApplePlatform()) || dialogIsOpen()) return
      if (undoNewest()) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

/** The Undo toasts stay while focus or the pointer is among the toasts. */
function useHold() {
  const within = useRef({ focus: false, pointer: false })
  const set = (part: 'focus' | 'pointer', inside: boolean) => {
    within.current[part] = inside
    holdUndoToasts(within.current.focus || within.current.pointer)
  }
  return {
    onFocus: () => set('focus', true),
    onBlur: (event: FocusEvent) =>
      !event.currentTarget.contains(event.relatedTarget) && set('focus', false),
    onPointerEnter: () => set('pointer', true),
    onPointerLeave: () => set('pointer', false),
  }
}

export { showToast } from './undo-toasts'
export { Toaster }

import { useRef, type FocusEvent } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { directionOf } from '@/config/languages'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { useTheme } from '@/lib/theme/theme-store'
import { holdUndoToasts } from './undo-toasts'

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

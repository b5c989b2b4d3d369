import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { directionOf } from '@/config/languages'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { useTheme } from '@/lib/theme/theme-store'

/** Below the sticky header (3.5rem). */
const TOP_OFFSET = '4.25rem'

// Loaded on demand through ./toast.tsx; import that, not this.
function Toaster(props: ToasterProps) {
  const { theme } = useTheme()
  const dir = directionOf(currentLanguage())
  return (
    <Sonner
      theme={theme}
      richColors={false}
      closeButton={false}
      dir={dir}
      // Under the header, at the inline end (the sidebar takes the start side): at the foot a toast
      // would cover the drivers' pagination and selection bar for its 10 seconds.
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      offset={{ top: TOP_OFFSET }}
      mobileOffset={{ top: TOP_OFFSET }}
      containerAriaLabel={t('ui.notifications')}
      {...props}
    />
  )
}

export { toast } from 'sonner'
export { Toaster }

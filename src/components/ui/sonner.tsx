import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { directionOf } from '@/config/languages'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { useTheme } from '@/lib/theme/theme-store'

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
      // The inline-end corner, as the sidebar takes the start side.
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t('ui.notifications')}
      {...props}
    />
  )
}

export { toast } from 'sonner'
export { Toaster }

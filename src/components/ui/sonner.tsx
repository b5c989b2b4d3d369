import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { useTheme } from '@/lib/theme/use-theme'

function Toaster(props: ToasterProps) {
  const { theme } = useTheme()
  return <Sonner theme={theme} richColors={false} closeButton={false} {...props} />
}

export { Toaster }

import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { useTheme } from '@/lib/theme/theme-store'

// Loaded on demand through ./toast.tsx; import that, not this.
function Toaster(props: ToasterProps) {
  const { theme } = useTheme()
  return <Sonner theme={theme} richColors={false} closeButton={false} {...props} />
}

export { toast } from 'sonner'
export { Toaster }

import { Moon, Sun } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n/translate'
import { useTheme } from '@/lib/theme/theme-store'
import { iconHintHandlers } from './icon-hints'

export function ThemeToggle({
  hinted = false,
}: {
  /** Whether the button names itself in a hint (the header's, where the pointer hovers). */
  hinted?: boolean
}) {
  const { theme, toggleTheme } = useTheme()
  const label = t(theme === 'dark' ? 'layout.lightTheme' : 'layout.darkTheme')
  return (
    <Button
      variant="ghost"
      size="icon"
      {...iconHintHandlers({ label, side: 'bottom' }, hinted)}
      onClick={toggleTheme}
      aria-label={label}
    >
      {/* Both drawn, CSS shows one: right in the prerendered markup before the theme is read. */}
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
    </Button>
  )
}

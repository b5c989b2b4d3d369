import { Moon, Sun } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n/translate'
import { useTheme } from '@/lib/theme/theme-store'

export function ThemeToggle({
  withHint = (_label, button) => button,
}: {
  /** Wraps the button in a tooltip that reads `label` (the header's, once loaded). */
  withHint?: (label: string, button: ReactElement) => ReactNode
}) {
  const { theme, toggleTheme } = useTheme()
  const label = t(theme === 'dark' ? 'layout.lightTheme' : 'layout.darkTheme')
  return withHint(
    label,
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      data-focus-id="theme-toggle"
    >
      {/* Both drawn, CSS shows one: right in the prerendered markup before the theme is read. */}
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
    </Button>,
  )
}

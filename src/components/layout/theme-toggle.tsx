import { Moon, Sun } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useTheme } from '@/lib/theme/theme-store'

export function ThemeToggle({
  withHint = (_label, button) => button,
}: {
  /** Wraps the button in a tooltip that reads `label` (the header's, once loaded). */
  withHint?: (label: string, button: ReactElement) => ReactNode
}) {
  const { theme, toggleTheme } = useTheme()
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
  return withHint(
    label,
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label}>
      {/* Both drawn, CSS shows one: right in the prerendered markup before the theme is read. */}
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
    </Button>,
  )
}

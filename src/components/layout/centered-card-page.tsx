import type { ReactNode } from 'react'
import { LanguageSelect } from './language-select'

/**
 * A single card in the middle of the page (login, not found), with the language control in the
 * top corner. The page sits a step below the card in both themes, as the dashboard's cards do: grey
 * behind white in light, near-black behind the card grey in dark.
 */
export function CenteredCardPage({ children }: { children: ReactNode }) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-muted p-4 dark:bg-background">
      <LanguageSelect className="absolute end-4 top-4" />
      <div className="relative w-full max-w-sm rounded-lg border bg-card p-8 text-center text-card-foreground shadow-sm">
        {children}
      </div>
    </main>
  )
}

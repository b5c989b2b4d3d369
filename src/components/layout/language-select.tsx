import { Languages } from 'lucide-react'
import { languageNames, languages, PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'
import { chooseLanguage } from '@/lib/i18n/language-choice'
import { savedLanguage } from '@/lib/i18n/pick-language'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'

/** The pseudo-language is offered where it exists: `npm run dev`, never a build. */
const offered: readonly AppLanguage[] = import.meta.env.DEV
  ? [...languages, PSEUDO_LANGUAGE]
  : languages

/**
 * The language control: a native select, so it works on every device and before the app runs (the
 * early-events replay hands a change over). Each language is named in itself; the control's name
 * keeps the word "Language" in every language. On a phone only its icon shows.
 */
export function LanguageSelect({ className }: { className?: string }) {
  return (
    <div className={cn('relative inline-flex shrink-0 items-center', className)}>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 size-4 text-muted-foreground"
      />
      <select
        aria-label={t('language.label')}
        title={t('language.label')}
        defaultValue={currentLanguage()}
        onChange={(event) => {
          const language = savedLanguage(event.target.value, true)
          if (language && language !== currentLanguage()) chooseLanguage(language)
        }}
        className="h-9 w-9 cursor-pointer appearance-none rounded-md border-0 bg-transparent ps-9 text-sm text-transparent hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:w-auto sm:border sm:border-input sm:pe-3 sm:text-foreground"
      >
        {offered.map((language) => (
          <option key={language} value={language} lang={language} className="text-foreground">
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  )
}

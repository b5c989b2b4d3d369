import { t } from '@/lib/i18n/translate'

/** The modifier as the keyboard prints it: ⌘ on Apple's; Ctrl on others (a German one says Strg). */
export const modifierKeyName = (apple: boolean): string => (apple ? '⌘' : t('shortcuts.key.ctrl'))

/** Alt as the keyboard prints it: ⌥ (Option) on Apple's, Alt on others, in every language. */
export const altKeyName = (apple: boolean): string => (apple ? '⌥' : 'Alt')

/** A modifier shortcut as written in text ('Ctrl+K', '⌘K'); `joiner` for a key cap's ' '. */
export const modifierShortcut = (apple: boolean, key: string, joiner = '+'): string =>
  apple ? `⌘${key}` : `${modifierKeyName(false)}${joiner}${key}`

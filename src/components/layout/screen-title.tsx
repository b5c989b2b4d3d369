import { t } from '@/lib/i18n/translate'

/** 'Drivers' → 'Drivers · Fleet Admin': the screen first, so a row of tabs tells them apart. */
export function screenTitle(screen: string): string {
  return t('screens.title', { screen })
}

/**
 * Names the screen in the browser tab (WCAG 2.4.2); React 19 moves <title> into <head>. `screen`
 * is already in the page's language (`t('screens.drivers')`).
 */
export function ScreenTitle({ screen }: { screen: string }) {
  return <title>{screenTitle(screen)}</title>
}

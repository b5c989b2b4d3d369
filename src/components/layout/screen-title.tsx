export const APP_NAME = 'Fleet Admin'

/** 'Drivers' → 'Drivers · Fleet Admin': the screen first, so a row of tabs tells them apart. */
export function screenTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`
}

/** Names the screen in the browser tab (WCAG 2.4.2); React 19 moves <title> into <head>. */
export function ScreenTitle({ screen }: { screen: string }) {
  return <title>{screenTitle(screen)}</title>
}

// The app's own cookies (config/stored-names.ts), read and written by pages; the preview server
// (scripts/vite-plugins.ts) reads them in Node, so nothing here may import anything.

/** A cookie's value by its exact name, or null. */
export function readCookie(name: string, cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return null
}

/** Writes a cookie for every page of the app; `Secure` wherever the page itself is https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

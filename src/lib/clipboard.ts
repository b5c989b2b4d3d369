/** Rejects where the browser offers no clipboard (a page not served over HTTPS, say). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available on this page')
  await navigator.clipboard.writeText(text)
}

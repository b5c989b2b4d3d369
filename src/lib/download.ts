/** Saves text as a file through the browser's own download, without a server round trip. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns: released later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

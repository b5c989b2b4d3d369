import { readFile } from 'node:fs/promises'
import { expect, signInWithButton, test } from './fixtures'

// Issue 55: the round trip an admin in Germany makes. Export, open the file in Excel, edit a name,
// save it as Excel's plain "CSV" (Windows-1252, semicolons, no byte-order mark), import it. What
// each step reads and writes alone: tests/lib/drivers/*.test.ts, the dialog's component test.

/** What Excel writes back: only the quotes a value needs (none here), Windows-1252 bytes. */
function asExcelSavesIt(records: string[]): Buffer {
  const text = records.map((record) => record.replaceAll('"', '')).join('\r\n') + '\r\n'
  // Windows-1252 is Latin-1 from 0xA0 on, where ü (0xFC) and ß (0xDF) are.
  const codes = [...text].map((character) => character.charCodeAt(0))
  expect(codes.every((code) => code < 0x80 || (code >= 0xa0 && code <= 0xff))).toBe(true)
  return Buffer.from(text, 'latin1')
}

test('German Excel’s plain CSV of an exported list, a name edited to Jürgen Groß, imports with its letters', async ({
  page,
}) => {
  await signInWithButton(page)
  await page.getByRole('link', { name: 'Drivers' }).click()
  // The language is chosen on the drivers screen, as a person sees it: it reloads the page shown.
  await expect(page).toHaveURL('/dashboard/drivers')
  await page.getByRole('combobox', { name: /Language/ }).selectOption('Deutsch')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV exportieren' }).click()
  const exported = await readFile(await (await downloading).path())
  // A byte-order mark, then semicolons: a German Excel opens it in columns.
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const records = exported.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(records[0]).toBe('ID;Name;E-Mail;Telefon;Status;Fahrten;Bewertung')

  // In Excel: the first driver becomes a new one, Jürgen Groß (every other row is in the list).
  const [id, , , ...rest] = records[1]!.split(';')
  records[1] = [id, 'Jürgen Groß', 'juergen.gross@example.de', ...rest].join(';')

  await page.getByRole('button', { name: 'CSV importieren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Fahrer importieren' })
  await dialog
    .getByLabel('CSV-Datei')
    .setInputFiles({ name: 'drivers.csv', mimeType: 'text/csv', buffer: asExcelSavesIt(records) })
  await expect(dialog.getByText('Gelesen als Windows-1252 (Westeuropäisch)')).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('1 Fahrer wird hinzugefügt')
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText('Jürgen Groß')
  await dialog.getByRole('button', { name: '1 Fahrer importieren' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('searchbox', { name: 'Fahrer suchen' }).fill('Jürgen')
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByRole('table').locator('tbody tr')).toContainText('Jürgen Groß')
  await expect(page.getByRole('table').locator('tbody tr')).toContainText(
    'juergen.gross@example.de',
  )
})

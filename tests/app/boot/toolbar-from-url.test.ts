// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { showUrlInToolbar } from '@/app/boot/toolbar-from-url'

// The parser adds the toolbar piece by piece; the observer's callbacks run between the pieces.
const parsed = () => new Promise((resolve) => setTimeout(resolve))

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-url-field=${name}]`)!

function addToolbar(statusOptions = ['all', 'active', 'inactive']) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<input data-url-field="search" value="">
     <select data-url-field="status">${statusOptions.map((v) => `<option value="${v}">${v}</option>`).join('')}</select>
     <select data-url-field="sort"><option value="">Original</option><option value="rating:desc">Best</option></select>`,
  )
}

afterEach(() => document.body.replaceChildren())

describe('the drivers toolbar shown from the URL before the app runs', () => {
  it('fills the search, status and sort with the URL’s values as they are parsed', async () => {
    showUrlInToolbar(document, '?q=garcia&status=inactive&sort=rating&dir=desc')
    addToolbar()
    await parsed()

    expect(field('search').value).toBe('garcia')
    expect(field('status').value).toBe('inactive')
    expect(field('sort').value).toBe('rating:desc')
  })

  it('fills a select once the option it needs has been parsed', async () => {
    showUrlInToolbar(document, '?status=inactive')
    addToolbar(['all', 'active'])
    await parsed()
    expect(field('status').value).toBe('all')

    field('status').insertAdjacentHTML('beforeend', '<option value="inactive">inactive</option>')
    await parsed()
    expect(field('status').value).toBe('inactive')
  })

  it('shows what the app would read from an unreadable query: its defaults', async () => {
    showUrlInToolbar(document, '?status=gone&sort=colour')
    addToolbar()
    await parsed()

    expect(field('status').value).toBe('all')
    expect(field('sort').value).toBe('')
  })

  it('leaves what the visitor typed once it has filled a field', async () => {
    showUrlInToolbar(document, '?q=garcia')
    addToolbar()
    await parsed()
    field('search').value = 'garc'
    document.body.append(document.createElement('p'))
    await parsed()

    expect(field('search').value).toBe('garc')
  })

  it('stops watching once the document is parsed', async () => {
    showUrlInToolbar(document, '?q=garcia')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    addToolbar()
    await parsed()

    expect(field('search').value).toBe('')
  })
})

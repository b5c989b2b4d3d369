import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdKeysUntilDialogOpens } from '@/lib/keyboard/hold-keys'

// Keys typed while a dialog's code loads reach the dialog once it has focus, in order.

/** A dialog's code on its way: resolve or fail it when the test says. */
function dialogCode() {
  let arrive!: () => void
  let fail!: () => void
  const opening = new Promise<void>((resolve, reject) => {
    arrive = resolve
    fail = () => reject(new Error('chunk missing'))
  })
  return { opening, arrive, fail }
}

/** What the dialog renders once its code is there: an open dialog with a form. */
function showDialog(): { name: HTMLInputElement; email: HTMLInputElement; form: HTMLFormElement } {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div role="dialog" data-state="open"><form>
       <input name="name" aria-label="Name"><input name="email" type="email" aria-label="Email">
     </form></div>`,
  )
  const form = document.querySelector('form')!
  return {
    form,
    name: form.querySelector('[name="name"]')!,
    email: form.querySelector('[name="email"]')!,
  }
}

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('keys typed while a dialog opens', () => {
  it('reach its field once it has focus: every letter, in order, none elsewhere', async () => {
    const user = userEvent.setup()
    document.body.innerHTML = '<input aria-label="Search drivers">'
    const search = document.querySelector('input')!
    search.focus()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)

    await user.keyboard('Mouse Usex{Backspace}r')
    expect(search).toHaveValue('')

    code.arrive()
    await code.opening
    const { name } = showDialog()
    name.focus()
    await vi.waitFor(() => expect(name).toHaveValue('Mouse User'))
    expect(search).toHaveValue('')

    // Held no longer: the next key is typed as usual.
    await user.keyboard('!')
    expect(name).toHaveValue('Mouse User!')
  })

  it('give the app the keys it handles, and submit the form on Enter', async () => {
    const user = userEvent.setup()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('Ada{Enter}')

    code.arrive()
    await code.opening
    const { name, form } = showDialog()
    const seen: string[] = []
    form.addEventListener('keydown', (event) => seen.push(event.key))
    const submitted = new Promise<string>((resolve) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        resolve(name.value)
      }),
    )
    name.focus()

    expect(await submitted).toBe('Ada')
    expect(seen).toEqual(['A', 'd', 'a', 'Enter'])
  })

  it('type into a field without a caret (e-mail) at its end', async () => {
    const user = userEvent.setup()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('a@b.io')

    code.arrive()
    await code.opening
    const { email } = showDialog()
    email.focus()

    await vi.waitFor(() => expect(email).toHaveValue('a@b.io'))
  })

  it('are dropped when the code fails to load, and typing goes on as usual', async () => {
    const user = userEvent.setup()
    document.body.innerHTML = '<input aria-label="Search drivers">'
    const search = document.querySelector('input')!
    search.focus()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('lost')

    code.fail()
    await code.opening.catch(() => {})
    await user.keyboard('typed')

    expect(search).toHaveValue('typed')
  })

  it('are dropped when the dialog never takes focus, rather than held for ever', async () => {
    vi.useFakeTimers()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    const held = new KeyboardEvent('keydown', { key: 'x', cancelable: true })
    window.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)

    code.arrive()
    await vi.advanceTimersByTimeAsync(2000)
    const later = new KeyboardEvent('keydown', { key: 'y', cancelable: true })
    window.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it('wait for the dialog the first hold is for: a second hold meanwhile changes nothing', async () => {
    const user = userEvent.setup()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('ab')
    holdKeysUntilDialogOpens(new Promise(() => {}))
    await user.keyboard('c')

    code.arrive()
    await code.opening
    const { name } = showDialog()
    name.focus()

    await vi.waitFor(() => expect(name).toHaveValue('abc'))
  })
})

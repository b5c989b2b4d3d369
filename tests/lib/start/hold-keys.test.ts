// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdKeysUntilDialogOpens } from '@/lib/start/hold-keys'

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
    document.body.innerHTML = '<input aria-label="Search drivers">'
    const search = document.querySelector('input')!
    search.focus()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    const held = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true })
    search.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)

    code.arrive()
    await vi.advanceTimersByTimeAsync(2000)
    // Not typed where focus happens to be.
    expect(search).toHaveValue('')
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

describe('what a replayed key does, as the browser would have', () => {
  /** Holds keys, types `keys`, then opens a dialog built from `html` and focuses `focus` in it. */
  async function typeIntoDialog(
    keys: string,
    html: string,
    focus = 'input',
    prepare: (target: HTMLElement) => void = () => {},
  ) {
    const user = userEvent.setup()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard(keys)
    code.arrive()
    await code.opening
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="dialog" data-state="open">${html}</div>`,
    )
    const target = document.querySelector<HTMLElement>(`[role="dialog"] ${focus}`)!
    target.focus()
    prepare(target)
    // The replay follows the task that moved focus.
    await new Promise((resolve) => setTimeout(resolve))
    return target
  }

  it('Backspace deletes the selection, or the letter before the caret, and nothing at the start', async () => {
    const field = (await typeIntoDialog(
      '{Backspace}ab{Backspace}c',
      '<input aria-label="Name">',
    )) as HTMLInputElement
    expect(field.value).toBe('ac')
    expect(field.selectionStart).toBe(2)
  })

  it('Backspace at the start deletes nothing; with text selected, deletes just that', async () => {
    const atStart = await typeIntoDialog('{Backspace}', '<input value="xy">', 'input', (field) =>
      (field as HTMLInputElement).setSelectionRange(0, 0),
    )
    expect(atStart).toHaveValue('xy')
    document.body.replaceChildren()

    const selected = await typeIntoDialog('{Backspace}', '<input value="wxyz">', 'input', (field) =>
      (field as HTMLInputElement).setSelectionRange(1, 3),
    )
    expect(selected).toHaveValue('wz')
  })

  it('Enter or Space on a button presses it', async () => {
    const clicks: string[] = []
    const press = (event: Event) => clicks.push((event.target as HTMLElement).textContent ?? '')
    document.addEventListener('click', press)
    await typeIntoDialog('{Enter} ', '<button>Cancel</button>', 'button')
    document.removeEventListener('click', press)

    expect(clicks).toEqual(['Cancel', 'Cancel'])
  })

  it('Enter in a field outside a form types nothing and presses nothing', async () => {
    const clicks: EventTarget[] = []
    const press = (event: Event) => event.target && clicks.push(event.target)
    document.addEventListener('click', press)
    const field = await typeIntoDialog('x{Enter}', '<input aria-label="Note">')
    document.removeEventListener('click', press)

    expect(field).toHaveValue('x')
    expect(clicks).toEqual([])
  })

  it('a key the app handled (its own Escape) is left at that', async () => {
    const user = userEvent.setup()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('{Escape}q')
    code.arrive()
    await code.opening
    const { name } = showDialog()
    name.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault())
    name.focus()

    await vi.waitFor(() => expect(name).toHaveValue('q'))
  })

  it('with Ctrl, Alt or ⌘ held, a letter is a command, not text', async () => {
    const field = (await typeIntoDialog(
      '{Control>}a{/Control}{Alt>}b{/Alt}{Meta>}c{/Meta}d',
      '<input aria-label="Name">',
    )) as HTMLInputElement
    expect(field.value).toBe('d')
  })

  it('Tab and Shift+Tab move round the dialog’s controls, as its focus trap does', async () => {
    // jsdom lays nothing out: every control counts as shown.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      {},
    ] as unknown as DOMRectList)
    // First, Third, OK and round again (Second is out of the tab order), then back one.
    const first = await typeIntoDialog(
      'a{Tab}b{Tab}{Tab}{Tab}{Shift>}{Tab}{/Shift}c',
      '<input aria-label="First"><input aria-label="Second" tabindex="-1"><input aria-label="Third"><button>OK</button>',
    )
    const [, second, third] = document.querySelectorAll('input')
    expect(first).toHaveValue('ac')
    expect(second).toHaveValue('')
    expect(third).toHaveValue('b')
    expect(first).toHaveFocus()
  })

  it('from the dialog itself, Shift+Tab goes to its last control and Tab to its first', async () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      {},
    ] as unknown as DOMRectList)
    const controls = '<input aria-label="First"><input aria-label="Second"><button>OK</button>'
    const dialog = (html: string) => `<div tabindex="-1" data-focus-me>${html}</div>`
    await typeIntoDialog('{Shift>}{Tab}{/Shift}', dialog(controls), '[data-focus-me]')
    expect(document.activeElement).toHaveTextContent('OK')
    document.body.replaceChildren()
    await typeIntoDialog('{Tab}', dialog(controls), '[data-focus-me]')
    expect(document.activeElement).toHaveAccessibleName('First')
  })

  it('a dialog with focus already when its code is there gets the keys at once', async () => {
    const { name } = showDialog()
    holdKeysUntilDialogOpens(Promise.resolve())
    name.focus()
    // Pressed before the code's promise has even settled.
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', bubbles: true, cancelable: true }))

    await vi.waitFor(() => expect(name).toHaveValue('z'))
  })

  it('wait for the code even when focus enters another open dialog meanwhile', async () => {
    const user = userEvent.setup()
    const { name } = showDialog()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('ab')
    name.focus()
    await new Promise((resolve) => setTimeout(resolve))
    expect(name).toHaveValue('')

    code.arrive()
    await vi.waitFor(() => expect(name).toHaveValue('ab'))
  })

  it('opened from inside another dialog (Edit in a panel), waits for the new one to take focus', async () => {
    const user = userEvent.setup()
    document.body.innerHTML =
      '<div role="dialog" data-state="open"><button type="button">Edit</button></div>'
    document.querySelector('button')!.focus()
    const code = dialogCode()
    holdKeysUntilDialogOpens(code.opening)
    await user.keyboard('Jo')
    code.arrive()
    await code.opening
    await new Promise((resolve) => setTimeout(resolve))

    const { name } = showDialog()
    name.focus()
    await vi.waitFor(() => expect(name).toHaveValue('Jo'))
  })

  it('lone modifiers and an IME’s composition are not held', () => {
    holdKeysUntilDialogOpens(new Promise(() => {}))
    const shift = new KeyboardEvent('keydown', { key: 'Shift', cancelable: true })
    const composing = new KeyboardEvent('keydown', {
      key: 'a',
      isComposing: true,
      cancelable: true,
    })
    const up = new KeyboardEvent('keyup', { key: 'a', cancelable: true })
    for (const event of [shift, composing, up]) window.dispatchEvent(event)

    expect([shift, composing, up].map((event) => event.defaultPrevented)).toEqual([
      false,
      false,
      true,
    ])
  })
})

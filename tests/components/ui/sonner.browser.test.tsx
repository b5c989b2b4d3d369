import { render, screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast, Toaster } from '@/components/ui/sonner'

// The toasts in real Chromium: an Undo toast stays while it holds focus or the pointer, and
// Ctrl+Z presses the newest Undo on screen. Which key is Undo where: tests/lib/keyboard.

/** The toast's time; the clock is faked while a toast is held, so no test waits it out. */
const DURATION = 1500

function showUndoToast(message: string, duration = DURATION) {
  const undo = vi.fn()
  showToast('success', message, { action: { label: 'Undo', onClick: undo }, duration })
  return undo
}

/**
 * `ms` pass on the toasts' clock (sonner shows, updates and closes a toast in a setTimeout), then
 * the page draws what they did.
 */
async function pass(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
}

const gone = (message: string) =>
  vi.waitFor(() => expect(screen.queryByText(message)).toBeNull(), { timeout: 3000 })

function renderToaster() {
  render(
    <>
      <button type="button">Elsewhere</button>
      <input aria-label="Note" />
      <Toaster />
    </>,
  )
}

describe('an Undo toast stays while it is held', () => {
  // Only setTimeout is faked: focus, the pointer and drawing are Chromium's own. (Testing Library's
  // findBy waits on a setTimeout: getBy once the clock has moved.)
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('while its Undo has focus, then closes in its own time once focus leaves', async () => {
    renderToaster()
    showUndoToast('Removed Maria Garcia')
    await pass(0)
    const undo = screen.getByRole('button', { name: 'Undo' })
    undo.focus()
    // Twice its time, held: still there.
    await pass(DURATION * 2)
    expect(screen.getByText('Removed Maria Garcia')).toBeVisible()

    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    // Its time again once let go: not at once, then gone.
    await pass(DURATION / 2)
    expect(screen.getByText('Removed Maria Garcia')).toBeVisible()
    await pass(DURATION * 2)
    await gone('Removed Maria Garcia')
  })

  it('while the pointer is on it, then closes once the pointer leaves', async () => {
    renderToaster()
    showUndoToast('Removed James Smith')
    await pass(0)
    const toast = screen.getByText('Removed James Smith')
    await userEvent.hover(toast)
    await pass(DURATION * 2)
    expect(screen.getByText('Removed James Smith')).toBeVisible()

    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }))
    await pass(DURATION / 2)
    expect(screen.getByText('Removed James Smith')).toBeVisible()
    await pass(DURATION * 2)
    await gone('Removed James Smith')
  })
})

describe('Ctrl+Z', () => {
  it('presses the newest Undo on screen and closes its toast, then the one before', async () => {
    renderToaster()
    const first = showUndoToast('Removed Maria Garcia', 10_000)
    await screen.findByText('Removed Maria Garcia')
    const second = showUndoToast('Removed James Smith', 10_000)
    await screen.findByText('Removed James Smith')
    screen.getByRole('button', { name: 'Elsewhere' }).focus()

    await userEvent.keyboard('{Control>}z{/Control}')
    expect(second).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
    await gone('Removed James Smith')
    expect(screen.getByText('Removed Maria Garcia')).toBeVisible()

    await userEvent.keyboard('{Control>}z{/Control}')
    expect(first).toHaveBeenCalledOnce()
    expect(second).toHaveBeenCalledOnce()
  })

  it('leaves typing in a field, and a page under a dialog, alone', async () => {
    renderToaster()
    const undo = showUndoToast('Removed Maria Garcia', 10_000)
    await screen.findByText('Removed Maria Garcia')

    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }))
    await userEvent.keyboard('ab{Control>}z{/Control}')
    expect(undo).not.toHaveBeenCalled()

    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(undo).not.toHaveBeenCalled()

    dialog.remove()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(undo).toHaveBeenCalledOnce()
  })
})

import { render, screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { showToast, Toaster } from '@/components/ui/sonner'

// The toasts in real Chromium: an Undo toast stays while it holds focus or the pointer, and
// Ctrl+Z presses the newest Undo on screen. Which key is Undo where: tests/lib/keyboard.

/** Short, so the time a toast is held outlasts it; long enough for it to come to rest first. */
const DURATION = 1500

function showUndoToast(message: string, duration = DURATION) {
  const undo = vi.fn()
  showToast('success', message, { action: { label: 'Undo', onClick: undo }, duration })
  return undo
}

/** `message` shows, then stays on screen for `forMs`: polled, never slept. */
async function expectShownFor(message: string, forMs: number) {
  await vi.waitFor(() => expect(screen.getByText(message)).toBeVisible())
  const until = Date.now() + forMs
  do {
    expect(screen.getByText(message)).toBeVisible()
    await new Promise((next) => setTimeout(next, 50))
  } while (Date.now() < until)
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
  it('while its Undo has focus, then closes in its own time once focus leaves', async () => {
    renderToaster()
    showUndoToast('Removed Maria Garcia')
    const undo = await screen.findByRole('button', { name: 'Undo' })
    undo.focus()
    await expectShownFor('Removed Maria Garcia', DURATION * 2)

    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await gone('Removed Maria Garcia')
  })

  it('while the pointer is on it, then closes once the pointer leaves', async () => {
    renderToaster()
    showUndoToast('Removed James Smith')
    const toast = await screen.findByText('Removed James Smith')
    await userEvent.hover(toast)
    await expectShownFor('Removed James Smith', DURATION * 2)

    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }))
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

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { countConnectedAsOnScreen } from '../../support/jsdom'

beforeEach(countConnectedAsOnScreen)

/** A dialog opened by a plain button (no Radix trigger), as every dialog of the app is. */
function Opened({
  removeOpener = false,
  onCloseAutoFocus,
}: {
  removeOpener?: boolean
  onCloseAutoFocus?: (event: Event) => void
}) {
  const [open, setOpen] = useState(false)
  const [gone, setGone] = useState(false)
  return (
    <>
      <main id="main" tabIndex={-1} />
      <button type="button">Elsewhere</button>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          focusFallback={() => screen.getByRole('button', { name: 'Elsewhere', hidden: true })}
        >
          <DialogTitle>Question</DialogTitle>
          {/* As a row's Delete button goes with the row it deleted. */}
          {removeOpener && (
            <button type="button" onClick={() => setGone(true)}>
              Remove the opener
            </button>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}

async function openAndEscape(ui: React.ReactElement) {
  const user = userEvent.setup()
  render(ui)
  await user.click(screen.getByRole('button', { name: 'Open' }))
  expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument()
  const remove = screen.queryByRole('button', { name: 'Remove the opener' })
  if (remove) await user.click(remove)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
}

describe('a dialog gives focus back', () => {
  it('to what had it when it opened', async () => {
    await openAndEscape(<Opened />)
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('to its fallback when that is gone', async () => {
    await openAndEscape(<Opened removeOpener />)
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
  })

  it('nowhere of its own when the caller puts focus somewhere itself', async () => {
    const toMain = (event: Event) => {
      event.preventDefault()
      document.getElementById('main')!.focus()
    }
    await openAndEscape(<Opened onCloseAutoFocus={toMain} />)
    expect(document.getElementById('main')).toHaveFocus()
  })
})

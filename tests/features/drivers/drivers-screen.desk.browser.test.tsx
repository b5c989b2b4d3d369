import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/component'

// The drivers screen inside the app's layout (its toasts), as an admin at the desk uses it.

/** Two frames: what a click or a key sets going has drawn by then. */
const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

describe('the drivers screen at the desk', () => {
  it('with no matching drivers, Export CSV is disabled and says why; pressing it does nothing', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL')
    // The writer loaded beforehand: a press that did export would download within two frames.
    await import('@/features/drivers/export-drivers-csv')
    renderApp('/dashboard/drivers?q=nobody-by-this-name')
    // The first render of a file waits for the app's modules to be served.
    const exportButton = await screen.findByRole(
      'button',
      { name: 'Export CSV' },
      { timeout: 15_000 },
    )
    await vi.waitFor(() => expect(exportButton).toHaveAttribute('aria-disabled', 'true'), {
      timeout: 5000,
    })
    expect(exportButton).toHaveAccessibleDescription(
      'Nothing to export: no driver matches the search and filter.',
    )

    // It stays focusable, so keyboard users reach it and hear why; pressing it does nothing.
    exportButton.focus()
    await userEvent.keyboard('{Enter}')
    // A pointer click too: Playwright holds back from an aria-disabled control unless forced.
    await userEvent.click(exportButton, { force: true })
    await twoFrames()
    expect(exportButton).toHaveFocus()
    expect(screen.queryByText(/^Exported/)).toBeNull()
    expect(document.querySelector('[data-sonner-toast]')).toBeNull()
    expect(createObjectURL).not.toHaveBeenCalled()
  })
})

// @vitest-environment happy-dom
import * as sessionKeys from '@/config/stored-names/session-keys'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, lazy, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OnDemand } from '@/components/ui/on-demand'
import { contentIsLoading } from '@/lib/start/content-loading'
import { onDemandModule } from '@/lib/on-demand-module'
import { useSelectionOnScreen } from '@/lib/work-on-screen'
import { stubModalDialogs } from '../../support/jsdom'

/** A component whose code arrives when the test says. */
function heldComponent() {
  let arrive!: () => void
  const code = new Promise<{ default: () => string }>(
    (resolve) => (arrive = () => resolve({ default: () => 'the content' })),
  )
  return { Content: lazy(() => code), arrive }
}

describe('OnDemand', () => {
  it('shows nothing while the code loads, and says it is loading', async () => {
    const { Content, arrive } = heldComponent()
    const { container } = render(
      <OnDemand>
        <Content />
      </OnDemand>,
    )

    expect(container).toBeEmptyDOMElement()
    expect(contentIsLoading()).toBe(true)
    arrive()
    expect(await screen.findByText('the content')).toBeInTheDocument()
    expect(contentIsLoading()).toBe(false)
  })

  it('shows the fallback given while the code loads, then the content in its place', async () => {
    const { Content, arrive } = heldComponent()
    render(
      <OnDemand fallback={<button type="button">Columns</button>}>
        <Content />
      </OnDemand>,
    )

    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    expect(contentIsLoading()).toBe(true)
    arrive()
    expect(await screen.findByText('the content')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(contentIsLoading()).toBe(false)
  })
})

const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/piece-old.js')

/** A piece whose code is gone (a stale build) until `restore()`. */
function missingPiece() {
  let missing = true
  const importModule = vi.fn(async () => {
    if (missing) throw missingChunk()
    return { Piece: () => <p>the piece</p> }
  })
  const code = onDemandModule(importModule)
  return { code, Piece: code.component('Piece'), importModule, restore: () => (missing = false) }
}

/** A screen with a selection on it (the drivers ticked), which a reload would lose. */
function Selected() {
  useSelectionOnScreen(true)
  return <p>the screen</p>
}

describe('OnDemand, when the code cannot load', () => {
  beforeEach(() => {
    stubModalDialogs()
    sessionStorage.clear()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('says so in a dialog with Reload, in place of the piece only; nothing reloads while a selection is on screen', async () => {
    const { Piece } = missingPiece()
    render(
      <>
        <Selected />
        <OnDemand fallback={<button type="button">Views</button>}>
          <Piece />
        </OnDemand>
      </>,
    )

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This part of the page could not load',
    })
    expect(dialog).toHaveTextContent('The rest of the page still works')
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    // The screen and what opened the piece stay; the tab did not reload.
    expect(screen.getByText('the screen')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Views', hidden: true })).toBeInTheDocument()
    expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).toBeNull()
    expect(contentIsLoading()).toBe(false)
  })

  it('nothing reloads while a field holds text the URL does not keep', async () => {
    const { Piece } = missingPiece()
    render(
      <>
        <input aria-label="Name" defaultValue="Grace" />
        <OnDemand>
          <Piece />
        </OnDemand>
      </>,
    )

    expect(await screen.findByRole('alertdialog')).toBeInTheDocument()
    expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).toBeNull()
  })

  it('reloads the tab once for a new build when nothing on screen would be lost', async () => {
    const { Piece } = missingPiece()
    render(
      <OnDemand>
        <Piece />
      </OnDemand>,
    )

    // jsdom cannot reload; the stamp shows the reload was asked for.
    await waitFor(() =>
      expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).not.toBeNull(),
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('closed, gives back what opened it; asked for again, fetches the code again', async () => {
    const { code, Piece, importModule, restore } = missingPiece()
    const onDismiss = vi.fn()
    const user = userEvent.setup()
    render(
      <>
        <Selected />
        <OnDemand onDismiss={onDismiss}>
          <Piece />
        </OnDemand>
      </>,
    )
    const dialog = await screen.findByRole('alertdialog')
    // Drawn again while it shows (React retries a render that threw), it is not fetched again.
    expect(importModule).toHaveBeenCalledTimes(1)

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    restore()
    await act(() => code.load())
    expect(await screen.findByText('the piece')).toBeInTheDocument()
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('leaves a fault that is not missing code to the screen’s error boundary', async () => {
    const Broken = lazy(async () => ({
      default: (): ReactNode => {
        throw new Error('Piece exploded')
      },
    }))
    render(
      <ScreenBoundary>
        <OnDemand>
          <Broken />
        </OnDemand>
      </ScreenBoundary>,
    )

    expect(await screen.findByText('The screen failed: Piece exploded')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? (
      <p>The screen failed: {this.state.error.message}</p>
    ) : (
      this.props.children
    )
  }
}

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { OnDemand } from '@/components/ui/on-demand'
import { contentIsLoading } from '@/lib/content-loading'

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

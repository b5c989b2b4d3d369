import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LazyToaster, toastSuccess } from '@/components/ui/toast'
import { EVERY_LOOK, dressPage, expectNoAxeViolations } from '../../support/component'

// A toast as the dashboard layout shows one (its code loading with the first), in real Chromium.

describe('a toast has no WCAG 2.2 A/AA violations', () => {
  it.each(EVERY_LOOK)('%s theme, %s', async (theme, language) => {
    dressPage({ theme, language })
    render(<LazyToaster position="top-right" />)
    toastSuccess('Applications are now closed', { description: 'Demo Admin' })

    await expect.poll(() => screen.queryByText('Applications are now closed')).toBeVisible()
    expect(screen.getByText('Demo Admin')).toBeVisible()
    await expectNoAxeViolations()
  })
})

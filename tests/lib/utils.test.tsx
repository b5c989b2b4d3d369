// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from '@/components/ui/button'
import { DriverAvatar } from '@/features/drivers/driver-fields'
import { cn } from '@/lib/utils'

describe('cn', () => {
  it('lets a later class override an earlier one that sets the same thing', () => {
    expect(cn('text-xs font-semibold', 'text-base')).toBe('font-semibold text-base')
    expect(cn('inline-flex', 'hidden md:inline-flex')).toBe('hidden md:inline-flex')
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0')
  })

  it('keeps classes that do not conflict, and drops falsy values', () => {
    expect(cn('flex', false, undefined, { 'bg-muted': true, hidden: false }, 'text-sm')).toBe(
      'flex bg-muted text-sm',
    )
  })

  it('tells a custom colour apart from a text size', () => {
    expect(cn('text-xs', 'text-muted-foreground')).toBe('text-xs text-muted-foreground')
    expect(cn('bg-muted', 'bg-primary')).toBe('bg-primary')
  })

  it('keeps custom variants apart', () => {
    expect(cn('block', 'sidebar-collapsed:hidden')).toBe('block sidebar-collapsed:hidden')
  })
})

describe('an override passed to a component', () => {
  it('wins over the component’s own class', () => {
    const { container } = render(<DriverAvatar name="Maria Garcia" className="size-12 text-base" />)
    const avatar = container.firstElementChild!
    expect(avatar).toHaveClass('text-base', 'size-12')
    expect(avatar).not.toHaveClass('text-xs')
    expect(avatar).not.toHaveClass('size-8')
  })

  it('can hide a button below md', () => {
    const { getByRole } = render(<Button className="hidden md:inline-flex">Collapse</Button>)
    expect(getByRole('button', { name: 'Collapse', hidden: true })).not.toHaveClass('inline-flex')
  })
})

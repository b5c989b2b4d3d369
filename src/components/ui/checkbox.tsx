import type * as React from 'react'
import { cn } from '@/lib/utils'

function Checkbox({
  className,
  checked,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'checked'> & { checked: boolean | 'mixed' }) {
  const mixed = checked === 'mixed'
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      ref={(input) => {
        if (input) input.indeterminate = mixed
      }}
      checked={checked === true}
      aria-checked={mixed ? 'mixed' : undefined}
      className={cn('size-4 shrink-0 cursor-pointer accent-primary', className)}
      {...props}
    />
  )
}

export { Checkbox }

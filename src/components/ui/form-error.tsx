import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

function FormError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null
  return (
    <p
      data-slot="form-error"
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  )
}

export { FormError }

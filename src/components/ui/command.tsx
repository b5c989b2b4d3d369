import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Command as CommandPrimitive } from 'cmdk'
import type * as React from 'react'
import { DialogOverlay } from '@/components/ui/dialog'
import { useFocusedEscape } from '@/components/ui/dialog-escape'
import { useFocusReturn } from '@/components/ui/dialog-focus'
import { cn } from '@/lib/utils'

function Command({ className, ...props }: React.ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      data-slot="command"
      className={cn('flex min-h-0 flex-1 flex-col outline-none', className)}
      {...props}
    />
  )
}

function CommandDialog({
  title,
  open,
  onOpenChange,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  Pick<React.ComponentProps<typeof DialogPrimitive.Root>, 'open' | 'onOpenChange'> & {
    title: string
  }) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus })
  const escape = useFocusedEscape({ onEscapeKeyDown, onKeyDown }, () => onOpenChange?.(false))
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="command-dialog"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-x-0 top-[12dvh] z-50 mx-auto flex max-h-[76dvh] w-[calc(100%-2rem)] max-w-lg flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg',
            className,
          )}
          {...props}
          {...focusReturn}
          {...escape}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function CommandInput({
  activeId,
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Input> & { activeId: string | undefined }) {
  return (
    <CommandPrimitive.Input asChild {...props}>
      <input
        data-slot="command-input"
        dir="auto"
        aria-activedescendant={activeId}
        className={cn(
          'h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground',
          className,
        )}
      />
    </CommandPrimitive.Input>
  )
}

function CommandList({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      className={cn('min-h-0 flex-1 overflow-y-auto p-2 outline-none', className)}
      {...props}
    />
  )
}

function CommandEmpty({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty
      data-slot="command-empty"
      className={cn('px-2 py-6 text-center text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

function CommandGroup({
  heading,
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      data-slot="command-group"
      heading={
        <span className="block px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
          {heading}
        </span>
      }
      className={cn('pb-1', className)}
      {...props}
    />
  )
}

function CommandItem({
  id,
  selected,
  className,
  children,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Item> & { id: string; selected: boolean }) {
  return (
    <CommandPrimitive.Item asChild {...props}>
      <div
        id={id}
        aria-selected={selected}
        data-slot="command-item"
        className={cn(
          'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-2 text-sm',
          selected && 'bg-accent text-accent-foreground',
          className,
        )}
      >
        {children}
      </div>
    </CommandPrimitive.Item>
  )
}

export {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
}

import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { Check, ChevronRight, Circle } from 'lucide-react'
import { useRef, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'

function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" {...props} />
}

function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />
}

// A menu and its submenus alike: scrolls when taller than the room left in the window.
const MENU_CLASSES =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-32 overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-md'

function DropdownMenuContent({
  className,
  sideOffset = 4,
  startOnFirstItem = false,
  onFocus,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /**
   * Its first opening starts on the first item, as Radix starts a menu opened by keyboard: Radix
   * knows only keys pressed after it mounted, and a menu whose code loads on first use mounts
   * after the key that opened it.
   */
  startOnFirstItem?: boolean
}) {
  const firstItemPending = useRef(startOnFirstItem)
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(MENU_CLASSES, className)}
        onFocus={(event) => {
          onFocus?.(event)
          if (!firstItemPending.current || event.target !== event.currentTarget) return
          firstItemPending.current = false
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
            ?.focus()
        }}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  )
}

function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  )
}

// Every item alike: room at the start for a check or a radio dot, so all labels line up.
const ITEM_CLASSES =
  'relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 ps-8 pe-2 text-sm select-none focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50'

function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(ITEM_CLASSES, className)}
      {...props}
    />
  )
}

function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(ITEM_CLASSES, className)}
      {...props}
    >
      <span className="pointer-events-none absolute start-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  )
}

function DropdownMenuRadioGroup(props: ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />
}

function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(ITEM_CLASSES, className)}
      {...props}
    >
      <span className="pointer-events-none absolute start-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Circle className="size-2 fill-current" aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  )
}

function DropdownMenuSub(props: ComponentProps<typeof DropdownMenuPrimitive.Sub>) {
  return <DropdownMenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />
}

function DropdownMenuSubTrigger({
  className,
  children,
  onPointerLeave,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.SubTrigger>) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(ITEM_CLASSES, 'data-[state=open]:bg-accent', className)}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        // Straight into its own submenu (over the menu on a phone): Radix, which expects it beside,
        // would take this for a move to another item and close it.
        const submenu = document.getElementById(
          event.currentTarget.getAttribute('aria-controls') ?? '',
        )
        if (event.relatedTarget instanceof Node && submenu?.contains(event.relatedTarget)) {
          event.preventDefault()
        }
      }}
      {...props}
    >
      {children}
      {/* Points the way the submenu opens: to the left in a right-to-left page. */}
      <ChevronRight className="ms-auto size-4 rtl:-scale-x-100" aria-hidden="true" />
    </DropdownMenuPrimitive.SubTrigger>
  )
}

// Radix places a submenu beside its menu, never across it. Without room on either side (a phone),
// the submenu moves back over its menu by as much as it would overflow, and down by its trigger's
// height, so that it covers neither its trigger nor the pointer on it (margin-top's % is of the
// width: 1000 times the overflow, clamped, is the height when it overflows at all, else 0).
const SUB_MENU_CLASSES =
  'mt-[clamp(0px,calc((100%-var(--radix-dropdown-menu-content-available-width))*1000),var(--radix-dropdown-menu-trigger-height))] data-[side=left]:translate-x-[max(0px,calc(100%-var(--radix-dropdown-menu-content-available-width)))] data-[side=right]:translate-x-[min(0px,calc(var(--radix-dropdown-menu-content-available-width)-100%))]'

function DropdownMenuSubContent({
  className,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.SubContent>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        collisionPadding={collisionPadding}
        className={cn(MENU_CLASSES, SUB_MENU_CLASSES, className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
}

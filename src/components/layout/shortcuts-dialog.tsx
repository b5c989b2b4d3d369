import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { focusBack } from '@/lib/focus'
import { isApplePlatform } from '@/lib/keyboard/platform'

/** What the shortcuts dialog lists, in order. */
function shortcutList(apple: boolean): { keys: string[]; action: string }[] {
  const mod = apple ? '⌘' : 'Ctrl'
  return [
    { keys: [mod, 'K'], action: 'Open the command palette' },
    { keys: ['/'], action: 'Search drivers (on the Drivers screen)' },
    { keys: [mod, 'B'], action: 'Collapse or expand the sidebar' },
    { keys: ['?'], action: 'Show keyboard shortcuts' },
    { keys: ['↑', '↓'], action: 'Move through the command palette' },
    { keys: ['Enter'], action: 'Run the highlighted command' },
    { keys: ['Esc'], action: 'Close a dialog or panel' },
    { keys: ['Esc'], action: 'Clear the selected drivers (on the Drivers screen)' },
    { keys: ['Shift', 'Click'], action: 'Select the drivers between two checkboxes' },
  ]
}

/** `?`: every keyboard shortcut, in a table. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  opener: Element | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          focusBack(opener)
        }}
      >
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            {isApplePlatform() ? '⌘K' : 'Ctrl+K'} works everywhere in the dashboard; the other keys
            do nothing while you are typing in a field.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shortcutList(isApplePlatform()).map(({ keys, action }) => (
              <tr key={action} className="border-b last:border-0">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {keys.map((key) => (
                    <kbd
                      key={key}
                      className="mr-1 inline-block min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                    >
                      {key}
                    </kbd>
                  ))}
                </td>
                <td className="py-2">{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  )
}

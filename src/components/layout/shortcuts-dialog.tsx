import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { t } from '@/lib/i18n/translate'
import { altKeyName, modifierKeyName, modifierShortcut } from '@/lib/keyboard/key-names'
import { isApplePlatform } from '@/lib/keyboard/platform'

/** What the shortcuts dialog lists, in order. */
function shortcutList(apple: boolean): { keys: string[]; action: string }[] {
  const mod = modifierKeyName(apple)
  return [
    { keys: [mod, 'K'], action: t('shortcuts.openPalette') },
    { keys: ['/'], action: t('shortcuts.focusSearch') },
    { keys: [mod, 'B'], action: t('shortcuts.toggleSidebar') },
    { keys: ['?'], action: t('shortcuts.show') },
    { keys: [mod, 'Z'], action: t('shortcuts.undo') },
    // Sonner's own key: focus on the newest message, to reach its Undo.
    { keys: [altKeyName(apple), 'T'], action: t('shortcuts.focusToasts') },
    { keys: ['↑', '↓'], action: t('shortcuts.movePalette') },
    { keys: ['Enter'], action: t('shortcuts.runCommand') },
    { keys: ['Esc'], action: t('shortcuts.closeDialog') },
    { keys: ['Esc'], action: t('shortcuts.clearSelection') },
    {
      keys: [t('shortcuts.key.shift'), t('shortcuts.key.click')],
      action: t('shortcuts.selectRange'),
    },
  ]
}

/** `?`: every keyboard shortcut, in a table. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
          <DialogDescription>
            {t('shortcuts.description', { shortcut: modifierShortcut(isApplePlatform(), 'K') })}
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('shortcuts.keys')}</th>
              <th scope="col">{t('shortcuts.action')}</th>
            </tr>
          </thead>
          <tbody>
            {shortcutList(isApplePlatform()).map(({ keys, action }) => (
              <tr key={action} className="border-b last:border-0">
                <td className="py-2 pe-4 whitespace-nowrap">
                  {/* A combination reads Ctrl then K, as written in Arabic text too. */}
                  <span dir="ltr">
                    {keys.map((key) => (
                      <kbd
                        key={key}
                        className="me-1 inline-block min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                      >
                        {key}
                      </kbd>
                    ))}
                  </span>
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

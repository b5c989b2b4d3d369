import { Bookmark } from 'lucide-react'
import { useState } from 'react'
import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { t } from '@/lib/i18n/translate'
import { onDemandModule } from '@/lib/on-demand-module'
import { useScreenAction } from '@/lib/screen-actions'
import { OnDemandMenuButton } from './on-demand-menu-button'

// The menu and its dialogs are unused until the menu opens: they load on first use
// (OnDemandMenuButton), with the desk's texts, which say why a view could not be saved.
const viewsMenu = onDemandModule(() => withDeskTexts(import('./views-menu')))
const ViewsMenu = viewsMenu.component('ViewsMenu')

/** Opens the saved views menu; `listQuery` is the list's URL query now, on page 1. */
export function ViewsButton({ listQuery }: { listQuery: string }) {
  // Save current view… asked for by the command palette: the menu's dialog opens by itself.
  const [saveAsked, setSaveAsked] = useState(0)
  useScreenAction('save-view', () => {
    viewsMenu.prefetch()
    setSaveAsked((times) => times + 1)
  })
  return (
    <OnDemandMenuButton
      code={viewsMenu}
      icon={<Bookmark aria-hidden="true" />}
      label={t('views.button')}
      asked={saveAsked}
    >
      {(menu) => <ViewsMenu {...menu} listQuery={listQuery} saveAsked={saveAsked} />}
    </OnDemandMenuButton>
  )
}

import { toastError, toastSuccess } from '@/components/ui/toast'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { t } from '@/lib/i18n/translate'
import { useAcceptingApplications } from '@/lib/local-data/settings-data'
import { settingsActions } from './settings-actions-module'

export function ApplicationsCard() {
  const accepting = useAcceptingApplications()

  const onCheckedChange = async (checked: boolean) => {
    const { setAcceptingApplications, refusalMessage } = await settingsActions.load()
    const set = await setAcceptingApplications(checked)
    if (!set.ok) return toastError(refusalMessage(set))
    toastSuccess(t(checked ? 'settings.applications.opened' : 'settings.applications.closed'))
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.applications.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <Label htmlFor="accepting-applications">{t('settings.applications.label')}</Label>
            <p id="accepting-applications-hint" className="text-sm text-muted-foreground">
              {t('settings.applications.hint')}
            </p>
          </div>
          {accepting === undefined ? (
            // Its place, until the browser has read the saved setting.
            <span className="h-6 w-11 shrink-0 rounded-full bg-muted" />
          ) : (
            <Switch
              id="accepting-applications"
              checked={accepting}
              onCheckedChange={(checked) => void onCheckedChange(checked)}
              // The code that saves it loads when it is pointed at or focused (or first pressed).
              onPointerEnter={settingsActions.prefetch}
              onFocus={settingsActions.prefetch}
              aria-describedby="accepting-applications-hint"
            />
          )}
        </div>
      </CardContent>
    </Card>
  )
}

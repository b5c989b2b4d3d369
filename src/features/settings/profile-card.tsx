import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/lib/i18n/translate'
import { useProfile } from '@/lib/session/current-profile'

export function ProfileCard() {
  const loaded = useProfile()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.profile.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loaded ? (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
              <dt className="text-muted-foreground">{t('settings.field.name')}</dt>
              <dd className="font-medium wrap-anywhere">{loaded.profile.name}</dd>
              <dt className="text-muted-foreground">{t('settings.field.email')}</dt>
              <dd className="font-medium break-all">{loaded.profile.email}</dd>
              <dt className="text-muted-foreground">{t('settings.field.phone')}</dt>
              <dd className="font-medium">
                {/* Left to right in Arabic too, or '+1 555' would read '555 1+'. */}
                <span dir="ltr">{loaded.profile.phone_number || '—'}</span>
              </dd>
            </dl>
            {loaded.isFallback && (
              <p role="status" className="mt-3 text-xs text-muted-foreground">
                {t('settings.profile.fallback')}
              </p>
            )}
          </>
        ) : (
          // As tall as the three rows that replace it, so the cards below do not jump (CLS).
          <p className="min-h-[5.25rem] text-sm text-muted-foreground">{t('ui.loading')}</p>
        )}
      </CardContent>
    </Card>
  )
}

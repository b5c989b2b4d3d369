import { ScreenTitle } from '@/components/layout/screen-title'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatNumber, t, tParts } from '@/lib/i18n/translate'
import { activityMessages, recentActivity, statCards, timeAgo } from './dashboard-data'

export function DashboardScreen() {
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle screen={t('screens.dashboard')} />
      <h1 className="text-2xl font-semibold tracking-tight">{t('screens.dashboard')}</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('dashboard.stats')}>
        {statCards.map(({ title, value, note, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <div className="flex items-center justify-between gap-2 p-5 pb-2">
                <h2 className="min-w-0 text-sm font-medium">{t(title)}</h2>
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </div>
              <CardContent>
                <p className="text-3xl font-bold">{formatNumber(value)}</p>
                <p className="mt-1 text-xs text-muted-foreground">{note()}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.activity.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" aria-label={t('dashboard.activity.list')}>
            {recentActivity.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <p className="text-sm text-muted-foreground">
                  {tParts(activityMessages[entry.action], {
                    name: (
                      <span key="name" className="font-medium text-foreground">
                        {entry.name}
                      </span>
                    ),
                  })}
                </p>
                <p className="text-xs text-muted-foreground">{timeAgo(entry)}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}

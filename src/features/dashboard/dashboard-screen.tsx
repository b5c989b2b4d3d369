import { ScreenTitle } from '@/components/layout/screen-title'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { recentActivity, statCards } from './dashboard-data'

export function DashboardScreen() {
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle screen="Dashboard" />
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Driver statistics">
        {statCards.map(({ title, value, note, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <div className="flex items-center justify-between p-5 pb-2">
                <h2 className="text-sm font-medium">{title}</h2>
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              </div>
              <CardContent>
                <p className="text-3xl font-bold">{value}</p>
                <p className="mt-1 text-xs text-muted-foreground">{note}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" aria-label="Recent activity">
            {recentActivity.map(({ id, name, action, time }) => (
              <li
                key={id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <p className="text-sm">
                  <span className="font-medium">{name}</span>{' '}
                  <span className="text-muted-foreground">{action}</span>
                </p>
                <p className="text-xs text-muted-foreground">{time}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}

import { ScreenTitle } from '@/components/layout/screen-title'
import { t } from '@/lib/i18n/translate'
import { AdminManagementCard } from './admin-management-card'
import { ApplicationsCard } from './applications-card'
import { ChangeHistoryCard } from './change-history-card'
import { ProfileCard } from './profile-card'

export function SettingsScreen() {
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle screen={t('settings.title')} />
      <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
      {/* Side by side on wide screens, like the dashboard's cards. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard />
        <ApplicationsCard />
      </div>
      <AdminManagementCard />
      <ChangeHistoryCard />
    </div>
  )
}

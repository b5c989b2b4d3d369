import { ScreenTitle } from '@/components/layout/screen-title'
import { LazyToaster } from '@/components/ui/toast'
import { AdminManagementCard } from './admin-management-card'
import { ApplicationsCard } from './applications-card'
import { ProfileCard } from './profile-card'

export function SettingsScreen() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ScreenTitle screen="Settings" />
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <ProfileCard />
      <ApplicationsCard />
      <AdminManagementCard />
      <LazyToaster position="bottom-right" />
    </div>
  )
}

export { SettingsScreen as Component } from '@/features/settings/settings-screen'

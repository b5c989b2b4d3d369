import { t } from '@/lib/i18n/translate'

export function applicationsToggleMessage(accepting: boolean): string {
  return t(accepting ? 'settings.applications.opened' : 'settings.applications.closed')
}

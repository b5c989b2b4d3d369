import type { Translation } from '../message-types'

const ar = {
  // == app: start
  'app.description': 'Fleet Admin: منطقة الإدارة لخدمة التوصيل.',
  'language.label': 'اللغة (Language)',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default ar

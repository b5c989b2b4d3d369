import type { Translation } from '../message-types'

const ar = {
  // == app: start
  'app.description': 'Fleet Admin: منطقة الإدارة لخدمة التوصيل.',
  'language.label': 'اللغة (Language)',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  'auth.login.title': 'تسجيل الدخول',
  'auth.login.heading': 'مرحبًا بك في Fleet Admin',
  'auth.login.intro': 'سجّل الدخول بحساب Google الخاص بك كمسؤول لإدارة السائقين والإعدادات.',
  'auth.login.google': 'تسجيل الدخول باستخدام Google',

  'settings.title': 'الإعدادات',
  'settings.loading': 'جارٍ التحميل...',
  'settings.cancel': 'إلغاء',
  'settings.field.name': 'الاسم',
  'settings.field.email': 'البريد الإلكتروني',
  'settings.field.phone': 'الهاتف',
  'settings.profile.title': 'المسؤول الحالي',
  'settings.profile.fallback': 'تعذّر تحميل ملفك الشخصي، لذا تُعرض بيانات افتراضية.',
  'settings.applications.title': 'إعدادات طلبات التقديم',
  'settings.applications.label': 'قبول طلبات التقديم',
  'settings.applications.hint': 'عند الإيقاف، لا يمكن للسائقين الجدد التقديم.',
  'settings.applications.opened': 'يتم الآن قبول طلبات التقديم',
  'settings.applications.closed': 'تم إغلاق باب التقديم',
  'settings.admins.title': 'إدارة المسؤولين',
  'settings.admins.add': 'إضافة مسؤول',
  'settings.admins.empty': 'لا يوجد مسؤولون في القائمة.',
  'settings.admins.list': 'المسؤولون',
  'settings.admins.delete': 'حذف {name}',
  'settings.admins.undo': 'تراجع',
  'settings.admins.added': 'تمت إضافة المسؤول بنجاح',
  'settings.admins.deleted': 'تم حذف المسؤول بنجاح',
  'settings.admins.restored': 'تمت استعادة المسؤول',
  'settings.admins.notRestored': 'تعذّرت استعادة المسؤول: يوجد مسؤول آخر بهذا البريد الإلكتروني',
  'settings.admins.alreadyRemoved': 'تمت إزالة {name} من قبل',
  'settings.admins.emptyField': 'يرجى ملء جميع الحقول',
  'settings.admins.nameTooLong': {
    zero: 'يجب ألا يتجاوز الاسم {count} حرف',
    one: 'يجب ألا يتجاوز الاسم حرفًا واحدًا',
    two: 'يجب ألا يتجاوز الاسم حرفين',
    few: 'يجب ألا يتجاوز الاسم {count} أحرف',
    many: 'يجب ألا يتجاوز الاسم {count} حرفًا',
    other: 'يجب ألا يتجاوز الاسم {count} حرف',
  },
  'settings.admins.invalidEmail': 'يرجى إدخال عنوان بريد إلكتروني صالح',
  'settings.admins.phoneWithoutDigits': 'يجب أن يحتوي رقم الهاتف على رقم واحد على الأقل',
  'settings.admins.phoneCharacters':
    'استخدم في رقم الهاتف الأرقام والمسافات والرموز + و- و( و) فقط',
  'settings.admins.phoneTooLong': {
    zero: 'يجب ألا يتجاوز رقم الهاتف {count} حرف',
    one: 'يجب ألا يتجاوز رقم الهاتف حرفًا واحدًا',
    two: 'يجب ألا يتجاوز رقم الهاتف حرفين',
    few: 'يجب ألا يتجاوز رقم الهاتف {count} أحرف',
    many: 'يجب ألا يتجاوز رقم الهاتف {count} حرفًا',
    other: 'يجب ألا يتجاوز رقم الهاتف {count} حرف',
  },
  'settings.admins.duplicateEmail': 'يوجد مسؤول بهذا البريد الإلكتروني بالفعل',
  'settings.addAdmin.title': 'إضافة مسؤول جديد',
  'settings.addAdmin.description': 'سيظهر المسؤول الجديد في القائمة أدناه.',
  'settings.deleteAdmin.title': 'هل أنت متأكد؟',
  'settings.deleteAdmin.description': 'ستتم إزالة {name} ({email}) من قائمة المسؤولين.',
  'settings.deleteAdmin.confirm': 'حذف',
  'settings.history.title': 'سجل التغييرات',
  'settings.history.description': {
    zero: 'لا توجد تغييرات في هذا المتصفح بعد.',
    one: 'آخر تغيير أُجري في هذا المتصفح.',
    two: 'آخر تغييرين أُجريا في هذا المتصفح، الأحدث أولًا.',
    few: 'آخر {count} تغييرات أُجريت في هذا المتصفح، الأحدث أولًا.',
    many: 'آخر {count} تغييرًا أُجريت في هذا المتصفح، الأحدث أولًا.',
    other: 'آخر {count} تغيير أُجري في هذا المتصفح، الأحدث أولًا.',
  },
  'settings.history.empty':
    'لا توجد تغييرات بعد. ستظهر هنا التغييرات على المسؤولين وطلبات التقديم والسائقين.',
  'settings.history.list': 'التغييرات',

  'history.adminAdded': '{by} أضاف المسؤول {subject}',
  'history.adminDeleted': '{by} حذف المسؤول {subject}',
  'history.adminRestored': '{by} استعاد المسؤول {subject}',
  'history.applicationsOpened': '{by} فتح باب التقديم',
  'history.applicationsClosed': '{by} أغلق باب التقديم',
  'history.driversActivated': '{by} فعّل {drivers}',
  'history.driversDeactivated': '{by} ألغى تفعيل {drivers}',
  'history.moreDrivers': {
    zero: '{count} سائق آخر',
    one: 'سائقًا آخر',
    two: 'سائقَين آخرَين',
    few: '{count} سائقين آخرين',
    many: '{count} سائقًا آخر',
    other: '{count} سائق آخر',
  },
  'history.justNow': 'الآن',

  'session.profileEmpty': 'كان رد الملف الشخصي فارغًا',
  'session.profileIncomplete': 'لم يتضمن رد الملف الشخصي اسمًا أو بريدًا إلكترونيًا',
  'api.unreachable': 'تعذّر الوصول إلى الخادم ({reason})',
  'api.sessionExpired': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'api.cutOff': 'انقطع رد الخادم (HTTP {status})',
  'api.malformed': 'أرسل الخادم ردًا بتنسيق JSON غير صالح',
  'api.failed': 'فشل الطلب: {status}',
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default ar

import type { Translation } from '../message-types'

const ar = {
  // == app: start
  'app.name': 'Fleet Admin',
  'app.description': 'Fleet Admin: منطقة الإدارة لخدمة التوصيل.',
  'language.label': 'اللغة (Language)',
  // == app: end

  // == layout: start
  'layout.skipToMain': 'الانتقال إلى المحتوى الرئيسي',
  'layout.sidebar': 'الشريط الجانبي',
  'layout.mainNav': 'القائمة الرئيسية',
  'layout.adminUser': 'المسؤول',
  'layout.logout': 'تسجيل الخروج',
  'layout.signingOut': 'جارٍ تسجيل الخروج…',
  'layout.openMenu': 'فتح قائمة التنقل',
  'layout.closeMenu': 'إغلاق القائمة',
  'layout.navigation': 'التنقل',
  'layout.collapseSidebar': 'طي الشريط الجانبي',
  'layout.expandSidebar': 'توسيع الشريط الجانبي',
  'layout.searchAndCommands': 'البحث والأوامر',
  'layout.darkTheme': 'التبديل إلى المظهر الداكن',
  'layout.lightTheme': 'التبديل إلى المظهر الفاتح',
  'layout.logoutConfirm.title': 'تسجيل الخروج من Fleet Admin؟',
  'layout.logoutConfirm.description': 'سيُسجَّل خروجك في جميع علامات التبويب المفتوحة.',
  'layout.logoutConfirm.confirm': 'تسجيل الخروج',

  'screens.title': '{screen} · Fleet Admin',
  'screens.dashboard': 'لوحة التحكم',
  'screens.drivers': 'السائقون',
  'screens.settings': 'الإعدادات',
  'screens.signIn': 'تسجيل الدخول',
  'screens.notFound': 'الصفحة غير موجودة',

  'ui.close': 'إغلاق',
  'ui.cancel': 'إلغاء',
  'ui.notifications': 'الإشعارات',

  'palette.title': 'لوحة الأوامر',
  'palette.label': 'البحث في الشاشات والإجراءات والسائقين',
  'palette.placeholder': 'اكتب أمرًا أو ابحث عن سائق…',
  'palette.results': 'النتائج',
  'palette.empty': 'لا توجد نتائج لـ«{query}»',
  'palette.help': '↑↓ للتنقل · Enter للاختيار · {shortcut} للفتح من أي مكان',
  'palette.groups.screens': 'الشاشات',
  'palette.groups.actions': 'الإجراءات',
  'palette.groups.drivers': 'السائقون',
  'palette.groups.account': 'الحساب',
  'palette.theme.keywords': 'المظهر السمة داكن فاتح الوضع الليلي تبديل',
  'palette.sidebar.keywords': 'الشريط الجانبي طي توسيع القائمة تبديل',
  'palette.shortcuts.keywords': 'مساعدة مفاتيح لوحة المفاتيح',
  'palette.logout': 'تسجيل الخروج',
  'palette.logout.keywords': 'خروج',
  'palette.allDrivers': {
    zero: 'عرض السائقين المطابقين',
    one: 'عرض السائق المطابق',
    two: 'عرض السائقَين المطابقَين',
    few: 'عرض {count} سائقين مطابقين',
    many: 'عرض {count} سائقًا مطابقًا',
    other: 'عرض {count} سائق مطابق',
  },

  'shortcuts.title': 'اختصارات لوحة المفاتيح',
  'shortcuts.description':
    'يعمل {shortcut} في كل مكان في لوحة التحكم؛ أما المفاتيح الأخرى فلا تعمل أثناء الكتابة في حقل.',
  'shortcuts.keys': 'المفاتيح',
  'shortcuts.action': 'الإجراء',
  'shortcuts.openPalette': 'فتح لوحة الأوامر',
  'shortcuts.focusSearch': 'البحث عن السائقين (في شاشة السائقين)',
  'shortcuts.toggleSidebar': 'طي الشريط الجانبي أو توسيعه',
  'shortcuts.show': 'عرض اختصارات لوحة المفاتيح',
  'shortcuts.movePalette': 'التنقل في لوحة الأوامر',
  'shortcuts.runCommand': 'تنفيذ الأمر المحدد',
  'shortcuts.closeDialog': 'إغلاق مربع حوار أو لوحة',
  'shortcuts.clearSelection': 'إلغاء تحديد السائقين (في شاشة السائقين)',
  'shortcuts.selectRange': 'تحديد السائقين بين مربعي اختيار',
  'shortcuts.key.ctrl': 'Ctrl',
  'shortcuts.key.shift': 'Shift',
  'shortcuts.key.click': 'نقرة',

  'dashboard.stats': 'إحصاءات السائقين',
  'dashboard.stats.total': 'إجمالي السائقين',
  'dashboard.stats.active': 'السائقون النشطون',
  'dashboard.stats.inactive': 'السائقون غير النشطين',
  'dashboard.stats.sinceLastMonth': '{change} عن الشهر الماضي',
  'dashboard.stats.shareOfTotal': '{share} من الإجمالي',
  'dashboard.activity.title': 'النشاط الأخير',
  'dashboard.activity.list': 'النشاط الأخير',
  'dashboard.activity.completedTrip': 'اكتملت رحلة {name}',
  'dashboard.activity.wentOnline': 'تغيّرت حالة {name} إلى متصل',
  'dashboard.activity.wentOffline': 'تغيّرت حالة {name} إلى غير متصل',

  'errors.notFound.message': 'عذرًا! الصفحة غير موجودة',
  'errors.notFound.home': 'العودة إلى الصفحة الرئيسية',
  'errors.chunk.heading': 'تعذّر تحميل هذه الشاشة',
  'errors.chunk.explanation':
    'ربما حُدِّث Fleet Admin منذ فتح علامة التبويب هذه، أو انقطع الاتصال. أعد تحميل الصفحة للحصول على أحدث إصدار؛ تغييراتك المحفوظة باقية.',
  'errors.chunk.reload': 'إعادة التحميل',
  'errors.crash.heading': 'حدث خطأ ما',
  'errors.crash.explanation':
    'واجهت هذه الشاشة خطأً غير متوقع وتعذّر عرضها. لم يُفقد شيء مما حفظته. حاول مرة أخرى، أو عُد إلى البداية.',
  'errors.crash.retry': 'إعادة المحاولة',
  'errors.toDashboard': 'الانتقال إلى لوحة التحكم',
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default ar

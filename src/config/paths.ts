export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  drivers: '/dashboard/drivers',
  settings: '/dashboard/settings',
} as const

export const apiPaths = {
  googleLogin: '/admin/auth/google/login',
  getUser: '/api/user/getUser',
  refresh: '/api/user/refresh',
  logout: '/api/user/logout',
} as const

export const LOGIN_SUCCESS_STATUS = 'login_success'

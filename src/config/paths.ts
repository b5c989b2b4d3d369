export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  drivers: '/dashboard/drivers',
  settings: '/dashboard/settings',
} as const

/** One driver's detail view, over the list: `/dashboard/drivers/2`. */
export const driverPath = (id: number | string) => `${paths.drivers}/${id}`

export const apiPaths = {
  googleLogin: '/admin/auth/google/login',
  getUser: '/api/user/getUser',
  refresh: '/api/user/refresh',
  logout: '/api/user/logout',
} as const

export const LOGIN_SUCCESS_STATUS = 'login_success'

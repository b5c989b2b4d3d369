// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  dashboardScreens,
  pageRewrites,
  readTemplate,
  renderNginxConf,
} from '../../../scripts/deploy/render-nginx-conf'

// The deployment's nginx config, filled in from the marks the prerender put on each page.

const ROUTES = '/ /login /dashboard /dashboard/drivers /dashboard/drivers/[^/]+ /dashboard/settings'
const page = (file: string, marks: string) => ({
  file,
  html: `<!doctype html><html lang="en" ${marks} data-routes="${ROUTES}"><head><script>a()</script></head></html>`,
})
const PAGES = [
  page('/index.html', 'data-page="/" data-paths="/"'),
  page('/dashboard/index.html', 'data-page="/dashboard" data-paths="/dashboard"'),
  page(
    '/dashboard/drivers/index.html',
    'data-page="/dashboard/drivers" data-paths="/dashboard/drivers /dashboard/drivers/[^/]+"',
  ),
  page('/404.html', 'data-page="*"'),
]

describe('the nginx config', () => {
  it('serves a driver’s path the drivers page, whatever its case', () => {
    expect(pageRewrites(PAGES)).toEqual([
      'rewrite "(?i)^/dashboard/drivers/[^/]+$" /dashboard/drivers/index.html last;',
    ])
  })

  it('checks the sign-in hint on the dashboard’s screens only (not on unknown paths)', () => {
    expect(dashboardScreens(PAGES)).toBe(
      '/dashboard|/dashboard/drivers|/dashboard/drivers/[^/]+|/dashboard/settings',
    )
  })

  it('fills in every placeholder, the app’s cookie names included', () => {
    const conf = renderNginxConf(readTemplate(), {
      listen: '8080',
      root: '/srv/app',
      apiOrigin: 'https://api.example.com',
      pages: PAGES,
    })

    expect(conf).not.toMatch(/__[A-Z_]+__/)
    expect(conf).toContain('map $cookie_fleet_admin_signed_in $fleet_admin_hint')
    expect(conf).toContain('"fleet_admin_return_to=$request_uri; Path=/; Max-Age=600')
    expect(conf).toContain('/dashboard/drivers/index.html "\'sha256-')
  })
})

import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'

describe('local API configuration from the environment', () => {
  it('has working defaults with nothing set', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: 'localhost',
      allowRemote: false,
      appOrigins: ['http://localhost:5173', 'http://localhost:4173'],
      accessTtlMs: 300_000,
      refreshTtlMs: 28_800_000,
      secureCookies: false,
      testControls: false,
    })
  })

  it('reads the port, the host and the dev app port', () => {
    const config = readConfig({ API_PORT: '8081', API_HOST: '127.0.0.1', APP_PORT: '5174' })

    expect(config).toMatchObject({ port: 8081, host: '127.0.0.1' })
    expect(config.appOrigins).toEqual(['http://localhost:5174', 'http://localhost:4173'])
  })

  it('reads APP_ORIGINS as a comma list, trimming spaces and trailing slashes, skipping blanks', () => {
    const config = readConfig({
      APP_PORT: '5174',
      APP_ORIGINS: ' https://admin.example.com/ ,, http://localhost:4173// ,',
    })

    expect(config.appOrigins).toEqual(['https://admin.example.com', 'http://localhost:4173'])
  })

  it('reads both session lifetimes in seconds', () => {
    const config = readConfig({ ACCESS_TTL_SECONDS: '2', REFRESH_TTL_SECONDS: '0.5' })

    expect(config.accessTtlMs).toBe(2000)
    expect(config.refreshTtlMs).toBe(500)
  })

  it.each(['', '0', '-5', 'soon', 'Infinity'])(
    'keeps the default lifetimes for ACCESS/REFRESH_TTL_SECONDS=%j',
    (value) => {
      const config = readConfig({ ACCESS_TTL_SECONDS: value, REFRESH_TTL_SECONDS: value })

      expect(config.accessTtlMs).toBe(300_000)
      expect(config.refreshTtlMs).toBe(28_800_000)
    },
  )

  it('turns Secure cookies, the test controls and remote listening on only with the value 1', () => {
    expect(
      readConfig({ API_SECURE_COOKIES: '1', API_TEST_CONTROLS: '1', API_ALLOW_REMOTE: '1' }),
    ).toMatchObject({ secureCookies: true, testControls: true, allowRemote: true })
    expect(
      readConfig({ API_SECURE_COOKIES: 'true', API_TEST_CONTROLS: 'yes', API_ALLOW_REMOTE: 'on' }),
    ).toMatchObject({ secureCookies: false, testControls: false, allowRemote: false })
  })
})

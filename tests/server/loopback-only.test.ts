import { describe, expect, it } from 'vitest'
import { isLoopbackAddress, remoteListenRefusal } from '../../server/loopback-only'

describe('where the local API may listen', () => {
  it.each(['127.0.0.1', '127.12.0.5', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    'takes %s for loopback',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  )

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:10.0.0.1',
    'localhost',
    '',
  ])('takes %j for no loopback address', (address) =>
    expect(isLoopbackAddress(address)).toBe(false),
  )

  it('lets it listen on localhost, which resolves to loopback addresses only', async () => {
    await expect(remoteListenRefusal({ host: 'localhost', allowRemote: false })).resolves.toBeNull()
    await expect(remoteListenRefusal({ host: '127.0.0.1', allowRemote: false })).resolves.toBeNull()
    await expect(remoteListenRefusal({ host: '::1', allowRemote: false })).resolves.toBeNull()
  })

  it('refuses every address (0.0.0.0) and says why, and how to allow it', async () => {
    const refusal = await remoteListenRefusal({ host: '0.0.0.0', allowRemote: false })

    expect(refusal).toBe(
      'The local API signs in anyone who asks, so it listens only on a loopback address' +
        ' (localhost, 127.0.0.1, ::1), and API_HOST=0.0.0.0 (0.0.0.0) is not one. It is for' +
        ' development and tests on this machine; to let other machines reach it anyway, set' +
        ' API_ALLOW_REMOTE=1.',
    )
  })

  it('refuses a name with any address that is not loopback, naming them', async () => {
    const resolve = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '192.168.1.20', family: 4 },
    ]

    const refusal = await remoteListenRefusal({ host: 'devbox', allowRemote: false }, resolve)

    expect(refusal).toContain('API_HOST=devbox (127.0.0.1, 192.168.1.20) is not one')
  })

  it('refuses a name that resolves to nothing', async () => {
    const resolve = () => Promise.reject(new Error('ENOTFOUND'))

    const refusal = await remoteListenRefusal(
      { host: 'nowhere.invalid', allowRemote: false },
      resolve,
    )

    expect(refusal).toContain('API_HOST=nowhere.invalid is not one')
  })

  it('listens anywhere with API_ALLOW_REMOTE=1', async () => {
    await expect(remoteListenRefusal({ host: '0.0.0.0', allowRemote: true })).resolves.toBeNull()
  })
})

import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import type { ApiConfig } from './config'

// The local API signs in anyone who asks: it listens where only this machine can reach it.

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 subnet.
loopback.addAddress('::1', 'ipv6')

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address)
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Why the local API must not listen on `config.host`, or null when it may: every address the host
 * name stands for is loopback, or API_ALLOW_REMOTE=1 says to listen anyway.
 */
export async function remoteListenRefusal(
  { host, allowRemote }: Pick<ApiConfig, 'host' | 'allowRemote'>,
  resolve = (name: string) => lookup(name, { all: true }),
): Promise<string | null> {
  if (allowRemote) return null
  const addresses = await resolve(host).then(
    (found) => found.map(({ address }) => address),
    () => [],
  )
  if (addresses.length > 0 && addresses.every(isLoopbackAddress)) return null
  const where = addresses.length > 0 ? `${host} (${addresses.join(', ')})` : host
  return (
    `The local API signs in anyone who asks, so it listens only on a loopback address` +
    ` (localhost, 127.0.0.1, ::1), and API_HOST=${where} is not one. It is for development and` +
    ` tests on this machine; to let other machines reach it anyway, set API_ALLOW_REMOTE=1.`
  )
}

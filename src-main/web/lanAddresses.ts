// This machine's addresses on the local network, read from the OS: the share's URLs (what a TV opens) and the
// only names a Host header may carry on a listener that reaches beyond loopback (DNS-rebinding safe: an
// attacker can point a name of theirs at us, never make the browser send one of our own addresses for it).
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'

export type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>

export const readInterfaces = (): Interfaces => networkInterfaces()

function external(interfaces: Interfaces): NetworkInterfaceInfo[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => !info.internal)
}

/** IPv4 addresses a TV on the LAN can reach (the share listens on 0.0.0.0); link-local 169.254.x.x is left out. */
export function lanAddresses(interfaces: Interfaces): string[] {
  const out = external(interfaces)
    .filter((info) => info.family === 'IPv4' && !info.address.startsWith('169.254.'))
    .map((info) => info.address)
  return [...new Set(out)]
}

/** Every non-loopback address as it appears in a Host header (IPv6 in brackets), lower case. */
export function lanHostNames(interfaces: Interfaces): string[] {
  const out = external(interfaces).map((info) =>
    info.family === 'IPv6' ? `[${info.address.toLowerCase()}]` : info.address,
  )
  return [...new Set(out)]
}

export function shareUrls(port: number, interfaces: Interfaces): string[] {
  return lanAddresses(interfaces).map((address) => `http://${address}:${port}/`)
}

/** A connection's remote address is this machine itself (IPv4, IPv6 or IPv4-mapped IPv6 loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

// Guards for a server on loopback: a web page from anywhere can make the user's browser talk to 127.0.0.1,
// so the web host answers only requests addressed to a loopback name (blocks DNS rebinding) and accepts
// WebSocket upgrades only from its own origin (blocks cross-site WebSocket hijacking).

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** The hostname part of a Host header ('127.0.0.1:4310' → '127.0.0.1', '[::1]:80' → '[::1]'). */
export function hostName(hostHeader: string): string {
  if (hostHeader.startsWith('[')) {
    const end = hostHeader.indexOf(']')
    return end === -1 ? hostHeader : hostHeader.slice(0, end + 1)
  }
  const colon = hostHeader.indexOf(':')
  return colon === -1 ? hostHeader : hostHeader.slice(0, colon)
}

export function isLoopbackBind(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || host.startsWith('127.')
}

/** Whether a request with this Host header may be served by a host bound to `bindHost`. */
export function isAllowedHost(hostHeader: string | undefined, bindHost: string): boolean {
  if (!hostHeader || hostHeader.length > 255) return false
  // Bound to a LAN address on purpose (the showcase TV): any name that reached us is fine.
  if (!isLoopbackBind(bindHost)) return true
  const name = hostName(hostHeader.toLowerCase())
  return LOOPBACK_NAMES.has(name) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
}

/** Browsers always send Origin on WebSocket upgrades; it must be this very host. */
export function isSameOrigin(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (!origin || !hostHeader) return false
  return origin.toLowerCase() === `http://${hostHeader.toLowerCase()}`
}

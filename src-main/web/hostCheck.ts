// Guards for a server on loopback: a web page from anywhere can make the user's browser talk to 127.0.0.1,
// so the web host answers only requests addressed to a loopback name (blocks DNS rebinding) and accepts
// WebSocket upgrades only from its own origin (blocks cross-site WebSocket hijacking). A listener beyond
// loopback (the LAN share, or `--host <address>`) also accepts this machine's own addresses, and still no name.

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])

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

/**
 * Whether a request with this Host header may be served by a host bound to `bindHost`. Loopback names always;
 * beyond loopback also the bound address itself and `lanNames` (this machine's addresses, see lanAddresses.ts).
 */
export function isAllowedHost(
  hostHeader: string | undefined,
  bindHost: string,
  lanNames: readonly string[] = [],
): boolean {
  if (!hostHeader || hostHeader.length > 255) return false
  const name = hostName(hostHeader.toLowerCase())
  if (LOOPBACK_NAMES.has(name) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return true
  if (isLoopbackBind(bindHost)) return false
  const bound = bindHost.toLowerCase()
  if (
    !WILDCARDS.has(bound) &&
    name === (bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound)
  )
    return true
  return lanNames.includes(name)
}

/** Browsers always send Origin on WebSocket upgrades; it must be this very host. */
export function isSameOrigin(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (!origin || !hostHeader) return false
  return origin.toLowerCase() === `http://${hostHeader.toLowerCase()}`
}

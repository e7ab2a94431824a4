// The Content-Security-Policy both hosts send with the renderer: only the app's own scripts and styles, no
// eval, no inline script, no plugins, no framing, no remote content. The only network the page may use is
// its own host (the WebSocket transport in the browser; nothing at all in Electron, which uses IPC).

export interface CspOptions {
  /** Extra connect-src sources, e.g. 'ws://127.0.0.1:4310' for the web host's WebSocket. */
  readonly connect?: readonly string[]
  /** Vite's dev server injects inline scripts and HMR sockets; only `electron-vite dev` sets this. */
  readonly dev?: boolean
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const dev = options.dev === true
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Three.js canvas textures may round-trip through data:/blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.connect ?? []), ...(dev ? ['ws:', 'http://localhost:*'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Headers sent with every renderer file, alongside the CSP. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
  }
}

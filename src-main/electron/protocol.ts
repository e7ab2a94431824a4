// Serves the built renderer from app://pitchside/ instead of file://, so the page has a real origin and every
// response carries the same strict CSP and security headers as the web host.
import { readFile } from 'node:fs/promises'
import { protocol } from 'electron'
import { contentSecurityPolicy, securityHeaders } from '../security/csp'
import { mimeType, resolveRendererFile } from '../security/rendererFiles'

export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://pitchside`

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
    },
  ])
}

export function serveRenderer(rendererDir: string): void {
  const headers = securityHeaders(contentSecurityPolicy())
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    const file = url.host === 'pitchside' ? resolveRendererFile(rendererDir, url.pathname) : null
    const body = file === null ? null : await readFile(file).catch(() => null)
    if (file === null || body === null) return new Response('Not found', { status: 404, headers })
    return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': mimeType(file) } })
  })
}

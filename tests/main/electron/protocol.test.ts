// app:// serving, with Electron mocked: files from the renderer folder with the strict CSP, 404 for anything
// outside it or on another host.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const registered = vi.hoisted(() => ({
  handler: null as null | ((request: Request) => Promise<Response>),
  schemes: [] as unknown[],
}))

vi.mock('electron', () => ({
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => registered.schemes.push(...schemes),
    handle: (_scheme: string, handler: (request: Request) => Promise<Response>) =>
      (registered.handler = handler),
  },
}))

const { registerAppScheme, serveRenderer } = await import('../../../src-main/electron/protocol')

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-app-'))
  writeFileSync(join(dir, 'index.html'), '<title>Pitchside</title>')
  registerAppScheme()
  serveRenderer(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const get = (url: string) => registered.handler!({ url } as Request)

describe('app:// protocol', () => {
  it('registers app:// as a standard, secure scheme', () => {
    expect(registered.schemes).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) as unknown },
    ])
  })

  it('serves the renderer with the CSP', async () => {
    const response = await get('app://pitchside/index.html')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<title>Pitchside</title>')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
  })

  it.each([
    'app://pitchside/../etc/passwd',
    'app://pitchside/%2e%2e/x',
    'app://other/index.html',
    'app://pitchside/none.js',
  ])('answers 404 for %s', async (url) => {
    expect((await get(url)).status).toBe(404)
  })
})

// The main window's security settings, with Electron mocked: isolation, sandbox, no Node, navigation away
// from the app prevented, new windows denied, permissions refused.
import { describe, expect, it, vi } from 'vitest'

const created = vi.hoisted(() => ({
  options: null as null | { webPreferences: Record<string, unknown> },
  listeners: new Map<string, (...args: unknown[]) => void>(),
  appListeners: new Map<string, (...args: unknown[]) => void>(),
  permission: null as null | ((...args: unknown[]) => void),
  loaded: '' as string,
}))

vi.mock('electron', () => ({
  app: {
    getAppPath: () => '/app',
    on: (name: string, listener: (...args: unknown[]) => void) => created.appListeners.set(name, listener),
  },
  shell: { openExternal: vi.fn() },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: (...args: unknown[]) => void) => (created.permission = handler),
      setPermissionCheckHandler: vi.fn(),
      webRequest: { onHeadersReceived: vi.fn() },
    },
  },
  BrowserWindow: class {
    webContents = {
      on: (name: string, listener: (...args: unknown[]) => void) => created.listeners.set(name, listener),
      openDevTools: vi.fn(),
    }
    constructor(options: { webPreferences: Record<string, unknown> }) {
      created.options = options
    }
    once(): void {}
    show(): void {}
    loadURL(url: string): Promise<void> {
      created.loaded = url
      return Promise.resolve()
    }
  },
}))

const { createMainWindow, hardenSessions } = await import('../../../src-main/electron/window')

describe('main window', () => {
  const trusted = (url: string): boolean => url.startsWith('app://pitchside/')

  it('is isolated, sandboxed and without Node', () => {
    createMainWindow({
      url: 'app://pitchside/index.html',
      preload: '/app/out/preload/index.cjs',
      isTrustedUrl: trusted,
      dev: false,
    })
    expect(created.options?.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(created.loaded).toBe('app://pitchside/index.html')
  })

  it('stays on the app: navigation elsewhere is prevented', () => {
    createMainWindow({ url: 'app://pitchside/index.html', preload: 'p', isTrustedUrl: trusted, dev: false })
    const navigate = created.listeners.get('will-navigate')!
    const away = { preventDefault: vi.fn() }
    navigate(away, 'https://evil.example/')
    expect(away.preventDefault).toHaveBeenCalled()
    const inside = { preventDefault: vi.fn() }
    navigate(inside, 'app://pitchside/index.html#x')
    expect(inside.preventDefault).not.toHaveBeenCalled()
  })

  it('denies new windows, webviews and permissions', async () => {
    hardenSessions(false)
    const deny = vi.fn()
    created.permission!({}, 'camera', deny)
    expect(deny).toHaveBeenCalledWith(false)
    let openHandler: ((details: { url: string }) => { action: string }) | null = null
    const contents = {
      on: vi.fn(),
      setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    }
    created.appListeners.get('web-contents-created')!({}, contents)
    const { shell } = await import('electron')
    const openExternal = vi.mocked(shell.openExternal)
    openExternal.mockClear()
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
    // Only an allow-listed rules site reaches the user's browser.
    expect(openExternal).not.toHaveBeenCalled()
    expect(openHandler!({ url: 'https://fumbbl.com/' })).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledWith('https://fumbbl.com/')
    const attach = contents.on.mock.calls.find(([name]) => name === 'will-attach-webview')![1] as (
      e: unknown,
    ) => void
    const event = { preventDefault: vi.fn() }
    attach(event)
    expect(event.preventDefault).toHaveBeenCalled()
  })
})

// The main window's security settings, with Electron mocked: isolation, sandbox, no Node, navigation away
// from the app prevented, new windows denied, permissions refused; and its page guarded: a failed load or a dead
// renderer is reloaded once, then replaced by the error page, and a window that never showed is shown.
import { describe, expect, it, vi } from 'vitest'

const created = vi.hoisted(() => ({
  options: null as null | { webPreferences: Record<string, unknown> },
  listeners: new Map<string, (...args: unknown[]) => void>(),
  appListeners: new Map<string, (...args: unknown[]) => void>(),
  permission: null as null | ((...args: unknown[]) => void),
  loaded: '' as string,
  loads: [] as string[],
  visible: false,
  shown: 0,
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
    isVisible(): boolean {
      return created.visible
    }
    show(): void {
      created.visible = true
      created.shown++
    }
    loadURL(url: string): Promise<void> {
      created.loaded = url
      created.loads.push(url)
      // As Electron does when a load fails: the promise rejects (did-fail-load reports it).
      return url.startsWith('app://broken')
        ? Promise.reject(new Error('ERR_FILE_NOT_FOUND'))
        : Promise.resolve()
    }
  },
}))

const { createMainWindow, hardenSessions } = await import('../../../src-main/electron/window')

const guarded = { logFile: '/logs/main.log', language: () => 'en' as const }

describe('main window', () => {
  const trusted = (url: string): boolean => url.startsWith('app://pitchside/')

  it('is isolated, sandboxed and without Node', () => {
    createMainWindow({
      url: 'app://pitchside/index.html',
      preload: '/app/out/preload/index.cjs',
      isTrustedUrl: trusted,
      dev: false,
      ...guarded,
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
    createMainWindow({
      url: 'app://pitchside/index.html',
      preload: 'p',
      isTrustedUrl: trusted,
      dev: false,
      ...guarded,
    })
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

describe('main window page failures', () => {
  const open = (url = 'app://pitchside/index.html') => {
    created.listeners.clear()
    created.loads = []
    created.visible = false
    created.shown = 0
    const failures: string[] = []
    createMainWindow({
      url,
      preload: 'p',
      isTrustedUrl: () => true,
      dev: false,
      ...guarded,
      onPageFailure: (failure, decision) => failures.push(`${failure.kind}:${decision.action}`),
    })
    const failLoad = (code: number, mainFrame = true, at = url) =>
      created.listeners.get('did-fail-load')!({}, code, 'ERR_FILE_NOT_FOUND', at, mainFrame)
    const gone = (reason: string, exitCode = 139) =>
      created.listeners.get('render-process-gone')!({}, { reason, exitCode })
    return { failLoad, gone, failures }
  }

  it('reloads a page that failed to load once, then shows what happened, and shows the window', async () => {
    const { failLoad, failures } = open('app://broken/index.html')
    // The first load's promise rejected; nothing is left unhandled (a rejection would fail this test run).
    await Promise.resolve()
    expect(created.shown).toBe(0)
    failLoad(-6)
    expect(created.loads).toEqual(['app://broken/index.html', 'app://broken/index.html'])
    expect(created.shown).toBe(1)
    failLoad(-6)
    expect(created.loads).toHaveLength(3)
    const page = decodeURIComponent(created.loads[2].replace('data:text/html;charset=utf-8,', ''))
    expect(created.loads[2].startsWith('data:text/html;charset=utf-8,')).toBe(true)
    expect(page).toContain('The page app://broken/index.html could not be loaded: ERR_FILE_NOT_FOUND (-6).')
    expect(page).toContain('It was reloaded once and failed again.')
    expect(page).toContain('<code>/logs/main.log</code>')
    expect(page).toContain('<a href="app://broken/index.html">Try again</a>')
    expect(failures).toEqual(['load-failed:reload', 'load-failed:show'])
  })

  it('reloads after the renderer crashes once, then shows the error page', () => {
    const { gone, failures } = open()
    gone('crashed')
    expect(created.loads).toEqual(['app://pitchside/index.html', 'app://pitchside/index.html'])
    gone('oom', 0)
    const page = decodeURIComponent(created.loads[2])
    expect(page).toContain('The page&#39;s process ended: oom (exit code 0).')
    expect(failures).toEqual(['renderer-gone:reload', 'renderer-gone:show'])
  })

  it('ignores superseded loads, sub-frames, the error page itself and a renderer that ended cleanly', () => {
    const { failLoad, gone, failures } = open()
    failLoad(-3)
    failLoad(-6, false)
    failLoad(-6, true, 'data:text/html,x')
    gone('clean-exit', 0)
    expect(created.loads).toEqual(['app://pitchside/index.html'])
    expect(failures).toEqual([])
    expect(created.shown).toBe(0)
  })
})

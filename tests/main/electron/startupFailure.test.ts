// A start-up that fails, with Electron mocked: the error is logged, windows already made are closed, a window shows
// the error page (no script) with the log file, closing it ends the app with status 1; and when even that window
// cannot be made, Electron's native error box says it.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const electron = vi.hoisted(() => ({
  windows: [] as { destroyed: boolean; options: unknown; loaded: string; closed?: () => void }[],
  failWindow: false,
  exit: [] as number[],
  errorBoxes: [] as string[][],
}))

vi.mock('electron', () => ({
  app: {
    whenReady: () => Promise.resolve(),
    getLocale: () => 'nl-NL',
    exit: (code: number) => electron.exit.push(code),
  },
  dialog: { showErrorBox: (title: string, content: string) => electron.errorBoxes.push([title, content]) },
  BrowserWindow: class {
    static getAllWindows() {
      return electron.windows
        .filter((w) => !w.destroyed)
        .map((w) => ({ destroy: () => (w.destroyed = true) }))
    }
    private readonly record: (typeof electron.windows)[number]
    constructor(options: unknown) {
      if (electron.failWindow) throw new Error('no display')
      this.record = { destroyed: false, options, loaded: '' }
      electron.windows.push(this.record)
    }
    setMenuBarVisibility(): void {}
    on(name: string, listener: () => void): void {
      if (name === 'closed') this.record.closed = listener
    }
    loadURL(url: string): Promise<void> {
      this.record.loaded = url
      return Promise.resolve()
    }
  },
}))

const { startupFailureReporter } = await import('../../../src-main/electron/startupFailure')

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startupFailureReporter', () => {
  // Each test starts from a working Electron with no windows: in shuffled order the error-box test's failing
  // window once reached the other test.
  beforeEach(() => {
    electron.windows.length = 0
    electron.exit.length = 0
    electron.errorBoxes.length = 0
    electron.failWindow = false
  })

  it('logs, closes the half-made window and shows the error with the log file', async () => {
    const hidden = { destroyed: false, options: {}, loaded: 'app://pitchside/index.html' }
    electron.windows.push(hidden)
    const logged: string[] = []
    const report = startupFailureReporter({
      logFile: '/data/logs/main.log',
      logError: (message, error) => logged.push(`${message}: ${(error as Error).message}`),
    })
    report(new Error('the renderer folder is missing'))
    report(new Error('a second error'))
    await settle()
    expect(logged).toEqual([
      'Pitchside could not start: the renderer folder is missing',
      'Pitchside could not start: a second error',
    ])
    expect(hidden.destroyed).toBe(true)
    const shown = electron.windows.filter((w) => w !== hidden)
    expect(shown).toHaveLength(1)
    expect(shown[0].options).toMatchObject({
      title: 'Pitchside kon niet starten',
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
    })
    const page = decodeURIComponent(shown[0].loaded)
    expect(page).toContain('<p>Het starten is mislukt: the renderer folder is missing</p>')
    expect(page).toContain('<code>/data/logs/main.log</code>')
    expect(page).not.toContain('<a href')
    expect(electron.exit).toEqual([])
    shown[0].closed!()
    expect(electron.exit).toEqual([1])
  })

  it("falls back to Electron's error box when no window can be shown", async () => {
    electron.windows.length = 0
    electron.exit.length = 0
    electron.failWindow = true
    const logged: string[] = []
    startupFailureReporter({ logFile: '/l', logError: (message) => logged.push(message) })('boom')
    await settle()
    expect(logged).toEqual(['Pitchside could not start', 'the start-up error window could not be shown'])
    expect(electron.errorBoxes).toEqual([['Pitchside kon niet starten', 'Het starten is mislukt: boom']])
    expect(electron.exit).toEqual([1])
  })
})

// The Electron main's start, with Electron and the services mocked: PITCHSIDE_DATA_DIR becomes userData before
// the single-instance lock is taken and the log goes to <data folder>/logs; a start that throws, and an uncaught
// error before the window is up, reach the start-up failure window; the services that did start are closed.
import { join, resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const seen = vi.hoisted(() => ({
  calls: [] as string[],
  logPath: '' as string,
  failures: [] as unknown[],
  processHandlers: new Map<string, (value: unknown) => void>(),
  ready: null as null | (() => void),
}))

vi.mock('electron', () => ({
  app: {
    isPackaged: false,
    setPath: (name: string, path: string) => seen.calls.push(`setPath ${name} ${path}`),
    getPath: (name: string) => (name === 'userData' ? '/data/e2e' : '/home/u'),
    getName: () => 'Pitchside',
    getLocale: () => 'en-US',
    getVersion: () => '0.1.0',
    getAppPath: () => '/app',
    requestSingleInstanceLock: () => {
      seen.calls.push('requestSingleInstanceLock')
      return true
    },
    whenReady: () => new Promise<void>((resolveReady) => (seen.ready = resolveReady)),
    on: (name: string) => seen.calls.push(`on ${name}`),
    quit: () => seen.calls.push('quit'),
  },
  BrowserWindow: { getAllWindows: () => [] },
  dialog: { showErrorBox: vi.fn() },
}))
vi.mock('electron-log/main', () => ({
  default: {
    transports: {
      file: {
        set resolvePathFn(fn: () => string) {
          seen.logPath = fn()
        },
      },
    },
    error: vi.fn(),
    info: vi.fn(),
    warn: vi.fn(),
  },
}))
vi.mock('../../../src-main/electron/protocol', () => ({
  APP_ORIGIN: 'app://pitchside',
  registerAppScheme: () => seen.calls.push('registerAppScheme'),
  serveRenderer: () => seen.calls.push('serveRenderer'),
}))
vi.mock('../../../src-main/electron/window', () => ({
  hardenSessions: () => seen.calls.push('hardenSessions'),
  createMainWindow: () => seen.calls.push('createMainWindow'),
}))
vi.mock('../../../src-main/electron/startupFailure', () => ({
  startupFailureReporter: () => (error: unknown) => seen.failures.push(error),
}))
vi.mock('../../../src-main/host/createHost', () => ({
  durabilityFrom: () => 'process',
  createHost: () => {
    throw new Error('the save folder is read-only')
  },
}))
vi.mock('node:fs', async (original) => ({ ...(await original<object>()), mkdirSync: vi.fn() }))

describe('the Electron main', () => {
  it('takes PITCHSIDE_DATA_DIR as userData, logs there, and shows a failed start', async () => {
    process.env.PITCHSIDE_DATA_DIR = 'tmp-e2e-data'
    const on = vi.spyOn(process, 'on').mockImplementation(((
      event: string,
      handler: (value: unknown) => void,
    ) => {
      seen.processHandlers.set(event, handler)
      return process
    }) as typeof process.on)
    try {
      await import('../../../src-main/electron/main')
    } finally {
      on.mockRestore()
      delete process.env.PITCHSIDE_DATA_DIR
    }
    const dataDir = resolve('tmp-e2e-data')
    expect(seen.calls.slice(0, 3)).toEqual([
      `setPath userData ${dataDir}`,
      'registerAppScheme',
      'requestSingleInstanceLock',
    ])
    expect(seen.logPath).toBe(join(dataDir, 'logs', 'main.log'))

    // Before the window is up, an uncaught error is a failed start.
    seen.processHandlers.get('uncaughtException')!(new Error('early'))
    expect(seen.failures).toEqual([new Error('early')])

    seen.ready!()
    // whenReady().then(start).catch(...) settles within the microtasks before the next macrotask.
    await new Promise((next) => setImmediate(next))
    expect(seen.failures).toHaveLength(2)
    expect(seen.failures[1]).toEqual(new Error('the save folder is read-only'))
    expect(seen.calls).toContain('serveRenderer')
    expect(seen.calls).not.toContain('createMainWindow')
  })
})

// The desktop app itself, through Playwright's Electron driver. It needs Electron's binary, which `npm start`
// downloads on first run; where it is absent (no network, as on the CI machine) the tests are skipped and say
// why. They never trigger a download. Each launch gets a data folder of its own (PITCHSIDE_DATA_DIR, which the
// app also uses as userData: Chromium's profile, the single-instance lock and the log go there too), so the tests
// neither touch a user's saves nor clash with a Pitchside already running.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron as electron, test, type ElectronApplication } from '@playwright/test'
import { expect } from '../expect'
import { APP_VERSION } from '../expected'
import { probeCsp } from './cspProbe'

const root = join(import.meta.dirname, '..', '..')

function electronBinary(): string | null {
  const dir = join(root, 'node_modules', 'electron')
  const pathFile = join(dir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(
    process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist'),
    readFileSync(pathFile, 'utf8').trim(),
  )
  return existsSync(binary) ? binary : null
}

function nativeBinding(): string | undefined {
  const { version } = JSON.parse(
    readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
  ) as {
    version: string
  }
  const file = join(root, 'native', `electron-${version}`, 'better_sqlite3.node')
  return existsSync(file) ? file : undefined
}

/** This process's environment for the app: its own data folder, no dev-server URL, the Electron-ABI SQLite. */
function environment(dataDir: string, binding: string | undefined): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  delete env.ELECTRON_RENDERER_URL
  delete env.ELECTRON_RUN_AS_NODE
  env.PITCHSIDE_DATA_DIR = dataDir
  if (binding) env.PITCHSIDE_NATIVE_BINDING = binding
  return env
}

const binary = electronBinary()
const SKIP_REASON =
  "Electron's binary is not installed on this machine (node_modules/electron/dist is missing; `npm start` " +
  'fetches it where the network allows). These tests run wherever it exists.'

test.describe('the desktop app', () => {
  let app: ElectronApplication | null = null
  let dataDir = ''

  test.beforeEach(async () => {
    if (binary === null) console.log(`[electron e2e] skipped: ${SKIP_REASON}`)
    test.skip(binary === null, SKIP_REASON)
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-electron-e2e-'))
    app = await electron.launch({
      executablePath: binary!,
      args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: environment(dataDir, nativeBinding()),
    })
  })

  test.afterEach(async () => {
    await app?.close()
    app = null
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('opens with a locked-down page that reaches main over IPC, saving and logging in its own folder', async () => {
    const page = await app!.firstWindow()
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    await expect(page.getByTestId('status-line')).toContainText(`Pitchside ${APP_VERSION}`)
    await expect(page.getByTestId('status-line')).toContainText('desktop (IPC)')
    const isolation = await page.evaluate(() => ({
      bridge: Object.keys(window.pitchside ?? {}).sort(),
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
      url: location.href,
    }))
    expect(isolation).toEqual({
      bridge: ['onEvent', 'request', 'transport'],
      require: 'undefined',
      process: 'undefined',
      url: 'app://pitchside/index.html',
    })
    const bad = await page.evaluate(() => window.__pitchside!.rawRequest('game.new', { ruleset: 42 }))
    expect(bad).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    const info = await page.evaluate(() => window.__pitchside!.rawRequest('app.info', {}))
    // The AI's worker thread started (no fallback to main's thread).
    expect(info).toMatchObject({ ok: true, value: { transport: 'electron' } })
    expect((info as { value: { aiFallback?: unknown } }).value.aiFallback).toBeUndefined()
    await page.getByTestId('menu-new').click()
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('scorebar')).toBeVisible()
    const userData = await app!.evaluate(({ app: electronApp }) => electronApp.getPath('userData'))
    expect(userData).toBe(dataDir)
    expect(readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')).toContain(
      `Pitchside ${APP_VERSION} started`,
    )
  })

  test('Chromium enforces the CSP: no eval, no inline script', async () => {
    const page = await app!.firstWindow()
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    const outcome = await probeCsp(page)
    expect(outcome).toMatchObject({
      evalError: 'EvalError',
      functionError: 'EvalError',
      inlineScriptRan: false,
      inlineHandlerRan: false,
    })
    expect(outcome.violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src eval$/),
        expect.stringMatching(/^script-src-elem inline$/),
        expect.stringMatching(/^script-src-attr inline$/),
      ]),
    )
  })
})

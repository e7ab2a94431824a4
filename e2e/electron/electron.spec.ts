// The desktop app itself, through Playwright's Electron driver. It needs Electron's binary, which `npm start`
// downloads on first run; where it is absent (no network, as on the CI machine) the test is skipped and says
// why. It never triggers a download itself.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { APP_VERSION } from '../expected'

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

/** This process's environment for the app, without a dev-server URL and with the Electron-ABI SQLite build. */
function environment(binding: string | undefined): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  delete env.ELECTRON_RENDERER_URL
  delete env.ELECTRON_RUN_AS_NODE
  if (binding) env.PITCHSIDE_NATIVE_BINDING = binding
  return env
}

const binary = electronBinary()
const SKIP_REASON =
  'Electron binary not installed (node_modules/electron/dist is missing; `npm start` fetches it where the network allows)'

test('the desktop app opens with a locked-down page that reaches main over IPC', async () => {
  if (binary === null) console.log(`[electron e2e] skipped: ${SKIP_REASON}`)
  test.skip(binary === null, SKIP_REASON)

  const binding = nativeBinding()
  const app = await electron.launch({
    executablePath: binary!,
    args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env: environment(binding),
  })
  try {
    const page = await app.firstWindow()
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
    await page.getByTestId('menu-new').click()
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('scorebar')).toBeVisible()
  } finally {
    await app.close()
  }
})

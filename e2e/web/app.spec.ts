// The app in Chromium against the real web host: it loads, the status line comes from a real app.info round
// trip, New game puts Human vs Orc on a visible pitch, and malformed requests get typed errors while the app
// keeps working, and the Table quality setting (Automatic resolved against this browser's WebGL; Best by hand from
// the next start). Console errors (a CSP violation, an exception) fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { APP_VERSION, ENGINE_VERSION } from '../expected'
import { pixelStats } from '../pixels'
import { failOnPageProblems } from '../playDriver'

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'artifacts')

failOnPageProblems()

async function open(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
}

test('loads with a status line from a real app.info round trip', async ({ page }) => {
  await open(page)
  const status = page.getByTestId('status-line')
  await expect(status).toContainText(`Pitchside ${APP_VERSION}`)
  await expect(status).toContainText(`engine ${ENGINE_VERSION}`)
  await expect(status).toContainText('browser (WebSocket)')
  await expect(page.getByRole('heading', { name: 'Pitchside' })).toBeVisible()
  expect(await page.evaluate(() => window.__pitchside?.transport)).toBe('web')
  // Every menu item works (the Showcase too: e2e/web/showcase.spec.ts).
  for (const id of ['new', 'continue', 'load', 'replays', 'drills', 'showcase', 'settings']) {
    await expect(page.getByTestId(`menu-${id}`)).toBeEnabled()
  }
})

test('New game shows Human vs Orc on the pitch', async ({ page }) => {
  await open(page)
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('home-roster')).toHaveValue('human')
  await expect(page.getByTestId('away-roster')).toHaveValue('orc')
  await page.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('scorebar')).toBeVisible()

  const view = await page.evaluate(() => window.__pitchside?.lastView)
  expect(view?.ruleset).toBe('classic')
  expect(view?.teams.map((t) => t.rosterId)).toEqual(['human', 'orc'])
  // The scene has drawn at least one frame with the board in it.
  await expect
    .poll(async () => (await page.evaluate(() => window.__pitchside?.sceneStats()))?.drawCalls ?? 0)
    .toBeGreaterThan(0)

  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, 'e2e-new-game.png') })
  const stats = pixelStats(png)
  console.log(`e2e-new-game.png: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(1280)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
  // The pitch is framed between the panels (scene insets), so it fills less of the window than the whole table.
  expect(stats.greenShare).toBeGreaterThan(0.12)
})

test('malformed requests from the page get typed errors and the app keeps serving', async ({ page }) => {
  await open(page)
  const answers = await page.evaluate(async () => {
    const hooks = window.__pitchside!
    return [
      await hooks.rawRequest('game.new', { ruleset: 'chess', home: 'x' }),
      await hooks.rawRequest('game.act', 'not an object'),
      await hooks.rawRequest('no.such.request', {}),
      await hooks.rawRequest('game.view', { gameId: 'g-does-not-exist' }),
    ]
  })
  expect(answers.map((a) => (a.ok ? 'ok' : a.code))).toEqual([
    'ipc/invalid-payload',
    'ipc/invalid-payload',
    'ipc/unknown-request',
    'game/not-found',
  ])
  for (const answer of answers) expect(answer).toMatchObject({ ok: false, message: expect.any(String) })

  // Junk below the client: a raw frame that is not even JSON, on a socket of its own.
  const raw = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/ws`)
        socket.onopen = () => socket.send('{"kind":"request", this is not json')
        socket.onmessage = (event) => {
          resolve(JSON.parse(String(event.data)))
          socket.close()
        }
        socket.onerror = () => reject(new Error('socket error'))
      }),
  )
  expect(raw).toMatchObject({
    kind: 'response',
    id: null,
    result: { ok: false, code: 'ipc/invalid-message' },
  })

  // Main is still serving: a valid round trip, and a game can be started from the UI.
  const info = await page.evaluate(() => window.__pitchside!.rawRequest('app.info', {}))
  expect(info).toMatchObject({ ok: true, value: { appVersion: APP_VERSION } })
  await page.getByTestId('menu-new').click()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('scorebar')).toBeVisible()
})

test('Table quality: Automatic draws the fast way on software WebGL, Best by hand from the next start', async ({
  page,
}) => {
  await open(page)
  const software = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2')!
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER))
    return /llvmpipe|swiftshader|software/i.test(name)
  })
  const inUse = () => page.evaluate(() => window.__pitchside!.tableQuality())
  // The canvas's own context says whether it is multisampled.
  const multisampled = () =>
    page.evaluate(
      () =>
        (document.querySelector('[data-testid="table-canvas"]') as HTMLCanvasElement)
          .getContext('webgl2')!
          .getContextAttributes()!.antialias,
    )
  await expect.poll(async () => (await inUse())?.level ?? null).toBe(software ? 'fast' : 'best')
  expect(await multisampled()).toBe(!software)

  const screen = page.getByTestId('settings-screen')
  await page.getByTestId('menu-settings').click()
  await expect(screen.getByTestId('settings-quality')).toHaveValue('auto')
  await expect(screen.getByTestId('settings-quality-note')).toContainText(
    `In use now: ${software ? 'Fast' : 'Best'}`,
  )
  await screen.getByTestId('settings-quality').selectOption('best')
  await screen.getByTestId('settings-done').click()
  // Read when the table is made: the next start draws the best way.
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await expect.poll(async () => (await inUse())?.level ?? null).toBe('best')
  expect(await inUse()).toMatchObject({ antialias: true, shadowMapSize: 2048, maxAnisotropy: 8 })
  expect(await multisampled()).toBe(true)
  await page.getByTestId('menu-settings').click()
  await expect(screen.getByTestId('settings-quality-note')).toContainText('In use now: Best')
})

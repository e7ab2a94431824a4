// The read-only LAN share in Chromium against the real web host: the owner (on loopback) starts a game and
// turns on Settings → Share on local network, which shows this machine's LAN URL with a QR code; a second page
// opens that URL as a TV would and is a viewer — the read-only badge, only display choices in the menu, no
// play controls — and its attempts to act are refused (`share/read-only`) without changing the owner's game.
// Turning the switch off drops the viewer and closes the listener. Needs a non-loopback IPv4 address.
import { mkdirSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { ARTIFACTS } from '../playDriver'

const LAN = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4' && !i.address.startsWith('169.254.'))?.address

test.skip(!LAN, 'this machine has no non-loopback IPv4 address for a TV to reach the share on')

let problems: string[]

function watchProblems(page: Page, who: string): void {
  page.on('pageerror', (error) => problems.push(`${who} page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${who} console error: ${message.text()}`)
  })
}

test.beforeEach(() => {
  problems = []
})

const raw = (page: Page, name: string, args: unknown = {}) =>
  page.evaluate(([n, a]) => window.__pitchside!.rawRequest(n as string, a), [name, args] as const)

async function settingsSwitch(page: Page): Promise<void> {
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-settings').click()
  await expect(page.getByTestId('share-section')).toBeVisible()
}

test('a TV on the LAN address watches read-only, and sharing off drops it', async ({ page, browser }) => {
  watchProblems(page, 'owner')
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-new').click()
  await page.getByTestId('away-player').selectOption('human') // nobody acts on the owner's table meanwhile
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('scorebar')).toBeVisible()
  const gameId = await page.evaluate(() => window.__pitchside?.gameId)
  expect(gameId).toMatch(/^g-/)

  // Off at start; on, it shows this machine's LAN URL with its QR code.
  await settingsSwitch(page)
  const box = page.getByTestId('share-switch')
  await expect(box).not.toBeChecked()
  await box.check()
  await expect(page.getByTestId('share-on')).toBeVisible()
  const urls = await page.getByTestId('share-url').allTextContents()
  const url = urls.find((u) => u.startsWith(`http://${LAN}:`))
  expect(url, `a URL on ${LAN} among ${urls.join(', ')}`).toBeTruthy()
  await expect(page.getByTestId('share-qr').first()).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await page.getByTestId('settings-screen').screenshot({ path: 'test-results/share-settings.png' })
  await page.getByTestId('settings-done').click()

  // The TV's browser.
  const tv = await browser.newPage()
  watchProblems(tv, 'viewer')
  await tv.goto(url!)
  await expect(tv.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await expect(tv.getByTestId('viewer-badge')).toHaveText('Viewing — read only')
  expect(await raw(tv, 'app.info')).toMatchObject({ ok: true, value: { viewer: true } })
  for (const id of ['new', 'continue', 'load', 'replays', 'drills', 'settings']) {
    await expect(tv.getByTestId(`menu-${id}`)).toHaveCount(0)
  }
  await expect(tv.getByTestId('play-layer')).toHaveCount(0)
  await expect(tv.getByTestId('undo')).toHaveCount(0)
  await expect(tv.getByTestId('timeline')).toHaveCount(0)
  await expect(tv.getByTestId('viewer-badge')).toBeVisible()
  await tv.screenshot({ path: 'test-results/share-viewer.png' })

  // Its attempts to act fail, and the owner's game is as it was.
  const before = await raw(page, 'game.history', { gameId })
  const legal = (await raw(page, 'game.legal', { gameId })) as { value: { actions: unknown[] } }
  const attempts: [string, unknown][] = [
    ['game.act', { gameId, action: legal.value.actions[0] }],
    ['game.new', { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } }],
    ['game.undo', { gameId }],
    ['ai.act', { gameId, side: 0 }],
    ['saves.delete', { gameId, confirm: true }],
    ['saves.rename', { gameId, title: 'Hijacked' }],
    ['classics.open', { id: 'x' }],
    ['share.set', { on: false }],
    ['test.forceDice', { gameId, dice: [6] }],
  ]
  for (const [name, args] of attempts) {
    expect(await raw(tv, name, args), name).toMatchObject({ ok: false, code: 'share/read-only' })
  }
  expect(await raw(page, 'game.history', { gameId })).toEqual(before)
  // Watching is allowed: the owner's game as it stands.
  expect(await raw(tv, 'game.view', { gameId })).toMatchObject({ ok: true })
  expect(await raw(page, 'share.status')).toMatchObject({ ok: true, value: { on: true, viewers: 1 } })

  // The attract loop on the TV plays the shipped classics without writing anything: a classic the owner never
  // opened is viewed (checked and held in main's memory), not imported into the owner's Load list.
  const savesBefore = await raw(page, 'saves.list')
  mkdirSync(ARTIFACTS, { recursive: true })
  const classics = (await raw(tv, 'classics.list')) as { value: { id: string }[] }
  expect(classics.value.length).toBeGreaterThan(0)
  expect(await raw(tv, 'classics.view', { id: classics.value[0].id })).toMatchObject({ ok: true })
  await tv.getByTestId('menu-display').click()
  await tv.getByTestId('display-kiosk').uncheck()
  await tv.getByTestId('display-attract').click()
  const layer = tv.getByTestId('display-layer')
  await expect(layer).toHaveAttribute('data-mode', 'attract')
  await expect(tv.getByTestId('display-now')).toContainText('1 of')
  await expect(tv.getByTestId('display-score').getByTestId('scorebar')).toBeVisible()
  await expect(tv.getByTestId('display-problem')).toHaveCount(0)
  await tv.waitForTimeout(1500)
  await tv.screenshot({ path: join(ARTIFACTS, 'e2e-share-viewer-attract.png') })
  await tv.keyboard.press('Escape')
  await expect(layer).toHaveCount(0)
  expect(await raw(page, 'saves.list')).toEqual(savesBefore)
  expect(await raw(page, 'game.history', { gameId })).toEqual(before)

  // Off: the viewer is dropped and the address no longer answers.
  await settingsSwitch(page)
  await expect(page.getByTestId('share-viewers')).toHaveText('One screen is watching')
  await page.getByTestId('share-switch').uncheck()
  await expect(page.getByTestId('share-on')).toBeHidden()
  await expect
    .poll(async () => ((await raw(tv, 'app.info')) as { code?: string }).code)
    .toBe('ipc/disconnected')
  await expect(tv.request.get(url!, { timeout: 5_000 })).rejects.toThrow()
  expect(await raw(page, 'share.status')).toMatchObject({ ok: true, value: { on: false, viewers: 0 } })
  // A dropped viewer's own reconnect attempts may log network errors, and Chromium notes that it ignores the
  // (same for both hosts) Cross-Origin-Opener-Policy header on a plain-http LAN origin; nothing else may show.
  const expected =
    /^viewer console error: .*(WebSocket|ERR_CONNECTION|Cross-Origin-Opener-Policy header has been ignored)/
  expect(problems.filter((p) => !expected.test(p))).toEqual([])
  await tv.close()
})

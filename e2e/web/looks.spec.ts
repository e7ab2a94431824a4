// The miniatures on the table through the real web host (issue 18, points 1, 5 and 7): a shipped Classic game as a
// replay shows every position as itself — the view's roles are the roster's (the Ogre and the Troll are big guys,
// the Orcs' Goblins runners) — with knocked-down players lying on their bases, the teams in their painted colours,
// close up and whole at 1600×900 and 1280×720; a saved scheme paints its team in the replay until the coach picks
// the colour-blind palette in Settings; Blitz Bowl and Cross Check tables draw their positions too (Cross Check
// skaters by their Classic position, not one "skater" figure); a many-kinded team on the Showcase's turntable; no
// symbol glyph on the buttons. Screenshots go to artifacts/ and are checked non-blank. Console errors fail a test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import type { GameView } from '../../src-shared/engine/api'
import { cameraStill } from '../gameDriver'
import { pixelStats, type PixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems, startGame } from '../playDriver'

failOnPageProblems()

/** A step of "Humans v Orcs" with all 22 players on the pitch, two of them down and one stunned. */
const DOWN_STEP = 295

async function shot(page: Page, browser: Browser, name: string): Promise<PixelStats> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = await pixelStats(browser, png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
  return stats
}

const lastView = (page: Page): Promise<GameView> => page.evaluate(() => window.__pitchside!.lastView!)

/** Opens the shipped "Humans v Orcs" as a replay and scrubs to `step`. */
async function humansVOrcsAt(page: Page, step: number): Promise<void> {
  await page.getByTestId('menu-replays').click()
  await page.locator('[data-classic-id="humans-v-orcs"]').getByTestId('classic-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await page.getByTestId('timeline-scrub').evaluate((input, value) => {
    const range = input as HTMLInputElement
    range.value = String(value)
    range.dispatchEvent(new Event('input', { bubbles: true }))
    range.dispatchEvent(new Event('change', { bubbles: true }))
  }, step)
  await expect(timeline).toHaveAttribute('data-position', String(step))
  await expect.poll(async () => (await lastView(page)).pieces.filter((p) => p.x !== null).length).toBe(22)
}

/** Zooms the table's camera onto square (x, y) with the mouse wheel. */
async function zoomOnto(page: Page, x: number, y: number, notches: number): Promise<void> {
  for (let i = 0; i < notches; i++) {
    const at = (await page.evaluate(([sx, sy]) => window.__pitchside!.squareOnPage(sx, sy), [x, y]))!
    await page.mouse.move(at.x, at.y)
    await page.mouse.wheel(0, -240)
    await cameraStill(page)
  }
}

async function ready(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
}

test('a Classic replay: every position as itself, players down lying on their bases, painted teams', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1600, height: 900 })
  await ready(page)
  // No symbol glyphs on the buttons: the menu button's icon is drawn SVG.
  await humansVOrcsAt(page, DOWN_STEP)
  await expect(page.getByTestId('menu-toggle').locator('svg[data-icon="menu"]')).toHaveCount(1)

  // The roles reach the view from the roster (the shipped game's teams carry none).
  const view = await lastView(page)
  const role = (side: number, position: string) =>
    view.pieces.find((p) => p.side === side && p.positionId === position)?.role
  expect(role(0, 'ogre')).toBe('bigguy')
  expect(role(0, 'thrower')).toBe('thrower')
  expect(role(0, 'catcher')).toBe('catcher')
  expect(role(1, 'troll')).toBe('bigguy')
  expect(role(1, 'goblin')).toBe('runner')
  expect(role(1, 'black-orc-blocker')).toBe('lineman')
  expect(view.pieces.filter((p) => p.state === 'prone').length).toBeGreaterThanOrEqual(1)
  expect(view.pieces.filter((p) => p.state === 'stunned').length).toBeGreaterThanOrEqual(1)

  // The whole table at both sizes, within the renderer's budget.
  await cameraStill(page)
  await shot(page, browser, 'looks-classic-1600.png')
  const stats = (await page.evaluate(() => window.__pitchside!.sceneStats()))!
  console.log(`Classic replay table: ${JSON.stringify(stats)}`)
  expect(stats.drawCalls).toBeLessThanOrEqual(40)
  expect(stats.triangles).toBeLessThanOrEqual(250_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await cameraStill(page)
  await shot(page, browser, 'looks-classic-1280.png')
  await page.setViewportSize({ width: 1600, height: 900 })
  await cameraStill(page)

  // Close up: the Ogre facing the Troll among the linemen, and a Human knocked down beside them, lying face up on
  // his base.
  const big = view.pieces.find((p) => p.role === 'bigguy' && p.x !== null)!
  await zoomOnto(page, big.x!, big.y!, 3)
  await page.mouse.move(5, 450) // off the figures: no name plate in the picture
  await shot(page, browser, 'looks-bigguys-closeup.png')
})

test('a saved scheme paints its team in the replay; the colour-blind palette is an opt-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await ready(page)
  // The Orcs painted magenta (no team's preset, pitch or table has it: pixelStats counts it).
  const saved = await page.evaluate(async () => {
    const hooks = window.__pitchside!
    const got = (await hooks.rawRequest('schemes.get', { teamKey: 'classic/orc' })) as {
      ok: boolean
      value: { scheme: { colours: Record<string, string> } }
    }
    const scheme = { ...got.value.scheme, colours: { ...got.value.scheme.colours, armour: '#e000e0' } }
    return hooks.rawRequest('schemes.save', { scheme })
  })
  expect(saved).toMatchObject({ ok: true })
  try {
    await humansVOrcsAt(page, DOWN_STEP)
    await cameraStill(page)
    // The table fetches the teams' schemes as the replay opens: poll until the Orcs wear theirs.
    let painted: PixelStats | null = null
    await expect
      .poll(async () => (painted = await shot(page, browser, 'looks-painted-orcs.png')).magentaShare)
      .toBeGreaterThan(0.0005)
    const paintedShare = (painted as PixelStats | null)?.magentaShare ?? 0

    // Settings: the colour-blind palette, off by default, turned on: blue against orange, no magenta.
    await page.getByTestId('menu-toggle').click()
    await page.getByTestId('menu-settings').click()
    const box = page.getByTestId('settings-colour-blind')
    await expect(box).not.toBeChecked()
    await box.check()
    await page.getByTestId('settings-done').click()
    await cameraStill(page)
    await page.waitForTimeout(500)
    const safe = await shot(page, browser, 'looks-colour-blind.png')
    expect(safe.magentaShare).toBeLessThan(paintedShare / 10)
    await page.getByTestId('menu-toggle').click()
    await page.getByTestId('menu-settings').click()
    await page.getByTestId('settings-colour-blind').uncheck()
    await page.getByTestId('settings-done').click()
  } finally {
    await page.evaluate(() => window.__pitchside!.rawRequest('schemes.reset', { teamKey: 'classic/orc' }))
  }
})

for (const ruleset of ['crosscheck', 'blitz'] as const)
  test(`the ${ruleset} table draws its positions (Cross Check skaters by their Classic position)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1600, height: 900 })
    await startGame(page, { ruleset, home: 'beginner', away: 'beginner', seed: 1818 })
    // Both sides set up by the AI: wait for the line-ups on the board.
    const wanted = ruleset === 'blitz' ? 8 : 12
    await expect
      .poll(async () => (await lastView(page)).pieces.filter((p) => p.x !== null).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(wanted)
    const roles = new Set((await lastView(page)).pieces.map((p) => p.role))
    console.log(`${ruleset} roles: ${[...roles].join(', ')}`)
    expect(roles.has('skater')).toBe(false)
    expect(roles.size).toBeGreaterThanOrEqual(3)
    if (ruleset === 'crosscheck') expect(roles.has('goalie')).toBe(true)
    await cameraStill(page)
    await shot(page, browser, `looks-${ruleset}-1600.png`)
    await page.setViewportSize({ width: 1280, height: 720 })
    await cameraStill(page)
    await shot(page, browser, `looks-${ruleset}-1280.png`)
  })

test('a many-kinded team on the Showcase turntable: the same figures as on the table', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1600, height: 900 })
  await ready(page)
  await page.getByTestId('menu-showcase').click()
  await page.getByTestId('showcase-team').selectOption('classic/goblin')
  await expect(page.getByTestId('showcase')).toHaveAttribute('data-team', 'classic/goblin')
  await expect
    .poll(() => page.evaluate(() => window.__pitchside?.lineupCounts() ?? null))
    .toEqual({ pieces: 6, models: 0 })
  await page.waitForTimeout(800)
  await shot(page, browser, 'looks-showcase-goblins.png')
})

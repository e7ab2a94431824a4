// The drills through the UI: the three Blitz Bowl drills (moving, blocking, throwing) and Classic's dodge-and-run
// played to their goal — each step's actions (the drill file's own solution, pieces found where the drill puts
// them) carried out with one input device, the dice forced to the solution's (the test-only `test.forceDice`; the
// app deals fresh dice) — until the card says the drill is done; the game then ends there (no setup or kick-off
// after the touchdown) and "Back to menu" lands on the main menu with the game unloaded. The Classic and Cross
// Check drills start and show their card with the first step's rule (no citation), "Leave drill" shows the menu.
// Screenshots of the drills list and a drill of each game at 1280x720 and 1600x900 (artifacts/drills-*.png).
// Console errors fail the test.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import type { Action } from '../../src-shared/engine/api'
import { animationsOff, tabTo } from '../deviceStart'
import { cameraStill, GamePlayer, type Device } from '../gameDriver'
import { ARTIFACTS, failOnPageProblems, forceDice, shoot } from '../playDriver'
import { pixelStats } from '../pixels'

failOnPageProblems()

interface DrillFile {
  readonly scenario: {
    readonly teams?: Record<string, { players: { id: string; at?: [number, number] }[] }>
    readonly players?: { id: string; x: number; y: number }[]
  }
  readonly steps: { solution: { actions: Record<string, unknown>[]; dice: number[] } }[]
}

const drillFile = (id: string): DrillFile =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src-shared/drills/data', `${id}.json`), 'utf8'))

/** Opens the Drills dialog from the main menu and starts drill `id` (clicks, or Tab and Enter). */
async function startDrill(page: Page, id: string, device: Device): Promise<void> {
  const dialog = page.locator('.drills-dialog')
  if (device === 'mouse') {
    await page.getByTestId('menu-drills').click()
    await page.getByTestId(`drill-start-${id}`).click()
  } else {
    await tabTo(page, 'menu-drills')
    await page.keyboard.press('Enter')
    // Tab only once the dialog shows its drills: on a busy machine the loop began before, and cycled the menu.
    await expect(page.getByTestId(`drill-start-${id}`)).toBeVisible()
    await tabTo(page, `drill-start-${id}`)
    await page.keyboard.press('Enter')
  }
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('drill-card')).toBeVisible()
  await expect(page.getByTestId('play-layer')).toBeVisible()
}

/** The engine id of each named piece: the piece standing where the drill file puts it. */
async function pieceIds(page: Page, drill: DrillFile): Promise<Map<string, number>> {
  const spots: { id: string; x: number; y: number }[] = []
  for (const team of Object.values(drill.scenario.teams ?? {}))
    for (const p of team.players) if (p.at) spots.push({ id: p.id, x: p.at[0], y: p.at[1] })
  const pieces = await page.evaluate(() => window.__pitchside!.lastView!.pieces)
  return new Map(
    spots.map((s) => [s.id, pieces.find((p) => p.x === s.x && p.y === s.y)!.id] as [string, number]),
  )
}

async function playDrill(page: Page, id: string, device: Device) {
  await animationsOff(page, device)
  await startDrill(page, id, device)
  const layer = page.getByTestId('play-layer')
  if (device === 'mouse') {
    await page.getByTestId('camera').click()
    await cameraStill(page)
  }
  const drill = drillFile(id)
  const ids = await pieceIds(page, drill)
  const player = new GamePlayer(page, layer, device)
  for (const [i, step] of drill.steps.entries()) {
    await expect(page.getByTestId('drill-step')).toContainText(`Step ${i + 1} of ${drill.steps.length}`)
    if (step.solution.dice.length > 0) await forceDice(page, step.solution.dice)
    for (const raw of step.solution.actions) {
      const action = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [
          k,
          (k === 'player' || k === 'target') && typeof v === 'string' ? ids.get(v) : v,
        ]),
      ) as Action
      await player.act(action)
    }
  }
  await expect(page.getByTestId('drill-success')).toBeVisible()
  await shoot(page, `e2e-drill-${id}.png`)
}

test('Blitz Bowl drill 1, moving: sidestep, run onto the ball, touchdown (the mouse)', async ({ page }) => {
  test.setTimeout(180_000)
  await playDrill(page, 'blitz-1-moving', 'mouse')
})

test(
  'Blitz Bowl drill 2, blocking: an assisted block, follow up, a smash (the keyboard)',
  FULL_ONLY,
  async ({ page }) => {
    test.setTimeout(180_000)
    await playDrill(page, 'blitz-2-blocking', 'keyboard')
  },
)

test(
  'Blitz Bowl drill 3, throwing: around the obstruction, a short throw, touchdown (the mouse)',
  FULL_ONLY,
  async ({ page }) => {
    test.setTimeout(180_000)
    await playDrill(page, 'blitz-3-throwing', 'mouse')
  },
)

test('Classic drill 1 ends at its touchdown: no setup follows, and Back to menu unloads it (the mouse)', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await playDrill(page, 'classic-1-dodge-and-run', 'mouse')
  const layer = page.getByTestId('play-layer')
  // The touchdown's moment is watched; then the board offers nothing: no setup, no kick-off, no game over.
  await expect(layer).toHaveAttribute('data-phase', 'none', { timeout: 30_000 })
  await expect(page.getByTestId('setup-panel')).toHaveCount(0)
  await expect(page.getByTestId('final-result')).toHaveCount(0)
  await expect(page.getByTestId('undo')).toHaveCount(0)
  await expect(page.getByTestId('drill-restart')).toHaveText('Try again')
  await expect(page.getByTestId('drill-next')).toContainText('Blocking')
  // The table keeps the drill's end (the scorer in the end zone), looked at in artifacts/drills-ended-classic-1280.png.
  await shoot(page, 'drills-ended-classic-1280.png')
  const gameId = await page.evaluate(() => window.__pitchside!.gameId)
  // Main refuses to go on as well.
  const refused = await page.evaluate(
    (id) => window.__pitchside!.rawRequest('game.act', { gameId: id, action: { type: 'setup-done' } }),
    gameId,
  )
  expect(refused).toMatchObject({ ok: false, code: 'game/over' })
  await page.getByTestId('drill-quit').click()
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await expect(page.getByTestId('play-layer')).toHaveCount(0)
  await expect(page.getByTestId('drill-card')).toHaveCount(0)
  const gone = await page.evaluate(
    (id) => window.__pitchside!.rawRequest('game.view', { gameId: id }),
    gameId,
  )
  expect(gone).toMatchObject({ ok: false, code: 'game/not-found' })
})

test('the Classic and Cross Check drills start and show their card; Leave drill shows the menu', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await startDrill(page, 'classic-1-dodge-and-run', 'mouse')
  await expect(page.getByTestId('drill-rule')).toHaveText('Declaring an action')
  await expect(page.getByTestId('drill-step')).toContainText('Step 1 of 3')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.ruleset)).toBe('classic')
  // Players carry their positions' names, not the drill's ("orc2").
  const names = await page.evaluate(() => window.__pitchside!.lastView!.pieces.map((p) => p.name))
  expect(names).toEqual(expect.arrayContaining(['Catcher', 'Lineman 1', 'Lineman 2']))
  expect(names).not.toContain('orc2')
  await page
    .getByTestId('drill-card')
    .getByRole('button', { name: /Leave drill/ })
    .click()
  await expect(page.getByTestId('drill-card')).toBeHidden()
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await expect(page.getByTestId('play-layer')).toHaveCount(0)
  await startDrill(page, 'crosscheck-1-take-and-shoot', 'mouse')
  await expect(page.getByTestId('drill-rule')).toHaveText('Taking Control of the Puck')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.ruleset)).toBe('crosscheck')
})

/** A screenshot at the page's own size into artifacts/, checked to be a drawn screen and not a blank frame. */
async function shootAt(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(width)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
}

for (const [width, height] of [
  [1280, 720],
  [1600, 900],
] as const)
  test(
    `screenshots at ${width}x${height}: the drills list and a drill of each game`,
    FULL_ONLY,
    async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height })
      await animationsOff(page, 'mouse')
      await page.getByTestId('menu-drills').click()
      await expect(page.getByTestId('drill-start-classic-5-foul')).toBeVisible()
      await shootAt(page, `drills-list-${width}.png`, width)
      await page.locator('.drills-dialog').getByRole('button', { name: 'Close' }).click()
      await expect(page.locator('.drills-dialog')).toHaveCount(0)
      for (const id of [
        'classic-2-block-with-assists',
        'blitz-4-pick-up-and-challenge',
        'crosscheck-3-check-the-carrier',
      ]) {
        await startDrill(page, id, 'mouse')
        await cameraStill(page)
        await shootAt(page, `drills-${id.split('-')[0]}-${width}.png`, width)
        await page.getByTestId('drill-quit').click()
        await expect(page.getByTestId('main-menu')).toBeVisible()
      }
    },
  )

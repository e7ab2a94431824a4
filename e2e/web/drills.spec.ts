// The drills through the UI: the three Blitz Bowl drills (moving, blocking, throwing) played to their goal — each
// step's actions (the drill file's own solution, pieces found where the drill puts them) carried out with one
// input device, the dice forced to the solution's (the test-only `test.forceDice`; the app deals fresh dice) —
// until the card says the drill is done; the Classic and Cross Check drills start and show their card with the
// first step's rule in English. Console errors fail the test.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import type { Action } from '../../src-shared/engine/api'
import { animationsOff, tabTo } from '../deviceStart'
import { cameraStill, GamePlayer, type Device } from '../gameDriver'
import { failOnPageProblems, forceDice, shoot } from '../playDriver'

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

async function playDrill(page: Page, browser: Browser, id: string, device: Device) {
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
  await shoot(page, browser, `e2e-drill-${id}.png`)
}

test('Blitz Bowl drill 1, moving: sidestep, run onto the ball, touchdown (the mouse)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await playDrill(page, browser, 'blitz-1-moving', 'mouse')
})

test('Blitz Bowl drill 2, blocking: an assisted block, follow up, a smash (the keyboard)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await playDrill(page, browser, 'blitz-2-blocking', 'keyboard')
})

test('Blitz Bowl drill 3, throwing: around the obstruction, a short throw, touchdown (the mouse)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await playDrill(page, browser, 'blitz-3-throwing', 'mouse')
})

test('the Classic and Cross Check drills start and show their card', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await startDrill(page, 'classic-1-dodge-and-run', 'mouse')
  await expect(page.getByTestId('drill-rule')).toHaveText('004: Declaring an action')
  await expect(page.getByTestId('drill-step')).toContainText('Step 1 of 3')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.ruleset)).toBe('classic')
  await page
    .getByTestId('drill-card')
    .getByRole('button', { name: /Leave drill/ })
    .click()
  await expect(page.getByTestId('drill-card')).toBeHidden()
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await startDrill(page, 'crosscheck-1-take-and-shoot', 'mouse')
  await expect(page.getByTestId('drill-rule')).toHaveText('000: Taking Control of the Puck')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.ruleset)).toBe('crosscheck')
})

// Watching the game through the real web host, dice forced with the test-only `test.forceDice`. Classic against
// the Beginner AI: the human kicks off and the AI's first turn plays out change by change with its caption
// (screenshots mid-turn at 1280×720 and 1600×900), the controls locked, until Space skips to the human's decision
// and the dice log sums the AI's turn up. Cross Check games of one team turn (a rules option of the New game
// dialog): a goal holds its moment (screenshot) until a key; the final whistle brings the game-over screen
// (screenshots) with Watch the replay (this game on the timeline at its start) and Rematch (the same teams,
// coaches and options, a new game). Console errors fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { ANIMATED } from '../testOptions'
import { expect } from '../expect'
import { GamePlayer } from '../gameDriver'
import { pixelStats } from '../pixels'
import {
  ARTIFACTS,
  answerDialogs,
  attr,
  click,
  cursorTo,
  failOnPageProblems,
  forceDice,
  pieceAt,
  press,
  settled,
  startGame,
} from '../playDriver'

failOnPageProblems()
// Watching the game is the point here: played out as a coach sees it, animations on.
test.use(ANIMATED)

/** New game: Cross Check, the Beginner AI away, a fixed seed, one period of `turns` team turns. */
async function shortGame(page: Page, turns: number): Promise<Locator> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await dialog.getByTestId('ruleset').selectOption('crosscheck')
  await dialog.getByTestId('away-player').selectOption('beginner')
  await dialog.getByTestId('options').locator('summary').click()
  await dialog.getByTestId('option-periods').fill('1')
  await dialog.getByTestId('option-periodTurns').fill(String(turns))
  await dialog.getByTestId('random-seed').uncheck()
  await dialog.getByTestId('seed').fill('7')
  await dialog.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toBeVisible()
  return layer
}

/**
 * The human's goalie (the dialog's first choice) and line-up (one skater, then done), the face-off dice forced: home
 * centre, away centre.
 */
async function lineUp(page: Page, layer: Locator, faceOff: [number, number]): Promise<void> {
  await expect(layer).toHaveAttribute('data-decision', 'goalie')
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  // One click on a skater's chip lines him up at the marked starting square (the centre's).
  await click(layer, page.getByTestId('setup-chip').first())
  await forceDice(page, faceOff)
  await page.keyboard.press('a')
}

/** A screenshot at the page's size into artifacts/ (its PNG, for `checkDrawn`). */
async function snap(page: Page, name: string): Promise<Buffer> {
  mkdirSync(ARTIFACTS, { recursive: true })
  return page.screenshot({ path: join(ARTIFACTS, name) })
}

/** Reads a screenshot's pixels: a drawn table, not a blank frame (slow on software WebGL: once a test, last). */
async function checkDrawn(png: Buffer, name: string, width: number): Promise<void> {
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(width)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
}

test('Classic: the AI’s turn played out with captions, the controls locked, Space skips to the human', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const t0 = Date.now()
  const lap = (what: string) => console.log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  // The AI plays home (the Human Team); the human, away, calls the toss.
  const layer = await startGame(page, { ruleset: 'classic', home: 'beginner', seed: 20240 })
  const caption = page.getByTestId('playback-caption')
  // An AI player's activation ("Human Team: #4 Blitzer moves"), not the AI's set-up.
  const acting = /^Human Team: #\d+ /
  const captionNow = async (): Promise<string> =>
    (await caption.count()) > 0 ? ((await caption.textContent()) ?? '').trim() : ''
  for (let i = 0; i < 60 && !acting.test(await captionNow()); i++) {
    const phase = await attr(layer, 'data-phase')
    const decision = await attr(layer, 'data-decision')
    if (phase === 'waiting') {
      await page.waitForTimeout(250)
      continue
    }
    if (decision === 'coin-toss') {
      await forceDice(page, [1]) // heads: the human's call wins
      await click(layer, page.getByTestId('decision-dialog').getByRole('button', { name: /Heads/ }))
    } else if (decision === 'kick-or-receive') {
      await click(layer, page.getByTestId('decision-dialog').getByRole('button', { name: /Kick/ }))
    } else if (phase === 'setup') {
      await click(layer, page.getByTestId('formation').first())
      await press(page, layer, 'a')
    } else if (decision === 'kick') {
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
    } else await answerDialogs(page, layer)
  }
  lap('the AI acts')
  await expect(caption).toHaveText(acting)
  await expect(layer).toHaveAttribute('data-watching', 'true')
  await expect(layer).toHaveAttribute('data-phase', 'waiting')
  // Locked: End turn (E) does nothing while the AI's changes play.
  const cursor = await attr(layer, 'data-cursor')
  await page.keyboard.press('e')
  const shot = await snap(page, 'e2e-turns-ai-1280.png')
  console.log(`caption mid-turn (1280): ${await captionNow()}`)
  await page.setViewportSize({ width: 1600, height: 900 })
  await expect(caption).toHaveText(acting)
  await snap(page, 'e2e-turns-ai-1600.png')
  console.log(`caption mid-turn (1600): ${await captionNow()}`)
  expect(Number(await attr(layer, 'data-cursor'))).toBeGreaterThanOrEqual(Number(cursor))

  lap('screenshots')
  // Space: the rest of the AI's turn at once, up to the human's decision.
  await page.keyboard.press(' ')
  await expect(layer).toHaveAttribute('data-watching', 'false', { timeout: 60_000 })
  await settled(layer, 120_000)
  await expect(layer).toHaveAttribute('data-side', '1')
  await expect(caption).toHaveCount(0)
  await expect(page.getByTestId('dice-log-turn').first()).toContainText('Human Team turn 1: ')
  console.log(`turn line: ${await page.getByTestId('dice-log-turn').first().innerText()}`)
  lap('skipped')
  await page.setViewportSize({ width: 1280, height: 720 })
  await checkDrawn(shot, 'e2e-turns-ai-1280.png', 1280)
})

test('Cross Check: a goal’s moment, then the final whistle: the game-over screen and its replay', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const t0 = Date.now()
  const lap = (what: string) => console.log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  // One team turn in the period: the human's, with the goal, ends the game.
  const layer = await shortGame(page, 1)
  // The human wins the face-off: his centre has the puck. Skate, then the shot forced in (6; blocks fail on 1s).
  await lineUp(page, layer, [6, 1])
  await settled(layer, 120_000)
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-side', '0')
  const centre = (await pieceAt(page, 12, 7))!
  // The action menu is the picked player's: Tab walks the skaters who may act until the centre is picked.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    const info = (await page.getByTestId('cursor-info').innerText()).trim()
    if (info.startsWith(`#${centre.number} `) && (await page.getByTestId('action-menu').isVisible())) break
  }
  await click(layer, page.locator(`button[data-act='{"type":"skate","player":${centre.id}}']`))
  await forceDice(page, [6, 1, 1, 1, 1, 1])
  // The carrier's move range shows first: S shows his shots.
  await page.keyboard.press('s')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'shoot')
  await cursorTo(page, 25, 7)
  await page.keyboard.press('Enter')
  lap('shot')

  // The goal's moment holds on its own (the play screen waits, no game-over screen yet) until a key.
  const moment = page.getByTestId('moment')
  const over = page.getByTestId('game-over')
  await expect(moment).toHaveAttribute('data-kind', 'goal', { timeout: 60_000 })
  await expect(moment).toContainText('Goal!')
  await expect(page.getByTestId('moment-scorer')).toContainText(`#${centre.number} `)
  await expect(page.getByTestId('moment-score')).toContainText('1 – 0')
  await expect(layer).toHaveAttribute('data-phase', 'waiting')
  await expect(over).toHaveCount(0)
  // The human's own shot has no caption: he knows what he did.
  await expect(page.getByTestId('playback-caption')).toHaveCount(0)
  const shot = await snap(page, 'e2e-turns-goal-moment.png')
  await page.keyboard.press('x')
  await expect(moment).toBeHidden()
  lap('moment')

  // The final whistle: the game-over screen, undo and redo gone.
  await expect(over).toBeVisible({ timeout: 60_000 })
  await expect(layer).toHaveAttribute('data-phase', 'over')
  await expect(page.getByTestId('game-over-score')).toContainText('1 – 0')
  await expect(page.getByTestId('game-over-result')).toHaveText('Human win')
  await expect(page.getByTestId('game-over-scores')).toContainText(`#${centre.number} `)
  await expect(page.getByTestId('game-over-mvp')).toContainText(/SPP/)
  await expect(page.getByTestId('undo')).toHaveCount(0)
  await expect(page.getByTestId('timeline-undo')).toHaveCount(0)
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-mode', 'live')
  await snap(page, 'e2e-turns-game-over-1280.png')
  await page.setViewportSize({ width: 1600, height: 900 })
  await snap(page, 'e2e-turns-game-over-1600.png')
  await page.setViewportSize({ width: 1280, height: 720 })
  lap('game over')

  // Watch the replay: this game on the timeline, from its start.
  await page.getByTestId('game-over-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await expect(timeline).toHaveAttribute('data-position', '0')
  await expect(over).toBeHidden()
  await checkDrawn(shot, 'e2e-turns-goal-moment.png', 1280)
})

test('Classic drill: the touchdown’s moment holds the scorer in the end zone with the ball', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-drills').click()
  await page.getByTestId('drill-start-classic-1-dodge-and-run').click()
  const layer = page.getByTestId('play-layer')
  await expect(page.getByTestId('drill-card')).toBeVisible()
  // The drill's own line (src-shared/drills/data): the Catcher at (16, 7) dodges to (17, 8) on a forced 4, runs
  // down the row and Goes For It into the end zone on a forced 3.
  const catcher = (await pieceAt(page, 16, 7))!
  const player = new GamePlayer(page, layer, 'keyboard')
  await player.act({ type: 'declare', player: catcher.id, kind: 'move' })
  await forceDice(page, [4])
  await player.act({ type: 'step', x: 17, y: 8 })
  await forceDice(page, [3])
  for (let x = 18; x <= 24; x++) await player.act({ type: 'step', x, y: 8 })
  await settled(layer)
  await cursorTo(page, 25, 8)
  await page.keyboard.press('Enter')
  const moment = page.getByTestId('moment')
  await expect(moment).toHaveAttribute('data-kind', 'touchdown', { timeout: 60_000 })
  // The drill names its pieces after their positions ("Catcher"), its teams by their rosters.
  await expect(page.getByTestId('moment-scorer')).toHaveText(
    `#${catcher.number} ${await page.evaluate((id) => window.__pitchside!.lastView!.pieces.find((p) => p.id === id)!.name, catcher.id)}, Human`,
  )
  await expect(page.getByTestId('moment-score')).toHaveText('Human 1 – 0 Orc')
  // The table holds the scorer in the end zone with the ball while the moment lasts.
  const scorer = await page.evaluate(
    (id) => window.__pitchside!.lastView!.pieces.find((p) => p.id === id),
    catcher.id,
  )
  expect(scorer).toMatchObject({ x: 25, y: 8, hasBall: true })
  // The pointer on the banner keeps the moment up while the screenshots are taken.
  await moment.hover()
  const shot = await snap(page, 'e2e-turns-touchdown-1280.png')
  await page.setViewportSize({ width: 1600, height: 900 })
  await moment.hover()
  await expect(moment).toBeVisible()
  await snap(page, 'e2e-turns-touchdown-1600.png')
  // A click ends it; the drill ends with its touchdown (no next kick-off's set-up): its card says so.
  await page.mouse.click(800, 300)
  await expect(moment).toBeHidden()
  await expect(page.getByTestId('drill-success')).toBeVisible()
  await expect(page.getByTestId('setup-panel')).toHaveCount(0)
  expect(await page.evaluate(() => window.__pitchside!.lastView!.decision.kind)).not.toBe('setup')
  await page.setViewportSize({ width: 1280, height: 720 })
  await checkDrawn(shot, 'e2e-turns-touchdown-1280.png', 1280)
})

test('Rematch: the same teams, coaches and options in a new game', async ({ page }) => {
  test.setTimeout(120_000)
  const layer = await shortGame(page, 1)
  await lineUp(page, layer, [6, 1])
  await settled(layer, 120_000)
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-side', '0')
  // The period's only team turn: ended at once, the final whistle.
  await press(page, layer, 'e')
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('game-over-result')).toHaveText('A draw')
  const first = await page.evaluate(() => window.__pitchside!.gameId)
  await page.getByTestId('game-over-rematch').click()
  await expect.poll(() => page.evaluate(() => window.__pitchside!.gameId)).not.toBe(first)
  await expect(page.getByTestId('game-over')).toBeHidden()
  const view = await page.evaluate(() => window.__pitchside!.lastView!)
  expect(view.ruleset).toBe('crosscheck')
  expect(view.teams.map((t) => t.rosterId)).toEqual(['human', 'orc'])
  // The option came along: one team turn in the period.
  expect(view.crosscheck?.time).toMatchObject({ periods: 1, turnsPerPeriod: 1 })
  // The AI still plays the away side: the human picks his goalie and lines up, the AI by itself.
  await expect(layer).toHaveAttribute('data-decision', 'goalie')
  await expect(layer).toHaveAttribute('data-side', '0')
  expect(await attr(layer, 'data-cursor')).toBe('0')
})

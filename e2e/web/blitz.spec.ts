// A Blitz Bowl game between two human coaches (Human vs Dwarf, fixed seed) through the real web host: the coin
// toss (seed 2: the away coach wins it and picks the side of the board in its dialog, so home is Coach A), both setups
// placed square by square with the keyboard (Tab picks the next player, the arrows put the cursor on a square,
// Enter places him), the Humans' Catcher running up the pitch, then the Dwarf turn under test: three Player
// Actions by the Dwarf Runner — a Run (picked from the action menu with the mouse), a Mark onto the Catcher (the
// keyboard) and a Block with forced dice (the test-only `test.forceDice`: face 1, Smash) — the dice log showing
// the block roll and the armour check — after which the turn passes back. The Humans' turn ends with End turn
// (the mouse). The default view shows the whole board: its printed card spaces, score track and Bounce Chart
// clear of the score bar, the side panels and the timeline (layout boxes, at 1280×720 and 1600×900, live and in
// the game's replay, whose track carries Blitz Bowl's turn ticks). Console errors fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import { pixelStats } from '../pixels'
import {
  ARTIFACTS,
  answerDialogs,
  attr,
  click,
  cursorTo,
  forceDice,
  legalActions,
  pieceAt,
  press,
  settled,
  shoot,
  startGame,
  failOnPageProblems,
} from '../playDriver'

failOnPageProblems()

/** Places the deciding side's next player on its end zone's column, row by row (the keyboard only). */
async function placeOne(page: Page, layer: Locator): Promise<void> {
  const places = (await legalActions(page)).filter((a) => a.type === 'place')
  expect(places.length).toBeGreaterThan(0)
  const player = places[0].player as number
  const free = places.filter((a) => a.player === player)
  // Each team's players fill their column from the top: player k of a side on row k.
  const row = player % 10
  const square = free.find((a) => a.y === row) ?? free[0]
  await page.keyboard.press('Tab') // the screen selects the player the rules ask for next
  await cursorTo(page, square.x as number, square.y as number)
  await press(page, layer, 'Enter')
}

/**
 * Declares a Player Action: Enter with the cursor on the player selects him and opens his action menu; the
 * action is then picked by its number key or, with `how` 'mouse', by a click on its button.
 */
async function declare(
  page: Page,
  layer: Locator,
  x: number,
  y: number,
  name: RegExp,
  how: 'keyboard' | 'mouse' = 'keyboard',
): Promise<void> {
  await cursorTo(page, x, y)
  await page.keyboard.press('Enter')
  const menu = page.getByTestId('action-menu')
  const button = menu.getByRole('button', { name }).first()
  await expect(button).toBeVisible()
  if (how === 'mouse') return click(layer, button)
  const key = (await button.locator('.choice__key').innerText()).trim()
  await press(page, layer, key)
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The board (its corners at table level: pitch, margin and the printed bands) once the camera rests, checked
 * inside the free area the scene frames in and clear of every bar's and panel's box; then a screenshot.
 */
async function boardClear(page: Page, width: number, height: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height })
  // The camera at rest, framed in the area the panels leave at this size (the score bar's bottom, the side
  // panels' left edge).
  let last = ''
  await expect
    .poll(
      async () => {
        const f = await page.evaluate(() => window.__pitchside!.framing())
        const dom = await page.evaluate(() => ({
          top: document.querySelector('.pscore')!.getBoundingClientRect().bottom,
          right: Math.min(
            ...[...document.querySelectorAll('.pside')].map((n) => n.getBoundingClientRect().left),
          ),
        }))
        const now = JSON.stringify(f)
        const still = f !== null && !f.moving && now === last
        last = now
        return still && Math.abs(f.free.top - dom.top) <= 2 && Math.abs(f.free.right - dom.right) <= 2
      },
      { intervals: [300], timeout: 60_000 },
    )
    .toBe(true)
  const f = (await page.evaluate(() => window.__pitchside!.framing()))!
  const bars = await page.evaluate(() =>
    ['.pscore', '.timeline', '.status', '.pside', '.play-toolbar']
      .flatMap((s) => [...document.querySelectorAll(s)])
      .map((n) => ({ name: n.className, box: n.getBoundingClientRect().toJSON() as Box }))
      .filter((b) => b.box.right > b.box.left && b.box.bottom > b.box.top),
  )
  console.log(`${name}: board ${JSON.stringify(f.board)} free ${JSON.stringify(f.free)}`)
  const slack = 1
  expect(f.board.left, `${name}: board left`).toBeGreaterThanOrEqual(f.free.left - slack)
  expect(f.board.right, `${name}: board right`).toBeLessThanOrEqual(f.free.right + slack)
  expect(f.board.top, `${name}: board top (the card spaces) under the score bar`).toBeGreaterThanOrEqual(
    f.free.top - slack,
  )
  expect(f.board.bottom, `${name}: board bottom (the score track)`).toBeLessThanOrEqual(f.free.bottom + slack)
  expect(bars.some((b) => b.name.includes('pscore'))).toBe(true)
  const inner = {
    left: f.board.left + slack,
    top: f.board.top + slack,
    right: f.board.right - slack,
    bottom: f.board.bottom - slack,
  }
  for (const b of bars) expect(overlap(inner, b.box), `${name}: the board under ${b.name}`).toBe(false)
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(width)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
}

/** A piece on the table by id: where it stands. */
async function where(page: Page, id: number): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((pid) => window.__pitchside!.lastView!.pieces.find((q) => q.id === pid)!, id)
  return { x: p.x!, y: p.y! }
}

test('Blitz Bowl: setups, a Run, a Mark and a Block with forced dice in one turn, the dice log, End turn', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const layer = await startGame(page, { ruleset: 'blitz', seed: 2, awayRoster: 'dwarf' })
  const teams = await page.evaluate(() => window.__pitchside!.lastView!.teams.map((t) => t.rosterId))
  expect(teams).toEqual(['human', 'dwarf'])

  // 001 Setting Up: the toss's winner (away) chooses the side in a dialog; the first choice is the single trapdoor.
  await expect(layer).toHaveAttribute('data-decision', 'pitch')
  await expect(layer).toHaveAttribute('data-side', '1')
  await expect(page.getByTestId('decision-dialog')).toContainText('You won the toss: choose the pitch')
  await press(page, layer, '1')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.blitz?.pitch?.id)).toBe('one-trapdoor')
  await expect(layer).toHaveAttribute('data-decision', 'setup')
  await expect(layer).toHaveAttribute('data-side', '0')

  // Both setups, six players each: Humans on column 0, Dwarfs on column 14.
  let placed = 0
  while ((await attr(layer, 'data-phase')) === 'setup' && placed < 20) {
    await placeOne(page, layer)
    placed++
    if (placed === 6) await shoot(page, 'e2e-blitz-setup.png')
  }
  expect(placed).toBe(12)
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '0')
  // The whole board in view, nothing printed on it under a bar or a panel.
  await boardClear(page, 1600, 900, 'e2e-blitz-board-1600x900.png')
  await boardClear(page, 1280, 720, 'e2e-blitz-board-1280x720.png')

  // The Humans: the Catcher (Move 8) runs from his end zone to the middle of the pitch; the keyboard picks him
  // (the cursor on him, Enter, the Run's number), Enter on the far square walks the planner's path.
  const catcher = (await pieceAt(page, 0, 4))!
  expect(catcher).not.toBeNull()
  await declare(page, layer, 0, 4, /\bRun\b/)
  await cursorTo(page, 8, 4)
  await press(page, layer, 'Enter')
  if ((await attr(layer, 'data-decision')) === 'run') await press(page, layer, 'a') // stop
  await answerDialogs(page, layer)
  expect(await where(page, catcher.id)).toEqual({ x: 8, y: 4 })
  await click(layer, page.getByTestId('end-turn'))
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '1')

  // The Dwarf turn. Action 1, a Run: Enter on the Runner shows his actions; the mouse picks Run in the action
  // menu; Enter on (10, 4) runs there (two squares short of the Catcher: a Run may not end next to him).
  const runner = (await pieceAt(page, 14, 3))!
  expect(runner).not.toBeNull()
  await declare(page, layer, 14, 3, /\bRun\b/, 'mouse')
  await expect(layer).toHaveAttribute('data-decision', 'run')
  await cursorTo(page, 10, 4)
  await press(page, layer, 'Enter')
  if ((await attr(layer, 'data-decision')) === 'run') await press(page, layer, 'a')
  await answerDialogs(page, layer)
  expect(await where(page, runner.id)).toEqual({ x: 10, y: 4 })

  // Action 2, a Mark (the keyboard): the Runner steps next to the Catcher and ends there, Marking him.
  await declare(page, layer, 10, 4, /\bMark\b/)
  await cursorTo(page, 9, 4)
  await press(page, layer, 'Enter')
  if (!['turn', 'claim'].includes(await attr(layer, 'data-decision'))) await press(page, layer, 'a')
  await answerDialogs(page, layer)
  expect(await where(page, runner.id)).toEqual({ x: 9, y: 4 })
  await expect(layer).toHaveAttribute('data-decision', 'turn')

  // Action 3, a Block (B with the cursor on the Catcher), one die forced to face 1: Smash. The Catcher is
  // knocked down; the armour check's dice come up 6s.
  await forceDice(page, [1, 6, 6, 6, 6])
  await cursorTo(page, 8, 4)
  await press(page, layer, 'b')
  await answerDialogs(page, layer)
  const log = page.getByTestId('dice-log-list')
  await expect(log).toContainText(/Block by #\d+ .*: rolled .*Smash/i)
  const lines = await log.locator('.plog__text').allInnerTexts()
  console.log(`dice log:\n${lines.join('\n')}`)
  await shoot(page, 'e2e-blitz-block.png')

  // Three Player Actions are a whole Blitz Bowl turn (001: a turn is three Player Actions): the Dwarf turn ends
  // by itself and the Humans decide next, with the knocked-down Catcher offered Stand Up.
  await answerDialogs(page, layer)
  await settled(layer)
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '0')
  expect(await legalActions(page)).toContainEqual({ type: 'stand-up', player: catcher.id })
  await shoot(page, 'e2e-blitz-after-turn.png')

  // The game as a replay (Load → Watch): Blitz Bowl's turns are ticks on the track (the Humans' turn 1, the
  // Dwarfs' turn 1, the Humans' turn 2), and the board stays clear of the replay's wider timeline.
  const gameId = await page.evaluate(() => window.__pitchside!.gameId)
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-load').click()
  await page.locator(`[data-game-id="${gameId}"]`).getByTestId('save-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  const ticks = timeline.locator('.timeline-track__tick:not(.timeline-track__tick--half)')
  console.log(`ticks: ${await ticks.count()}`)
  await expect(ticks).toHaveCount(3)
  // Each tick on the track, in the game's order, none on another.
  const track = (await timeline.locator('.timeline-track__ticks').boundingBox())!
  const xs: number[] = []
  for (const box of await ticks.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().toJSON() as Box),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(track.x - 1)
    expect(box.right).toBeLessThanOrEqual(track.x + track.width + 1)
    xs.push(box.left)
  }
  for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThan(2)
  await page.getByTestId('timeline-forward').click()
  await boardClear(page, 1600, 900, 'e2e-blitz-replay-1600x900.png')
  await boardClear(page, 1280, 720, 'e2e-blitz-replay-1280x720.png')
})

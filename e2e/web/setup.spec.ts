// Setup the same way in all three games (issue 19, point 2), through the real web host against the Beginner AI:
// each game set up by mouse clicks on the highlighted squares alone (no chip clicked first: a click places the
// next player), Classic by dragging a chip from the panel onto a square, then "Place the rest", and
// the ready formations of Blitz Bowl and Cross Check. Screenshots of each game's setup at 1280x720 and 1600x900
// (artifacts/setup-*.png). Console errors fail the test.
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import { cameraStill } from '../gameDriver'
import { pixelStats } from '../pixels'
import {
  answerDialogs,
  ARTIFACTS,
  attr,
  click,
  failOnPageProblems,
  forceDice,
  legalActions,
  settled,
  startGame,
} from '../playDriver'

failOnPageProblems()

type Point = { x: number; y: number }

/** Square (x, y) on the page, when the table shows it clear of every panel (else null). */
async function onTable(page: Page, x: number, y: number): Promise<Point | null> {
  const seen = await page.evaluate(
    ([sx, sy]) => {
      const at = window.__pitchside!.squareOnPage(sx, sy)
      if (!at) return { at, hit: 'no position' }
      const el = document.elementFromPoint(at.x, at.y)
      return { at, hit: el?.getAttribute('data-testid') ?? el?.className ?? 'nothing' }
    },
    [x, y],
  )
  if (seen.hit === 'table-canvas') return seen.at
  misses.push(`(${x},${y}) at ${JSON.stringify(seen.at)}: ${String(seen.hit)}`)
  return null
}

/** Why squares of a plan were not clicked (for the failure message). */
const misses: string[] = []

/** Waits until the game's history moves after `act`. */
async function moved(layer: Locator, act: () => Promise<void>): Promise<void> {
  const before = await attr(layer, 'data-cursor')
  await act()
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await settled(layer, 120_000)
}

/** The coach's next placing by a mouse click: the first square of `plan` that is legal now and on screen. */
async function clickNext(page: Page, layer: Locator, plan: readonly Point[]): Promise<Point> {
  await cameraStill(page)
  misses.length = 0
  const places = (await legalActions(page)).filter((a) => a.type === 'place')
  for (const sq of plan) {
    if (!places.some((a) => a.x === sq.x && a.y === sq.y)) continue
    const at = await onTable(page, sq.x, sq.y)
    if (!at) continue
    await moved(layer, () => page.mouse.click(at.x, at.y))
    return sq
  }
  throw new Error(`no square of the plan is legal and on screen: ${misses.join('; ')}`)
}

/** Screenshots of the screen as it is at 1280x720 and 1600x900, each checked to be a drawn table. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    await cameraStill(page)
    const png = await page.screenshot({ path: join(ARTIFACTS, `setup-${name}-${width}x${height}.png`) })
    const stats = pixelStats(png)
    expect(stats.width).toBe(width)
    expect(stats.lumaStdDev).toBeGreaterThan(12)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await cameraStill(page)
}

const placedOf = (page: Page, side: number): Promise<Point[]> =>
  page.evaluate(
    (s) =>
      window
        .__pitchside!.lastView!.pieces.filter((p) => p.side === s && p.x !== null)
        .map((p) => ({ x: p.x!, y: p.y! })),
    side,
  )

/** Classic to the human's (home) setup: the coin toss (his call forced to win) and Receive, so the AI sets up first. */
async function classicToSetup(page: Page, layer: Locator): Promise<void> {
  const dialog = page.getByTestId('decision-dialog')
  for (let i = 0; i < 6; i++) {
    await settled(layer, 120_000)
    const decision = await attr(layer, 'data-decision')
    if (decision === 'setup' && (await attr(layer, 'data-side')) === '0') return
    if (decision === 'coin-toss') {
      await forceDice(page, [1])
      await click(layer, dialog.getByRole('button', { name: /Heads/ }))
    } else if (decision === 'kick-or-receive')
      await click(layer, dialog.getByRole('button', { name: /Receive/ }))
    else throw new Error(`unexpected decision before the setup: ${decision}`)
  }
  await expect(layer).toHaveAttribute('data-phase', 'setup')
}

/** Classic home squares: three on the line of scrimmage (column 12), the rest behind, no wide zone over two. */
const CLASSIC_PLAN: readonly Point[] = [
  { x: 12, y: 7 },
  { x: 12, y: 6 },
  { x: 12, y: 8 },
  { x: 10, y: 5 },
  { x: 10, y: 9 },
  { x: 10, y: 7 },
  { x: 9, y: 4 },
  { x: 9, y: 10 },
  { x: 8, y: 6 },
  { x: 8, y: 8 },
  { x: 7, y: 7 },
  { x: 11, y: 5 },
  { x: 11, y: 9 },
  { x: 9, y: 7 },
  { x: 6, y: 7 },
]

const doneButton = (page: Page): Locator =>
  page.getByTestId('setup-panel').getByRole('button', { name: /Setup done/ })

test('Classic: set up by clicking highlighted squares alone, then Done', async ({ page }) => {
  test.setTimeout(300_000)
  const layer = await startGame(page, { ruleset: 'classic', away: 'beginner', seed: 5 })
  await classicToSetup(page, layer)
  await expect(page.getByTestId('setup-chip')).not.toHaveCount(0)
  for (let i = 0; i < 11; i++) {
    await clickNext(page, layer, CLASSIC_PLAN)
    if (i === 5) await shots(page, 'classic')
  }
  expect(await placedOf(page, 0)).toHaveLength(11)
  await click(layer, doneButton(page))
  expect(await page.evaluate(() => window.__pitchside!.lastView!.decision)).not.toMatchObject({
    kind: 'setup',
    side: 0,
  })
})

test('Classic: a chip dragged onto a square, then Place the rest', async ({ page }) => {
  test.setTimeout(300_000)
  const layer = await startGame(page, { ruleset: 'classic', away: 'beginner', seed: 5 })
  await classicToSetup(page, layer)
  await cameraStill(page)

  // A chip (the third player, not the next in line) dragged from the panel onto a square behind the line (clear
  // of the other team's line, whose pieces could stand in front of it on screen).
  const chip = page.getByTestId('setup-chip').nth(2)
  const id = Number(await chip.getAttribute('data-piece'))
  // Polled: a panel or caption may still stand over the square for a moment after the set-up view opens.
  await expect
    .poll(async () => ((await onTable(page, 10, 7)) ? 'on the table' : misses.at(-1)), { timeout: 15_000 })
    .toBe('on the table')
  // The browser's drag and drop, dispatched in the page at the square's point (Playwright's own HTML drag left the
  // drop point uncertain on a busy machine): dragstart on the chip, dragover and drop on the table.
  await moved(layer, () =>
    page.evaluate(
      ({ piece, sx, sy }) => {
        // The square's point read again at the drop itself: a camera still easing into the set-up view on a busy
        // machine would otherwise move the square away between reading it and dropping there.
        const { x, y } = window.__pitchside!.squareOnPage(sx, sy)!
        const data = new DataTransfer()
        const from = document.querySelector(`[data-testid="setup-chip"][data-piece="${piece}"]`)!
        from.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }))
        const onto = document.elementFromPoint(x, y)!
        const at = { dataTransfer: data, bubbles: true, cancelable: true, clientX: x, clientY: y }
        onto.dispatchEvent(new DragEvent('dragover', at))
        onto.dispatchEvent(new DragEvent('drop', at))
        from.dispatchEvent(new DragEvent('dragend', { dataTransfer: data, bubbles: true }))
      },
      { piece: id, sx: 10, sy: 7 },
    ),
  )
  expect(
    await page.evaluate((p) => window.__pitchside!.lastView!.pieces.find((q) => q.id === p), id),
  ).toMatchObject({ x: 10, y: 7 })

  // Place the rest: eleven on the pitch, legal, so Done is offered.
  await click(layer, page.getByTestId('place-rest'))
  expect(await placedOf(page, 0)).toHaveLength(11)
  expect((await legalActions(page)).map((a) => a.type)).toContain('setup-done')
  await click(layer, doneButton(page))
})

test('Blitz Bowl: set up by clicking highlighted squares alone; the deck shows only after the deal', async ({
  page,
}) => {
  test.setTimeout(300_000)
  // Seed 2: the away coach (the AI) wins the toss and picks the pitch, so the human (home) sets up first.
  const layer = await startGame(page, { ruleset: 'blitz', away: 'beginner', seed: 2, awayRoster: 'dwarf' })
  await settled(layer, 120_000)
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  await expect(layer).toHaveAttribute('data-side', '0')
  // 001: the deck is shuffled after both set-ups: no "used up" before.
  await expect(page.getByTestId('blitz-panel')).toBeVisible()
  await expect(page.getByTestId('blitz-top')).toHaveCount(0)

  // From the far end of the End Zone towards the camera, so no piece already placed stands in front of the next.
  const plan = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10].map((y) => ({ x: 0, y }))
  let placed = 0
  while ((await attr(layer, 'data-phase')) === 'setup' && (await attr(layer, 'data-side')) === '0') {
    await clickNext(page, layer, plan)
    placed++
    if (placed === 3) await shots(page, 'blitz')
    expect(placed).toBeLessThan(12)
  }
  expect(placed).toBeGreaterThanOrEqual(5)
  expect(await placedOf(page, 0)).toHaveLength(placed)
  await settled(layer, 120_000)
  await answerDialogs(page, layer)
  await expect(page.getByTestId('blitz-top')).toBeVisible()
  await expect(page.getByTestId('blitz-top')).not.toContainText('used up')
})

test('Cross Check: the line-up by clicks — a skater’s chip, then the marked starting square for the next', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const layer = await startGame(page, { ruleset: 'crosscheck', away: 'beginner', seed: 7 })
  await expect(layer).toHaveAttribute('data-decision', 'goalie')
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  await expect(layer).toHaveAttribute('data-side', '0')
  await expect(page.getByTestId('setup-hint')).toContainText('marked starting position')

  // One click on a chip lines that skater up at the marked square.
  const mark = await page.evaluate(() => window.__pitchside!.lastView!.crosscheck!.lineUpSquare!)
  const chip = page.getByTestId('setup-chip').nth(1)
  const id = Number(await chip.getAttribute('data-piece'))
  await click(layer, chip)
  expect(
    await page.evaluate((p) => window.__pitchside!.lastView!.pieces.find((q) => q.id === p), id),
  ).toMatchObject(mark)
  await shots(page, 'crosscheck')

  // A click on the next marked square lines up the next skater there, without a chip clicked first.
  const next = await page.evaluate(() => window.__pitchside!.lastView!.crosscheck!.lineUpSquare!)
  const at = await onTable(page, next.x, next.y)
  expect(at, 'the marked starting square is on screen').not.toBeNull()
  await moved(layer, () => page.mouse.click(at!.x, at!.y))
  expect(
    await page.evaluate(
      ({ x, y }) => window.__pitchside!.lastView!.pieces.some((p) => p.x === x && p.y === y),
      next,
    ),
  ).toBe(true)

  // The other three by their chips: the line is full (five skaters and the goalie) and the line-up ends.
  for (let i = 0; i < 2; i++) await click(layer, page.getByTestId('setup-chip').first())
  expect(await placedOf(page, 0)).toHaveLength(5)
  await forceDice(page, [6, 1]) // the face-off after the AI's line-up: the Humans win it
  await click(layer, page.getByTestId('setup-chip').first())
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '0')
  expect(await placedOf(page, 0)).toHaveLength(6)
})

test(
  'Blitz Bowl and Cross Check: a ready formation sets the team up in one click',
  FULL_ONLY,
  async ({ page }) => {
    test.setTimeout(300_000)
    let layer = await startGame(page, { ruleset: 'blitz', away: 'beginner', seed: 2, awayRoster: 'dwarf' })
    await settled(layer, 120_000)
    await expect(layer).toHaveAttribute('data-phase', 'setup')
    await expect(page.getByTestId('formation')).toHaveCount(3)
    await click(layer, page.getByTestId('formation').filter({ hasText: 'Spread' }))
    const blitz = await placedOf(page, 0)
    expect(blitz.length).toBeGreaterThanOrEqual(5)
    expect(blitz.every((p) => p.x === 0)).toBe(true)

    layer = await startGame(page, { ruleset: 'crosscheck', away: 'beginner', seed: 7 })
    await answerDialogs(page, layer)
    await expect(layer).toHaveAttribute('data-phase', 'setup')
    // The face-off after the AI's line-up: 6 for the home centre, 1 for the away one, so the Humans have the turn.
    await forceDice(page, [6, 1])
    await click(layer, page.getByTestId('formation').filter({ hasText: 'Speed line' }))
    await expect(layer).toHaveAttribute('data-decision', 'turn')
    await expect(layer).toHaveAttribute('data-side', '0')
    expect(await placedOf(page, 0)).toHaveLength(6) // five skaters and the goalie, from one click
  },
)

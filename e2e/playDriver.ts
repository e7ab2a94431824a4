// Shared steps of the play-screen e2e specs: reading the play layer's state, pressing keys that move the game's
// history, forcing the hosted game's next dice (the web host's test-only `test.forceDice`, on under
// PITCHSIDE_TEST_HOOKS=1), starting a game through the New game dialog, and checked screenshots.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from './expect'
import { pixelStats, type PixelStats } from './pixels'

export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts')

export const attr = async (layer: Locator, name: string): Promise<string> =>
  (await layer.getAttribute(name)) ?? ''

/** Waits until the screen offers choices again (a human's decision with its legal actions, or the end). */
export async function settled(layer: Locator, timeout = 30_000): Promise<void> {
  await expect.poll(() => attr(layer, 'data-phase'), { timeout }).not.toBe('waiting')
}

/** Presses a key and waits until the game's history moves (an action was played or undone). */
export async function press(page: Page, layer: Locator, key: string): Promise<void> {
  const before = await attr(layer, 'data-cursor')
  await page.keyboard.press(key)
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await settled(layer, 120_000)
}

/** Clicks and waits until the game's history moves. */
export async function click(layer: Locator, target: Locator): Promise<void> {
  const before = await attr(layer, 'data-cursor')
  await target.click()
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await settled(layer, 120_000)
}

/** Answers dialogs (re-roll?, block die, push, follow up...) with their first choice until the board is back. */
export async function answerDialogs(page: Page, layer: Locator): Promise<void> {
  for (let i = 0; i < 12 && (await attr(layer, 'data-phase')) === 'dialog'; i++) await press(page, layer, '1')
}

/** Queues the next dice of the game on the table (the test-only request of the web host). */
export async function forceDice(page: Page, dice: readonly number[]): Promise<void> {
  const answer = await page.evaluate(async (values) => {
    const hooks = window.__pitchside!
    return hooks.rawRequest('test.forceDice', { gameId: hooks.gameId, dice: values })
  }, dice)
  expect(answer, 'test.forceDice (is PITCHSIDE_TEST_HOOKS=1 set?)').toMatchObject({ ok: true })
}

export interface NewGame {
  readonly ruleset: 'classic' | 'blitz' | 'crosscheck'
  readonly home?: 'human' | 'random' | 'beginner' | 'hard'
  readonly away?: 'human' | 'random' | 'beginner' | 'hard'
  readonly seed: number
  /** The away team's roster, when not the dialog's default. */
  readonly awayRoster?: string
}

/** Waits for the status line's answer from main and fails with its words (why main was not reached) if not ready. */
export async function appReady(page: Page): Promise<void> {
  const line = page.getByTestId('status-line')
  await expect(line).not.toHaveAttribute('data-status', 'connecting', { timeout: 30_000 })
  expect(await line.getAttribute('data-status'), await line.innerText()).toBe('ready')
}

/** Starts a game through the New game dialog (game, away player, fixed seed) and waits for the play layer. */
export async function startGame(page: Page, game: NewGame): Promise<Locator> {
  await page.goto('/')
  await appReady(page)
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByTestId('ruleset').selectOption(game.ruleset)
  if (game.awayRoster) {
    await expect(dialog.getByTestId('away-roster').locator(`option[value="${game.awayRoster}"]`)).toHaveCount(
      1,
    )
    await dialog.getByTestId('away-roster').selectOption(game.awayRoster)
  }
  // Both sides named: New game's own default (the coach against the Beginner AI) is not what a spec asks.
  await dialog.getByTestId('home-player').selectOption(game.home ?? 'human')
  await dialog.getByTestId('away-player').selectOption(game.away ?? 'human')
  await dialog.getByTestId('random-seed').uncheck()
  await dialog.getByTestId('seed').fill(String(game.seed))
  await expect(dialog.getByTestId('start-game')).toBeEnabled()
  await dialog.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toBeVisible()
  expect(await page.evaluate(() => window.__pitchside?.lastView?.ruleset)).toBe(game.ruleset)
  // The layer shows before the game's first legal listing reaches it (its phase is 'none' until then); a spec that
  // read the decision in between saw none (a clean clone's run failed so on a busy machine). A game of two AIs has
  // no coach to list for and may stay 'none' while it plays itself.
  if ((game.home ?? 'human') === 'human' || (game.away ?? 'human') === 'human')
    await expect(layer).not.toHaveAttribute('data-phase', 'none', { timeout: 30_000 })
  return layer
}

/** A screenshot into the artifacts folder at any size, checked to be a drawn table and not a blank frame. */
export async function shot(page: Page, name: string): Promise<PixelStats> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
  return stats
}

/** A screenshot into the artifacts folder, checked to be a drawn table and not a blank frame. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(1280)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
}

/** Fails the test on any page error or console error. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  return problems
}

/** Registers, for every test of the calling spec file, a watch that fails the test on page or console errors. */
export function failOnPageProblems(): void {
  let problems: string[] = []
  test.beforeEach(({ page }) => {
    problems = watchProblems(page)
  })
  test.afterEach(() => {
    expect(problems, 'the page logged errors').toEqual([])
  })
}

/** The hosted game's legal actions now (read through the page's own client, as the play screen reads them). */
export async function legalActions(page: Page): Promise<Record<string, unknown>[]> {
  const answer = await page.evaluate(async () => {
    const hooks = window.__pitchside!
    return hooks.rawRequest('game.legal', { gameId: hooks.gameId })
  })
  expect(answer).toMatchObject({ ok: true })
  return (answer as { value: { actions: Record<string, unknown>[] } }).value.actions
}

/**
 * Puts the play screen's keyboard cursor on square (x, y): the arrows first run into the top-left corner (the
 * cursor stops at the board's edge), then count out the column and the row, wherever the cursor was before.
 */
export async function cursorTo(page: Page, x: number, y: number): Promise<void> {
  const view = await page.evaluate(() => window.__pitchside!.lastView!.board)
  for (let i = 0; i < view.width; i++) await page.keyboard.press('ArrowLeft')
  for (let i = 0; i < view.height; i++) await page.keyboard.press('ArrowUp')
  for (let i = 0; i < x; i++) await page.keyboard.press('ArrowRight')
  for (let i = 0; i < y; i++) await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('cursor-info')).toContainText(/./)
}

/** The piece standing on (x, y) in the table's last view. */
export async function pieceAt(
  page: Page,
  x: number,
  y: number,
): Promise<{ id: number; number: number } | null> {
  return page.evaluate(
    ([px, py]) => window.__pitchside!.lastView!.pieces.find((p) => p.x === px && p.y === py) ?? null,
    [x, y],
  )
}

/** A request of the hosted game through the page's own client (the game's id added); it must succeed. */
export async function hostRequest<T>(
  page: Page,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<T> {
  const answer = (await page.evaluate(
    ([n, e]) =>
      window.__pitchside!.rawRequest(n as string, { gameId: window.__pitchside!.gameId, ...(e as object) }),
    [name, extra] as const,
  )) as { ok: boolean; value: T }
  expect(answer.ok, `${name} ${JSON.stringify(extra)}`).toBe(true)
  return answer.value
}

/** Plays an action through the page's own client; it must be accepted. */
export async function actThroughClient(page: Page, action: Record<string, unknown>): Promise<void> {
  await hostRequest(page, 'game.act', { action })
}

/** As actThroughClient, then waits until the play screen shows the change and offers choices again. */
export async function actAndSettle(page: Page, action: Record<string, unknown>): Promise<void> {
  const layer = page.getByTestId('play-layer')
  const before = await attr(layer, 'data-cursor')
  await actThroughClient(page, action)
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await settled(layer)
}

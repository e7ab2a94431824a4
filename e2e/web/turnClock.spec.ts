// The turn clock (issue 21) through the real web host: a Cross Check game against the Beginner AI with the clock
// switched on in the New game options (60 seconds a turn), the Humans' first turn after a forced face-off. The
// score bar shows their clock running; screenshots of it at 1280×720 and 1600×900 go to artifacts/; in its last
// 30 seconds it warns; at expiry main ends the turn (the AI's turn follows, with no clock of its own).
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import { join } from 'node:path'
import { mkdirSync } from 'node:fs'
import { ARTIFACTS, answerDialogs, click, failOnPageProblems, forceDice, press, settled } from '../playDriver'

failOnPageProblems()

async function startClocked(page: Page): Promise<Locator> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await dialog.getByTestId('ruleset').selectOption('crosscheck')
  await dialog.getByTestId('away-player').selectOption('beginner')
  await dialog.getByTestId('random-seed').uncheck()
  await dialog.getByTestId('seed').fill('7')
  await dialog.getByTestId('options').locator('summary').click()
  await expect(dialog.getByTestId('option-turnSeconds')).toHaveCount(0) // shown only with the clock on
  await dialog.getByTestId('option-turnClock').check()
  await dialog.getByTestId('option-turnSeconds').fill('60')
  await dialog.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toBeVisible()
  return layer
}

async function shot(page: Page, width: number, height: number, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.setViewportSize({ width, height })
  const bar = page.getByTestId('scorebar')
  await expect(bar).toBeVisible()
  await bar.screenshot({ path: join(ARTIFACTS, `${name}-${width}x${height}-scorebar.png`) })
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${width}x${height}.png`) })
}

test('the turn clock runs for the coach on turn, warns, and ends his turn at expiry', async ({ page }) => {
  test.setTimeout(600_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  const layer = await startClocked(page)
  await expect(layer).toHaveAttribute('data-decision', 'goalie')
  await answerDialogs(page, layer)
  // The line-up: one skater, then done; the face-off forced to the Humans (6 against 1).
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  // One click on a skater's chip lines him up at the marked starting square (the setup screen's one-click line-up).
  await click(layer, page.getByTestId('setup-chip').first())
  await forceDice(page, [6, 1])
  await press(page, layer, 'a')
  await settled(layer, 120_000)
  await answerDialogs(page, layer)
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '0')

  const clock = page.getByTestId('turn-clock')
  await expect(clock).toBeVisible()
  await expect(clock).toHaveAttribute('data-running', 'true')
  await expect(clock).toContainText('Human')
  await expect(clock.getByRole('timer')).toHaveText(/^[01]:\d\d$/)
  await shot(page, 1280, 720, 'turn-clock')
  await shot(page, 1600, 900, 'turn-clock')

  // The last 30 seconds: red, and one polite line for a screen reader.
  await expect(clock).toHaveAttribute('data-warning', 'true', { timeout: 60_000 })
  await expect(page.getByTestId('turn-clock-announce')).toContainText('30 seconds left this turn')
  await shot(page, 1280, 720, 'turn-clock-warning')

  // Expiry: the Humans did nothing in their turn, so only main's clock can end it: the AI's turn follows, and the
  // timeline marks the turnover.
  // The AI's turn can play out between two polls on a loaded machine, so its turn counter (which stays moved) counts
  // as well as catching the AI on turn.
  const aiTurnsBefore = await page.evaluate(() => window.__pitchside!.lastView!.turns[1])
  await expect
    .poll(
      () =>
        page.evaluate((before) => {
          const view = window.__pitchside!.lastView!
          return view.activeSide === 1 || view.turns[1] > before
        }, aiTurnsBefore),
      { timeout: 90_000 },
    )
    .toBe(true)
  await expect(page.getByRole('button', { name: /^turnover at action \d+$/ }).first()).toBeAttached()
})

// The second opinion in the browser (issue 20 point 6). A shipped classic game opened as a replay, the win-chance
// line turned on in the timeline bar: its points arrive from the web host's worker one by one (waited for by their
// count, never by time; the suite's host runs 6 playouts a point), the three biggest swings are marked and say
// their turn and change on hover; screenshots at 1280×720 and 1600×900 in English and Dutch. Then the hint: off
// until Settings turns it on, then Hint shows Hard's choice as a mark on the table and one line, and nothing is
// played. Console errors fail the tests.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { pixelStats } from '../pixels'
import { answerDialogs, ARTIFACTS, attr, failOnPageProblems, press, settled } from '../playDriver'

failOnPageProblems()

const SIZES = [
  [1280, 720],
  [1600, 900],
] as const

async function shoot(page: Page, browser: Browser, name: string, width: number): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = await pixelStats(browser, png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(width)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
}

/** Opens the first shipped classic game as a replay and turns the win-chance line on; waits for every point. */
async function openWithLine(page: Page): Promise<Locator> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-replays').click()
  await page.getByTestId('classic').first().getByTestId('classic-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await page.getByTestId('timeline-analysis').click()
  const line = page.getByTestId('winchance-line')
  await expect(line).toBeVisible()
  // Points come as the worker finishes them: first a few, then all of them.
  await expect
    .poll(async () => Number(await line.getAttribute('data-points')), { timeout: 60_000 })
    .toBeGreaterThan(2)
  const total = Number(await line.getAttribute('data-total'))
  expect(total).toBeGreaterThan(10)
  await expect(line).toHaveAttribute('data-done', 'true', { timeout: 400_000 })
  await expect(line).toHaveAttribute('data-points', String(total))
  return line
}

test('the win-chance line of a classic replay, with its three biggest swings', async ({ page, browser }) => {
  test.setTimeout(600_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  const line = await openWithLine(page)
  const swings = line.getByTestId('winchance-swing')
  await expect(swings).toHaveCount(3)
  // Largest first; each names a turn (or the kick-off) and the home side's change.
  for (let i = 0; i < 3; i++) {
    await expect(swings.nth(i)).toHaveAttribute('data-rank', String(i + 1))
    await expect(swings.nth(i)).toHaveAttribute('title', /^.+: Home \d+% → \d+%$/)
  }
  await expect(page.getByTestId('winchance-status')).toHaveText(/^Home \d+% to win · draw \d+%$/)
  // A click on a swing goes to the start of the turn it happened in (the last swing: not the first on the line).
  await page.getByTestId('timeline-forward').click()
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-position', '1')
  const from = (await swings.last().getAttribute('data-from')) ?? ''
  await swings.last().click()
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-position', from)
  await swings.first().hover()
  await expect(page.getByTestId('winchance-tip')).toHaveText(/: Home \d+% → \d+%$/)
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await shoot(page, browser, `winchance-line-${width}x${height}-en.png`, width)
  }
})

test('the win-chance line in Dutch (read back from main at once)', async ({ page, browser }) => {
  test.setTimeout(600_000)
  await page.addInitScript(() => {
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl' }))
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  const line = await openWithLine(page)
  await expect(line.getByTestId('winchance-swing').first()).toHaveAttribute(
    'title',
    /^.+: Thuis \d+% → \d+%$/,
  )
  await expect(page.getByTestId('winchance-status')).toHaveText(/^Thuis \d+% winkans · gelijkspel \d+%$/)
  await line.getByTestId('winchance-swing').first().hover()
  await expect(page.getByTestId('winchance-tip')).toHaveText(/: Thuis \d+% → \d+%$/)
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await shoot(page, browser, `winchance-line-${width}x${height}-nl.png`, width)
  }
})

test("the hint: off by default, on in Settings, Hard's choice marked and worded, nothing played", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-settings').click()
  const hintSetting = page.getByTestId('settings-hint')
  await expect(hintSetting).not.toBeChecked()
  await hintSetting.check()
  await page.getByTestId('settings-done').click()

  await page.getByTestId('menu-new').click()
  await page.getByTestId('away-player').selectOption('human')
  await page.getByTestId('random-seed').uncheck()
  await page.getByTestId('seed').fill('11')
  await page.getByTestId('start-game').click()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toHaveAttribute('data-decision', 'coin-toss')
  // To the first team turn: the toss, kick or receive, both setups, the kick and its decisions.
  for (let i = 0; i < 40 && (await attr(layer, 'data-decision')) !== 'turn'; i++) {
    const phase = await attr(layer, 'data-phase')
    const decision = await attr(layer, 'data-decision')
    if (phase === 'setup') {
      const before = await attr(layer, 'data-cursor')
      await page.getByTestId('formation').first().click()
      await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
      await settled(layer)
      await press(page, layer, 'a')
    } else if (phase === 'dialog') await answerDialogs(page, layer)
    else if (decision === 'kick') {
      await page.keyboard.press('Tab')
      await press(page, layer, 'Enter')
    } else await press(page, layer, 'a')
  }
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  const cursor = await attr(layer, 'data-cursor')
  const hint = page.getByTestId('hint')
  await expect(hint).toBeVisible()
  await hint.click()
  const hintLine = page.getByTestId('hint-line')
  await expect(hintLine).toHaveText(/^Hint: .+/, { timeout: 30_000 })
  // Nothing was played: the game's history stands where it stood.
  await expect(layer).toHaveAttribute('data-cursor', cursor)
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  console.log(`hint: ${await hintLine.textContent()}`)
  await shoot(page, browser, 'winchance-hint-1280x720-en.png', 1280)
  // The next action takes the hint away.
  await press(page, layer, 'e')
  await expect(hintLine).toBeHidden()
})

// The second opinion in the browser (issue 20 point 6). A shipped classic game opened as a replay, the win-chance
// line turned on in the timeline bar: its points arrive from the web host's worker one by one (waited for by their
// count, never by time; the suite's host runs 6 playouts a point), the three biggest swings are marked and say
// their turn and change on hover; no two markers overlap, and the hover tip covers neither the "Home x% to win"
// readout nor the chart (layout boxes, each swing hovered, both window sizes); the whole pitch is framed above the
// timeline (the board's projected corners clear of every panel); screenshots at 1280×720 and
// 1600×900 in English and Dutch, hovering the kick-off swing ("Half 1, kick-off") when one is marked. Then the hint: off
// until Settings turns it on, then Hint shows Hard's choice as a mark on the table and one line, and nothing is
// played. Console errors fail the tests.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import { pixelStats } from '../pixels'
import { answerDialogs, ARTIFACTS, attr, failOnPageProblems, press, settled } from '../playDriver'

failOnPageProblems()

const SIZES = [
  [1280, 720],
  [1600, 900],
] as const

async function shoot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const png = await page.screenshot({ path: join(ARTIFACTS, name) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(width)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  expect(b, 'a box on the page').not.toBeNull()
  return b!
}

/**
 * The line's layout at this window size: no swing marker on another, each inside the chart; each swing hovered in turn shows its tip
 * clear of the readout above and of the chart (the line where the pointer is); the tip inside the window.
 */
async function checkLayout(page: Page, line: Locator): Promise<void> {
  const swings = line.getByTestId('winchance-swing')
  const boxes: Box[] = []
  for (let i = 0; i < (await swings.count()); i++) boxes.push(await box(swings.nth(i)))
  for (let i = 0; i < boxes.length; i++)
    for (let j = 0; j < i; j++)
      expect(
        overlap(boxes[i], boxes[j]),
        `swings ${j + 1} and ${i + 1}: ${JSON.stringify([boxes[j], boxes[i]])}`,
      ).toBe(false)
  // Every marker's whole box on the chart (a swing to 0% or 100% no longer pokes past its edge).
  const area = await box(line.getByTestId('winchance-chart'))
  for (const [i, b] of boxes.entries()) {
    const at = `swing ${i + 1} ${JSON.stringify(b)} on the chart ${JSON.stringify(area)}`
    expect(b.x, at).toBeGreaterThanOrEqual(area.x - 0.5)
    expect(b.x + b.width, at).toBeLessThanOrEqual(area.x + area.width + 0.5)
    expect(b.y, at).toBeGreaterThanOrEqual(area.y - 0.5)
    expect(b.y + b.height, at).toBeLessThanOrEqual(area.y + area.height + 0.5)
  }
  const status = await box(page.getByTestId('winchance-status'))
  const chart = await box(line.locator('.winchance__svg'))
  const size = page.viewportSize()!
  const panel = await box(page.getByTestId('timeline'))
  for (let i = 0; i < boxes.length; i++) {
    await swings.nth(i).hover()
    const tip = await box(page.getByTestId('winchance-tip'))
    expect(overlap(tip, status), `tip ${i + 1} over the readout`).toBe(false)
    expect(overlap(tip, chart), `tip ${i + 1} over the line`).toBe(false)
    expect(tip.x).toBeGreaterThanOrEqual(0)
    expect(tip.x + tip.width).toBeLessThanOrEqual(size.width)
    expect(tip.y + tip.height).toBeLessThanOrEqual(size.height)
    // Inside the timeline's panel (the layout rule: nothing sticks out of its panel).
    expect(tip.x).toBeGreaterThanOrEqual(panel.x)
    expect(tip.x + tip.width).toBeLessThanOrEqual(panel.x + panel.width)
    expect(tip.y).toBeGreaterThanOrEqual(panel.y)
    expect(tip.y + tip.height).toBeLessThanOrEqual(panel.y + panel.height)
  }
}

/**
 * The whole pitch above the replay's timeline (the win-chance line open): once the camera rests framed for this
 * window size (the free area's bottom at the timeline's top), the board's projected corners lie inside the free
 * area and clear of the timeline's, the score bar's and the side panels' boxes.
 */
async function pitchClear(page: Page, name: string): Promise<void> {
  const bars = (): Promise<{ name: string; box: Box }[]> =>
    page.evaluate(() =>
      ['.timeline', '.pscore', '.pside', '.status']
        .flatMap((s) => [...document.querySelectorAll(s)])
        .map((n) => {
          const r = n.getBoundingClientRect()
          return { name: n.className, box: { x: r.x, y: r.y, width: r.width, height: r.height } }
        })
        .filter((b) => b.box.width > 0 && b.box.height > 0),
    )
  let last = ''
  await expect
    .poll(
      async () => {
        const f = await page.evaluate(() => window.__pitchside!.framing())
        const timeline = (await bars()).find((b) => b.name.includes('timeline'))!
        const now = JSON.stringify(f)
        const still = f !== null && !f.moving && now === last
        last = now
        return still && Math.abs(f.free.bottom - timeline.box.y) <= 2
      },
      { intervals: [300], timeout: 30_000 },
    )
    .toBe(true)
  const f = (await page.evaluate(() => window.__pitchside!.framing()))!
  console.log(`${name}: board ${JSON.stringify(f.board)} free ${JSON.stringify(f.free)}`)
  expect(f.board.left, `${name}: the pitch's left end`).toBeGreaterThanOrEqual(f.free.left - 1)
  expect(f.board.right, `${name}: the pitch's right end`).toBeLessThanOrEqual(f.free.right + 1)
  expect(f.board.top, `${name}: the pitch's far side`).toBeGreaterThanOrEqual(f.free.top - 1)
  expect(f.board.bottom, `${name}: the pitch's near side`).toBeLessThanOrEqual(f.free.bottom + 1)
  const board = {
    x: f.board.left + 1,
    y: f.board.top + 1,
    width: f.board.right - f.board.left - 2,
    height: f.board.bottom - f.board.top - 2,
  }
  const panels = await bars()
  expect(panels.some((b) => b.name.includes('timeline'))).toBe(true)
  for (const b of panels) expect(overlap(board, b.box), `${name}: the pitch under ${b.name}`).toBe(false)
}

/**
 * Shows the words of a half's kick-off in the tip: its swing's when one is marked, else the line's own point at
 * the first kick-off (the pointer on the chart over that point, where no marker stands), the tip checked clear of
 * the readout and the line.
 */
async function hoverKickOff(page: Page, line: Locator, words: RegExp): Promise<void> {
  const swings = line.getByTestId('winchance-swing')
  const titles = await swings.evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''))
  console.log(`swings: ${JSON.stringify(titles)}`)
  const tip = page.getByTestId('winchance-tip')
  const at = titles.findIndex((t) => words.test(t))
  if (at >= 0) await swings.nth(at).hover()
  else {
    const dot = line.locator('.winchance__dot[data-when="timeline.kickOffAt"]').first()
    await expect(dot).toHaveCount(1)
    const d = await box(dot)
    const chart = await box(line.getByTestId('winchance-chart'))
    for (const y of [chart.y + 2, chart.y + chart.height / 2, chart.y + chart.height - 2]) {
      await page.mouse.move(d.x + d.width / 2, y)
      if (words.test((await tip.textContent()) ?? '')) break
    }
  }
  await expect(tip).toHaveText(words)
  console.log(`tip: ${await tip.textContent()}`)
  const t = await box(tip)
  expect(overlap(t, await box(page.getByTestId('winchance-status'))), 'the tip over the readout').toBe(false)
  expect(overlap(t, await box(line.locator('.winchance__svg'))), 'the tip over the line').toBe(false)
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

test('the win-chance line of a classic replay, with its three biggest swings', async ({ page }) => {
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
    await pitchClear(page, `${width}x${height}`)
    await checkLayout(page, line)
    await hoverKickOff(page, line, /^Half 1, kick-off: Home \d+%/)
    await shoot(page, `winchance-line-${width}x${height}-en.png`, width)
  }
})

test('the win-chance line in Dutch (read back from main at once)', FULL_ONLY, async ({ page }) => {
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
  // The replay's jumps in Dutch too ('touchdown' is the Dutch rules' own word).
  await expect(page.locator('.timeline__kind')).toHaveText(['touchdown', 'blessure', 'beurtverlies'])
  await line.getByTestId('winchance-swing').first().hover()
  await expect(page.getByTestId('winchance-tip')).toHaveText(/: Thuis \d+% → \d+%$/)
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await checkLayout(page, line)
    await hoverKickOff(page, line, /^Helft 1, aftrap: Thuis \d+%/)
    await shoot(page, `winchance-line-${width}x${height}-nl.png`, width)
  }
})

test("the hint: off by default, on in Settings, Hard's choice marked and worded, nothing played", async ({
  page,
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
  await shoot(page, 'winchance-hint-1280x720-en.png', 1280)
  // The next action takes the hint away.
  await press(page, layer, 'e')
  await expect(hintLine).toBeHidden()
})

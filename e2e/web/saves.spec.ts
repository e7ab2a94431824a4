// Replays through the real web host: a shipped classic game opened from the Replays screen plays on the table
// as a replay; it is stepped (by action and by team turn), scrubbed (the range and a marker), played for a moment
// and paused; the frames are screenshotted and checked non-blank. The Load list then shows the classic game.
// Console errors fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

const SHOTS = ARTIFACTS

failOnPageProblems()

/** Saves a screenshot and checks it is not blank; a frame of the table must also have many colours. */
async function shoot(page: Page, name: string, table = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  const png = await page.screenshot({ path: join(SHOTS, `saves-${name}`) })
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  // A dialog over a dimmed table is darker and plainer than the table itself, but never one flat colour.
  expect(stats.lumaStdDev).toBeGreaterThan(table ? 12 : 6)
  if (table) expect(stats.colours).toBeGreaterThan(200)
}

const position = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('timeline').getAttribute('data-position'))

test('a classic game as a replay: open, step, scrub, play, and the Load list', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-replays').click()
  const classic = page.getByTestId('classic').first()
  await expect(classic).toBeVisible()
  await shoot(page, 'replays-screen.png')
  await classic.getByTestId('classic-watch').click()

  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await expect(timeline).toHaveAttribute('data-ready', 'true') // its length and markers have arrived
  await expect(timeline).toHaveAttribute('data-position', '0')
  const length = Number(await timeline.getAttribute('data-length'))
  expect(length).toBeGreaterThan(10)

  // Step by action, then by team turn, and back.
  await page.getByTestId('timeline-forward').click()
  await expect(timeline).toHaveAttribute('data-position', '1')
  await page.getByTestId('timeline-unit').selectOption('turn')
  await page.getByTestId('timeline-forward').click()
  await expect.poll(() => position(page)).toBeGreaterThan(1)
  const atTurn = await position(page)
  await page.getByTestId('timeline-back').click()
  await expect.poll(() => position(page)).toBeLessThan(atTurn)

  // Scrub: the range to the middle, then a marker.
  const middle = Math.floor(length / 2)
  await page.getByTestId('timeline-scrub').evaluate((input, value) => {
    const range = input as HTMLInputElement
    range.value = String(value)
    range.dispatchEvent(new Event('input', { bubbles: true }))
    range.dispatchEvent(new Event('change', { bubbles: true }))
  }, middle)
  await expect(timeline).toHaveAttribute('data-position', String(middle))
  await page.waitForTimeout(1500) // let the table draw the new frame before the picture
  await shoot(page, 'replay-middle.png')
  const marker = page.locator('.timeline-marker').first()
  if ((await marker.count()) > 0) {
    const at = await marker.getAttribute('data-position')
    await marker.click()
    await expect(timeline).toHaveAttribute('data-position', at ?? '')
  }

  // Play at 4× for a moment, then pause.
  await page.getByTestId('timeline-speed').selectOption('4')
  const before = await position(page)
  await page.getByTestId('timeline-play').click()
  await expect.poll(() => position(page), { timeout: 20_000 }).toBeGreaterThan(before)
  await page.getByTestId('timeline-play').click()
  await page.waitForTimeout(1000)
  await shoot(page, 'replay-played.png')

  // The classic game is in the Load list now.
  await page.getByTestId('timeline-close').click()
  await expect(timeline).toHaveCount(0)
  await page.getByTestId('menu-load').click()
  await expect(page.getByTestId('save-row').first()).toBeVisible()
  await shoot(page, 'load-screen.png', false)
  await page.getByTestId('save-row').first().getByTestId('save-delete').click()
  await expect(page.getByTestId('confirm-dialog')).toBeVisible()
  await shoot(page, 'delete-confirm.png', false)
  await page.getByTestId('confirm-cancel').click()
  await page.getByTestId('saves-close').click()

  // Settings and the New game dialog, for a look.
  await page.getByTestId('menu-settings').click()
  await expect(page.getByTestId('settings-screen')).toBeVisible()
  await page.getByTestId('settings-locale').selectOption('nl')
  await expect(page.getByTestId('settings-screen')).toContainText('Instellingen')
  await shoot(page, 'settings-nl.png', false)
  await page.getByTestId('settings-locale').selectOption('en')
  await page.getByTestId('settings-done').click()
  await page.getByTestId('menu-new').click()
  await page.getByTestId('options').locator('summary').click()
  await shoot(page, 'new-game.png', false)
})

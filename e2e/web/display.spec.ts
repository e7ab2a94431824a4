// Display modes through the real web host: the attract loop in kiosk mode plays the shipped classic games with
// the score always shown and a caption on a big moment; any key leaves the kiosk. The match display with no game
// in progress says so and Esc leaves it. Console errors fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

/** Screenshots go with the other e2e artifacts (never into .tmp/). */
const SHOTS = ARTIFACTS

failOnPageProblems()

async function open(page: Page): Promise<void> {
  // Animations at 4×: the loop reaches its first big moment sooner (it keeps animations on whatever the speed).
  await page.addInitScript(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ speed: 4, skipAnimations: true })),
  )
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
}

test('the attract loop in kiosk mode: score, a caption, and a key leaves', async ({ page }) => {
  test.setTimeout(300_000)
  mkdirSync(SHOTS, { recursive: true })
  await open(page)
  await page.getByTestId('menu-display').click()
  await expect(page.getByTestId('display-chooser')).toBeVisible()
  await expect(page.getByTestId('display-kiosk')).toBeChecked()
  await page.getByTestId('display-attract').click()

  const layer = page.getByTestId('display-layer')
  await expect(layer).toHaveAttribute('data-mode', 'attract')
  await expect(layer).toHaveAttribute('data-kiosk', 'true')
  // No menus or play panels: the table, the score and the loop's own lines only.
  await expect(page.getByTestId('main-menu')).toBeHidden()
  await expect(page.getByTestId('display-score').getByTestId('scorebar')).toBeVisible()
  await expect(page.getByTestId('display-now')).toContainText('1 of')
  await page.waitForTimeout(2500)
  await page.screenshot({ path: join(SHOTS, 'e2e-display-attract-loop.png') })

  const caption = page.getByTestId('display-caption')
  await expect(caption).toBeVisible({ timeout: 200_000 })
  await expect(caption).toHaveAttribute('data-kind', /touchdown|goal|injury/)
  await expect(page.getByTestId('display-score').getByTestId('scorebar')).toBeVisible()
  await page.waitForTimeout(1500) // the dolly toward the moment under way (a screenshot here takes seconds)
  const png = await page.screenshot({ path: join(SHOTS, 'e2e-display-attract-caption.png') })
  const stats = pixelStats(png)
  console.log(`e2e-display-attract-caption.png: ${JSON.stringify(stats)}`)
  expect(stats.lumaStdDev).toBeGreaterThan(12)
  expect(stats.colours).toBeGreaterThan(200)

  // Any key leaves the kiosk: the loop stops and the menu is back.
  await page.keyboard.press('x')
  await expect(layer).toHaveCount(0)
  await expect(page.getByTestId('main-menu')).toBeVisible()
})

test('the match display: none in progress says so, Esc leaves; a game here is shown big', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true })
  await open(page)
  await page.getByTestId('menu-display').click()
  await page.getByTestId('display-kiosk').uncheck()
  await page.getByTestId('display-match').click()
  const layer = page.getByTestId('display-layer')
  await expect(layer).toHaveAttribute('data-mode', 'match')
  // Nothing in progress here (another spec may have left one: then it is on the table with its score).
  // (The score's wrapper has no box of its own — the score bar floats — so look for the bar itself.)
  await expect(
    page.getByTestId('display-problem').or(page.getByTestId('display-score').getByTestId('scorebar')),
  ).toBeVisible()
  await expect(page.getByTestId('display-leave')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(layer).toHaveCount(0)
  await expect(page.getByTestId('main-menu')).toBeVisible()

  // With a game on this table, the display shows it big with its score, and no play controls.
  await page.getByTestId('menu-new').click()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('scorebar')).toBeVisible()
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-display').click()
  await page.getByTestId('display-match').click()
  await expect(layer).toHaveAttribute('data-mode', 'match')
  await expect(page.getByTestId('display-score').getByTestId('scorebar')).toBeVisible()
  await expect(page.getByTestId('display-problem')).toHaveCount(0)
  await expect(page.getByTestId('menu-toggle')).toBeHidden()
  await page.waitForTimeout(1500)
  await page.screenshot({ path: join(SHOTS, 'e2e-display-match.png') })
  await page.getByTestId('display-leave').click()
  await expect(layer).toHaveCount(0)
  // The game is still on the table, with its controls back.
  await expect(page.getByTestId('menu-toggle')).toBeVisible()
})

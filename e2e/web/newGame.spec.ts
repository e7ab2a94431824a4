// New game for the solo coach, in Chromium against the real web host: it opens on the coach against the
// Beginner AI, fits the window at 1280×720 and 1600×900 in English and Dutch (screenshots in artifacts/, with
// the Blitz Bowl options open: the arenas by name, the roster preview beside them), shows no seed citation or
// file name, closes on Esc, and opens the next time with the last game's choices.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { failOnPageProblems } from '../playDriver'

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'artifacts')
const CITATION = /\b00[0-4]\b|\.md\b|\.ts\b|cc-interp|rulings|data\//

failOnPageProblems()

async function openNewGame(page: Page, locale: 'en' | 'nl') {
  await page.goto('/')
  if (locale !== 'en') {
    // The language is a setting: stored, then the app loaded again in it.
    await page.evaluate(
      (l) => localStorage.setItem('pitchside.settings', JSON.stringify({ locale: l })),
      locale,
    )
    await page.reload()
  }
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

for (const locale of ['en', 'nl'] as const) {
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ] as const) {
    test(`New game fits ${width}×${height} in ${locale}, Blitz Bowl options and the roster preview open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      const dialog = await openNewGame(page, locale)
      await expect(dialog.getByTestId('away-player')).toHaveValue('beginner')
      await dialog.getByTestId('ruleset').selectOption('blitz')
      // Blitz Bowl's Human card against its Orc card (Human v Orc wherever a game has both).
      await expect(dialog.getByTestId('roster-preview').locator('caption')).toHaveText('Human')
      await expect(dialog.getByTestId('roster-preview').locator('thead')).toContainText(
        locale === 'en' ? 'Move' : 'Beweging',
      )
      await dialog.getByTestId('options').locator('summary').click()
      await expect(dialog.getByTestId('option-arena')).toBeVisible()
      await expect(
        dialog.getByTestId('option-arena').locator('option', { hasText: 'Sewer Pipe Stadium' }),
      ).toHaveCount(1)
      // Every option painted, Blitz Bowl's Foul action too (its row once stayed blank after a game switch).
      await expect(dialog.getByTestId('option-fouls')).toBeVisible()
      await dialog.getByTestId('rules-notes').locator('summary').click()
      // The whole dialog inside the window (it scrolls inside itself when its folds are open).
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      expect(await dialog.innerText()).not.toMatch(CITATION)
      mkdirSync(ARTIFACTS, { recursive: true })
      await page.screenshot({ path: join(ARTIFACTS, `new-game-${locale}-${width}x${height}.png`) })
      // Esc closes it from wherever the focus is.
      await page
        .locator('body')
        .click({ position: { x: 2, y: 2 } })
        .catch(() => {})
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  }
}

test('Classic Blood Bowl: the roster preview shows the Human team a new game fields, with its re-rolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  const dialog = await openNewGame(page, 'en')
  const preview = dialog.getByTestId('roster-preview')
  await expect(preview.locator('caption')).toHaveText('Human')
  await expect(preview.getByTestId('preview-ogre')).toContainText('Throw Team Mate')
  await expect(preview.getByTestId('preview-rerolls')).toHaveText('Team re-rolls: 3')
  await dialog.getByTestId('preview-away').click()
  await expect(preview.locator('caption')).toHaveText('Orc')
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, 'new-game-classic-en-1280x720.png') })
})

test('the next New game opens with the last choices', async ({ page }) => {
  const dialog = await openNewGame(page, 'en')
  await dialog.getByTestId('ruleset').selectOption('blitz')
  await dialog.getByTestId('home-roster').selectOption('skaven')
  await dialog.getByTestId('away-player').selectOption('hard')
  await dialog.getByTestId('options').locator('summary').click()
  await dialog.getByTestId('option-arena').selectOption('bone-pit')
  await dialog.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('scorebar')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // After a reload the menu may be folded behind its button (a game on the table) or be the left column.
  if (await page.getByTestId('menu-toggle').isVisible()) await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-new').click()
  await expect(dialog.getByTestId('ruleset')).toHaveValue('blitz')
  await expect(dialog.getByTestId('home-roster')).toHaveValue('skaven')
  await expect(dialog.getByTestId('away-player')).toHaveValue('hard')
  await expect(dialog.getByTestId('option-arena')).toHaveValue('bone-pit')
})

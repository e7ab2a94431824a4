// Esc closes every dialog (F1 promises it): New game, Settings, Load, Replays, Drills, the Showcase, the Display
// chooser from the main menu; over a game the F10 menu and the F1 help; in Load a delete's confirmation closes
// first, then Load itself. Each one opened, Esc pressed, gone — and the screen under it still there. Console
// errors fail the test.
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { failOnPageProblems, startGame } from '../playDriver'

failOnPageProblems()

/** Opens menu item `menu`, checks `testId` shows, presses Esc and checks it went. */
async function escapes(page: Page, menu: string, testId: string): Promise<void> {
  await page.getByTestId(menu).click()
  const dialog = page.getByTestId(testId)
  await expect(dialog, `${menu} opens ${testId}`).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog, `Esc closes ${testId}`).toBeHidden()
}

test('Esc closes each dialog of the main menu, the F10 menu, the F1 help and a confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await escapes(page, 'menu-new', 'new-game-dialog')
  await escapes(page, 'menu-settings', 'settings-screen')
  await escapes(page, 'menu-load', 'saves-screen')
  await escapes(page, 'menu-replays', 'saves-screen')
  await escapes(page, 'menu-drills', 'drills-dialog')
  await escapes(page, 'menu-display', 'display-chooser')
  await escapes(page, 'menu-showcase', 'showcase')

  // Over a game: F10 opens the folded menu, F1 the help; Esc closes each and the game stays.
  const layer = await startGame(page, { ruleset: 'classic', seed: 3 })
  await page.keyboard.press('F10')
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('main-menu')).toBeHidden()
  await page.keyboard.press('F1')
  await expect(page.getByTestId('help-overlay')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('help-overlay')).toBeHidden()
  await expect(layer).toBeVisible()

  // Load over the game, a delete asked about: Esc cancels the question (nothing deleted), a second Esc closes Load.
  await page.keyboard.press('F10')
  await page.getByTestId('menu-load').click()
  const saves = page.getByTestId('saves-screen')
  await expect(saves.getByTestId('save-row').first()).toBeVisible()
  // The list is read once as Load opens, so other specs' new saves meanwhile do not change this count.
  const rows = await saves.getByTestId('save-row').count()
  const asked = await saves.getByTestId('save-row').first().getAttribute('data-game-id')
  await saves.getByTestId('save-delete').first().click()
  await expect(page.getByTestId('confirm-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('confirm-dialog')).toBeHidden()
  await expect(saves).toBeVisible()
  await expect(saves.getByTestId('save-row')).toHaveCount(rows)
  await expect(saves.locator(`[data-testid="save-row"][data-game-id="${asked}"]`)).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(saves).toBeHidden()
  await expect(layer).toBeVisible()
})

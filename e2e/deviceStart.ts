// The way into a game with one input device: Settings (animations off, so whole games run fast) and the New game
// dialog (game, the Beginner AI on the away side, a fixed seed), by clicks alone or by the keyboard alone (Tab to a
// control, arrows in a list, Space on a box, typing, Enter).
import { type Locator, type Page } from '@playwright/test'
import { expect } from './expect'
import type { Device } from './gameDriver'

/** Keyboard: Tab until the control with `testId` has the focus. */
export async function tabTo(page: Page, testId: string): Promise<void> {
  const focused = (): Promise<string | null> =>
    page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)
  for (let i = 0; i < 60 && (await focused()) !== testId; i++) await page.keyboard.press('Tab')
  expect(await focused(), `Tab reaches ${testId}`).toBe(testId)
}

/** Keyboard: a focused <select> stepped with the arrows until it shows `value`. */
async function arrowSelect(page: Page, select: Locator, value: string): Promise<void> {
  const options = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  const want = options.indexOf(value)
  expect(want, `option ${value}`).toBeGreaterThanOrEqual(0)
  for (let i = 0; i < options.length + 1 && (await select.inputValue()) !== value; i++) {
    const at = options.indexOf(await select.inputValue())
    await page.keyboard.press(at < want ? 'ArrowDown' : 'ArrowUp')
  }
  await expect(select).toHaveValue(value)
}

/**
 * Settings: skip animations, by the device alone. Ticked, never toggled: the e2e browser may start with it on
 * already (playwright.config.ts).
 */
export async function animationsOff(page: Page, device: Device): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  const screen = page.getByTestId('settings-screen')
  const skip = screen.getByTestId('settings-skip')
  if (device === 'mouse') {
    await page.getByTestId('menu-settings').click()
    await expect(screen).toBeVisible()
    if (!(await skip.isChecked())) await skip.click()
    await expect(skip).toBeChecked()
    await screen.getByTestId('settings-done').click()
  } else {
    await tabTo(page, 'menu-settings')
    await page.keyboard.press('Enter')
    await expect(screen).toBeVisible()
    await tabTo(page, 'settings-skip')
    if (!(await skip.isChecked())) await page.keyboard.press('Space')
    await expect(skip).toBeChecked()
    await tabTo(page, 'settings-done')
    await page.keyboard.press('Enter')
  }
  await expect(screen).toBeHidden()
}

export interface DeviceGame {
  readonly ruleset: 'classic' | 'blitz' | 'crosscheck'
  readonly seed: number
}

/** The New game dialog with one device: the game, the away side to the Beginner AI, a fixed seed, Start. */
export async function startWith(page: Page, device: Device, game: DeviceGame): Promise<Locator> {
  const dialog = page.getByTestId('new-game-dialog')
  if (device === 'mouse') {
    await page.getByTestId('menu-new').click()
    await expect(dialog).toBeVisible()
    // A <select> opens a native list the page cannot see; Playwright picks the option as a click would.
    await dialog.getByTestId('ruleset').selectOption(game.ruleset)
    await dialog.getByTestId('away-player').selectOption('beginner')
    await dialog.getByTestId('random-seed').click()
    await expect(dialog.getByTestId('random-seed')).not.toBeChecked()
    await dialog.getByTestId('seed').click({ clickCount: 3 })
    await page.keyboard.insertText(String(game.seed))
    await dialog.getByTestId('start-game').click()
  } else {
    await tabTo(page, 'menu-new')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await tabTo(page, 'ruleset')
    await arrowSelect(page, dialog.getByTestId('ruleset'), game.ruleset)
    await tabTo(page, 'away-player')
    await arrowSelect(page, dialog.getByTestId('away-player'), 'beginner')
    await tabTo(page, 'random-seed')
    await page.keyboard.press('Space')
    await expect(dialog.getByTestId('random-seed')).not.toBeChecked()
    await tabTo(page, 'seed')
    await page.keyboard.press('Control+A')
    await page.keyboard.type(String(game.seed))
    await tabTo(page, 'start-game')
    await page.keyboard.press('Enter')
  }
  await expect(dialog).toBeHidden()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toBeVisible()
  const view = await page.evaluate(() => window.__pitchside!.lastView!)
  expect(view.ruleset).toBe(game.ruleset)
  return layer
}

/**
 * Counts, from the page's first script on, the input events of each kind (keys, pointer presses), so a spec can
 * show that its game was played with one device only.
 */
export async function countInputs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { keys: 0, pointers: 0 }
    Object.defineProperty(window, '__inputCounts', { value: counts })
    window.addEventListener('keydown', () => counts.keys++, true)
    window.addEventListener('pointerdown', () => counts.pointers++, true)
  })
}

export async function inputCounts(page: Page): Promise<{ keys: number; pointers: number }> {
  return page.evaluate(() => ({
    ...(window as unknown as { __inputCounts: { keys: number; pointers: number } }).__inputCounts,
  }))
}

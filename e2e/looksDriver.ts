// Shared steps of the looks specs (looks.spec.ts, looksScheme.spec.ts): the last view the table drew, the shipped
// "Humans v Orcs" as a replay at a given step, zooming onto a square, the app ready.
import { type Page } from '@playwright/test'
import { expect } from './expect'
import type { GameView } from '../src-shared/engine/api'
import { cameraStill } from './gameDriver'

/** A step of "Humans v Orcs" with all 22 players on the pitch, two of them down and one stunned. */
export const DOWN_STEP = 295

export const lastView = (page: Page): Promise<GameView> => page.evaluate(() => window.__pitchside!.lastView!)

/** Opens the shipped "Humans v Orcs" as a replay and scrubs to `step`. */
export async function humansVOrcsAt(page: Page, step: number): Promise<void> {
  await page.getByTestId('menu-replays').click()
  await page.locator('[data-classic-id="humans-v-orcs"]').getByTestId('classic-watch').click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toHaveAttribute('data-mode', 'replay')
  await expect(timeline).toHaveAttribute('data-ready', 'true') // its length and markers have arrived
  await page.getByTestId('timeline-scrub').evaluate((input, value) => {
    const range = input as HTMLInputElement
    range.value = String(value)
    range.dispatchEvent(new Event('input', { bubbles: true }))
    range.dispatchEvent(new Event('change', { bubbles: true }))
  }, step)
  await expect(timeline).toHaveAttribute('data-position', String(step))
  await expect.poll(async () => (await lastView(page)).pieces.filter((p) => p.x !== null).length).toBe(22)
}

/** Zooms the table's camera onto square (x, y) with the mouse wheel. */
export async function zoomOnto(page: Page, x: number, y: number, notches: number): Promise<void> {
  for (let i = 0; i < notches; i++) {
    const at = (await page.evaluate(([sx, sy]) => window.__pitchside!.squareOnPage(sx, sy), [x, y]))!
    await page.mouse.move(at.x, at.y)
    await page.mouse.wheel(0, -240)
    await cameraStill(page)
  }
}

export async function ready(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
}

// Cross Check's puck carrier on the play screen (issue 19 point 1), through the real web host: the drill
// "Take the puck and shoot" — the skater picked with the cursor, Skate on its key (M), a step, the take forced to
// 4 on its key (G). Then, as the carrier: his marks are his move range only (no pass odds over the rink); S puts
// the shot's chance on the three goal-mouth squares and back; P the passes, Esc back; R the compass — an arrow
// pad naming N, NE... with the keypad's digits and arrows on the squares round him — and ↑ turns the puck north
// (forced 6). Every button shows its key (D, A, P, S, R here; Check's B and Fight's F in the unit tests, as no
// opponent stands by him in this drill). Screenshots at 1280x720 and 1600x900 (and a
// close-up of the puck on its carrier) in artifacts/cc-carrier-*.png; the compass in Dutch. Console errors fail it.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import type { SquareMark } from '../../src-renderer/src/scene/overlay'
import { animationsOff } from '../deviceStart'
import { cameraStill } from '../gameDriver'
import { ARTIFACTS, attr, cursorTo, failOnPageProblems, forceDice, press } from '../playDriver'

failOnPageProblems()

const marks = (page: Page): Promise<readonly SquareMark[]> =>
  page.evaluate(() => [...window.__pitchside!.playMarks()])

async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  await cameraStill(page)
  await page.screenshot({ path: join(ARTIFACTS, name) })
}

/** The drill started from the menu; its skater (at 20, 7) skates one step and takes the loose puck at (22, 7). */
async function toCarrier(page: Page): Promise<{ layer: Locator; carrier: number }> {
  await animationsOff(page, 'mouse')
  await page.getByTestId('menu-drills').click()
  await page.getByTestId('drill-start-crosscheck-1-take-and-shoot').click()
  await expect(page.getByTestId('drill-card')).toBeVisible()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  const skater = await page.evaluate(
    () => window.__pitchside!.lastView!.pieces.find((p) => p.x === 20 && p.y === 7)!.id,
  )
  await cursorTo(page, 20, 7)
  await page.keyboard.press('Enter') // picks him
  await expect(layer).toHaveAttribute('data-selected', String(skater))
  // His Skate shows its key, M.
  await expect(
    page.locator(`button[data-act='{"type":"skate","player":${skater}}'] .choice__key`),
  ).toHaveText('M')
  await press(page, layer, 'm')
  await expect(layer).toHaveAttribute('data-decision', 'move')
  await cursorTo(page, 21, 7)
  await press(page, layer, 'Enter')
  await forceDice(page, [4])
  await expect(page.locator(`button[data-act='{"type":"take"}'] .choice__key`)).toHaveText('G')
  await press(page, layer, 'g')
  const view = await page.evaluate(() => window.__pitchside!.lastView!)
  expect(view.balls[0]).toMatchObject({ x: 22, y: 7, carrier: skater })
  await expect(layer).toHaveAttribute('data-carrier-mode', 'move')
  return { layer, carrier: skater }
}

test('the carrier: move range first, shots and passes on demand, the compass, keys on every option', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { layer, carrier } = await toCarrier(page)
  const menu = page.getByTestId('action-menu')
  const ma = await page.evaluate(
    (id) => window.__pitchside!.lastView!.pieces.find((p) => p.id === id)!.stats.ma,
    carrier,
  )

  // Move range first: every mark within his move of (21, 7); nothing on the goal mouth; no pass odds elsewhere.
  const moving = await marks(page)
  expect(moving.length).toBeGreaterThan(8)
  for (const m of moving) expect(Math.max(Math.abs(m.x - 21), Math.abs(m.y - 7))).toBeLessThanOrEqual(ma)
  expect(moving.some((m) => m.x === 25)).toBe(false)
  // The options and their keys: Drop pass D, Stop A, Pass P, Shoot S (with the shot's best chance), Turn R.
  const keys = await menu.locator('.choice__key').allInnerTexts()
  expect(keys).toEqual(['D', 'A', 'P', 'S', 'R'])
  expect(new Set(keys).size).toBe(keys.length)
  await expect(menu.locator(`button[data-act='{"type":"carrier-mode","mode":"shoot"}']`)).toContainText(
    /Shoot….*\d+%/,
  )
  await snap(page, 'cc-carrier-move-1280.png')

  // S: the shots, each goal-mouth square with its chance; S again: the move range.
  await page.keyboard.press('s')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'shoot')
  const shots = await marks(page)
  expect(shots.map((m) => `${m.x},${m.y}`).sort()).toEqual(['25,6', '25,7', '25,8'])
  // Each with its band's tag and its chance (play/aimMarks.ts: 'Q 33%').
  for (const m of shots) expect(m.label).toMatch(/^([A-Z]{1,3} ?)?\d+%$/)
  await expect(menu.getByRole('button')).toHaveText([/Back to the move/])
  await snap(page, 'cc-carrier-shoot-1280.png')
  await page.keyboard.press('s')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'move')

  // P: the passes over the rink, with their odds; Esc: the move range.
  await page.keyboard.press('p')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'pass')
  const passes = await marks(page)
  expect(passes.length).toBeGreaterThan(100)
  // A pass is not a shot: the goal mouth is not among them.
  expect(passes.some((m) => m.x === 25 && m.y >= 6 && m.y <= 8)).toBe(false)
  await snap(page, 'cc-carrier-pass-1280.png')
  await page.keyboard.press('Escape')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'move')
  expect((await marks(page)).length).toBe(moving.length)

  // R: the compass. The puck lies E of him: the other seven points, named, keyed like a keypad, on the table too.
  await page.keyboard.press('r')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'turn')
  const compass = page.getByTestId('puck-compass')
  await expect(compass).toBeVisible()
  const arrows = compass.locator('button[data-point]')
  await expect(arrows).toHaveCount(7)
  expect(await arrows.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-point')))).toEqual([
    'NW',
    'N',
    'NE',
    'W',
    'SW',
    'S',
    'SE',
  ])
  await expect(compass.locator('button[data-point="N"]')).toContainText('↑')
  await expect(compass.locator('button[data-point="N"]')).toContainText('N')
  await expect(compass.locator('button[data-point="N"] .choice__key')).toHaveText('8')
  await expect(compass.locator('button[data-point="NE"]')).toHaveAttribute('title', /north-east/)
  const round = await marks(page)
  expect(round.map((m) => `${m.x - 21},${m.y - 7}`).sort()).toEqual(
    ['-1,-1', '0,-1', '1,-1', '-1,0', '-1,1', '0,1', '1,1'].sort(),
  )
  expect(round.find((m) => m.x === 21 && m.y === 6)?.label).toMatch(/^N \d+%$/)
  expect(round.find((m) => m.x === 22 && m.y === 6)?.label).toMatch(/^NE \d+%$/)
  await snap(page, 'cc-carrier-compass-1280.png')
  await page.setViewportSize({ width: 1600, height: 900 })
  await snap(page, 'cc-carrier-compass-1600.png')

  // R again: back to the move range.
  await page.keyboard.press('r')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'move')
  await snap(page, 'cc-carrier-move-1600.png')

  // ↑ (R first): the turn's roll forced to 6, the puck lies north of him and the marks are his move range again.
  await page.keyboard.press('r')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'turn')
  await forceDice(page, [6])
  await press(page, layer, 'ArrowUp')
  const after = await page.evaluate(() => window.__pitchside!.lastView!.balls[0])
  expect(after).toMatchObject({ x: 21, y: 6, carrier })
  expect(await attr(layer, 'data-carrier-mode')).toBe('move')

  // A close-up of the puck on its carrier (now north of him): the wheel zooms in over the pair.
  const mid = async (): Promise<{ x: number; y: number }> => {
    const [a, b] = await page.evaluate(() => [
      window.__pitchside!.squareOnPage(21, 7)!,
      window.__pitchside!.squareOnPage(21, 6)!,
    ])
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
  }
  const before = await mid()
  await page.mouse.move(before.x, before.y)
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -240)
  await cameraStill(page)
  const near = await mid()
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({
    path: join(ARTIFACTS, 'cc-carrier-puck-closeup.png'),
    clip: { x: Math.max(0, near.x - 240), y: Math.max(0, near.y - 180), width: 480, height: 360 },
  })
})

test('the compass and the carrier’s buttons in Dutch', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await page.getByTestId('menu-settings').click()
  await page.getByTestId('settings-locale').selectOption('nl')
  await page.getByTestId('settings-done').click()
  const { layer } = await toCarrierDutch(page)
  const menu = page.getByTestId('action-menu')
  await expect(menu.locator(`button[data-act='{"type":"carrier-mode","mode":"shoot"}']`)).toContainText(
    'Schieten…',
  )
  await page.keyboard.press('r')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'turn')
  const compass = page.getByTestId('puck-compass')
  await expect(compass).toContainText('De puck draaien')
  await expect(compass.locator('button[data-point="NE"]')).toContainText('NO')
  await expect(compass.locator('button[data-point="SE"]')).toContainText('ZO')
  await expect(compass.locator('button[data-point="NE"]')).toHaveAttribute('title', /noordoosten/)
  // The table's squares round him say the Dutch points too.
  const round = await marks(page)
  expect(round.find((m) => m.x === 22 && m.y === 6)?.label).toMatch(/^NO \d+%$/)
  await expect(menu.getByRole('button')).toHaveText([/Terug naar de beweging/])
  await snap(page, 'cc-carrier-compass-nl-1280.png')
})

/** As toCarrier, with the language already chosen (animationsOff would reload the page). */
async function toCarrierDutch(page: Page): Promise<{ layer: Locator }> {
  await page.getByTestId('menu-drills').click()
  await page.getByTestId('drill-start-crosscheck-1-take-and-shoot').click()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await cursorTo(page, 20, 7)
  await page.keyboard.press('Enter')
  await press(page, layer, 'm')
  await cursorTo(page, 21, 7)
  await press(page, layer, 'Enter')
  await forceDice(page, [4])
  await press(page, layer, 'g')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'move')
  return { layer }
}

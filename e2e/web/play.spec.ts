// A Classic turn played with the keyboard alone through the real web host: coin toss and kick-or-receive in
// dialogs, both setups with a formation, the kick, then a move and a block (their chances read out under the
// cursor), any decision dialogs, undo (Ctrl+Z), and End turn (E). The dice are the game's own seeded dice, so
// every branch (a failed dodge, a turnover) is answered by the same loop; screenshots are saved and checked
// non-blank. Console errors fail the test.
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import { failOnPageProblems, shot } from '../playDriver'

failOnPageProblems()

const attr = async (layer: Locator, name: string): Promise<string> => (await layer.getAttribute(name)) ?? ''

/** Presses a key and waits until the game's history moves (an action was played or undone). */
async function press(page: Page, layer: Locator, key: string): Promise<void> {
  const before = await attr(layer, 'data-cursor')
  await page.keyboard.press(key)
  await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
  await settled(layer)
}

/** Waits until the screen offers choices again (the legal actions and reach of the new state have arrived). */
async function settled(layer: Locator): Promise<void> {
  await expect.poll(() => attr(layer, 'data-phase')).not.toBe('waiting')
}

/** Answers dialogs (re-roll?, block die, push, follow up...) with their first choice until the board is back. */
async function answerDialogs(page: Page, layer: Locator): Promise<void> {
  for (let i = 0; i < 12 && (await attr(layer, 'data-phase')) === 'dialog'; i++) await press(page, layer, '1')
}

/** Ends whatever is under way (an activation, free moves) and answers dialogs until a team turn is on. */
async function toTurn(page: Page, layer: Locator): Promise<void> {
  for (let i = 0; i < 12 && (await attr(layer, 'data-decision')) !== 'turn'; i++) {
    if ((await attr(layer, 'data-phase')) === 'dialog') await answerDialogs(page, layer)
    else await press(page, layer, 'a')
  }
  await expect(layer).toHaveAttribute('data-decision', 'turn')
}

test('a Classic turn with the keyboard: setup, a move, a block, chances, undo, end turn', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-new').click()
  // A fixed seed: with a random one, a kick-off of Perfect Defence (2D6 = 4) gave the kicking team a third
  // setup about one run in twelve, and every later step depended on the dice of the day.
  await page.getByTestId('away-player').selectOption('human') // this spec plays both coaches
  await page.getByTestId('random-seed').uncheck()
  await page.getByTestId('seed').fill('11')
  await page.getByTestId('start-game').click()
  const layer = page.getByTestId('play-layer')
  await expect(layer).toHaveAttribute('data-decision', 'coin-toss')
  await expect(page.getByTestId('decision-dialog')).toContainText('Call the coin toss')

  // The coin toss, kick or receive, both setups (a formation, then Done), the kick, the kick-off's decisions.
  let setups = 0
  for (let i = 0; i < 40 && (await attr(layer, 'data-decision')) !== 'turn'; i++) {
    const phase = await attr(layer, 'data-phase')
    const decision = await attr(layer, 'data-decision')
    if (phase === 'setup') {
      const before = await attr(layer, 'data-cursor')
      await page.getByTestId('formation').first().click()
      await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
      await settled(layer)
      if (setups === 0) await shot(page, 'e2e-play-setup.png')
      setups++
      await press(page, layer, 'a') // setup done
    } else if (phase === 'dialog') await press(page, layer, '1')
    else if (decision === 'kick') {
      await page.keyboard.press('Tab') // the cursor on the first square the kick may aim at
      await press(page, layer, 'Enter')
    } else await press(page, layer, 'a')
  }
  expect(setups).toBe(2)
  await toTurn(page, layer)

  // A move: Tab picks a player, M declares the move, Tab puts the cursor on a square, Enter steps there.
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('action-menu')).toContainText('Move')
  await press(page, layer, 'm')
  await expect(layer).toHaveAttribute('data-decision', 'activation')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('cursor-info')).toContainText(/Chance \d+%/)
  await press(page, layer, 'Enter')
  await answerDialogs(page, layer)
  await toTurn(page, layer)

  // A block: Tab through the players until one may block, B declares it, Tab aims at the target (its chance
  // read out), Enter blocks; the dice decisions come as dialogs.
  const menu = page.getByTestId('action-menu')
  let found = false
  for (let i = 0; i < 12 && !found; i++) {
    await page.keyboard.press('Tab')
    found = (await menu.locator('.choice__label', { hasText: /^Block$/ }).count()) > 0
  }
  expect(found, 'a player who may block').toBe(true)
  await press(page, layer, 'b')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('cursor-info')).toContainText(/Block .*Chance \d+%/)
  await expect(menu).toContainText(/Block .*\d+%/)
  await shot(page, 'e2e-play-block.png')
  await press(page, layer, 'Enter')
  await answerDialogs(page, layer)

  // Undo goes back one action (Ctrl+Z); then the turn is finished and ended.
  const cursor = Number(await attr(layer, 'data-cursor'))
  await press(page, layer, 'Control+z')
  expect(Number(await attr(layer, 'data-cursor'))).toBe(cursor - 1)
  await answerDialogs(page, layer)
  await toTurn(page, layer)
  const side = await attr(layer, 'data-side')
  await page.getByTestId('end-turn').click()
  await expect.poll(() => attr(layer, 'data-side')).not.toBe(side)

  // F1 lists every shortcut; Esc closes it.
  await page.keyboard.press('F1')
  await expect(page.getByTestId('help-overlay')).toContainText('End turn')
  await shot(page, 'e2e-play-help.png')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('help-overlay')).toBeHidden()
})

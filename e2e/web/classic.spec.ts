// A Classic game, the Beginner AI (home) against a human (away, who calls the coin toss), through the real web host: the New game dialog
// (AI player, fixed seed), the coin toss and kick-off decisions, the human's setup with a formation (the AI sets
// up by itself), the table's cost after a full setup (draw calls and triangles from the renderer), then on the
// human's turn a move and a block with forced dice (the test-only `test.forceDice`), the dice log showing the
// forced rolls, undo (the toolbar button), End turn (E), and the AI playing its turn until the human decides
// again. Mouse for menus and buttons, the keyboard for the board. Console errors fail the test.
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import {
  answerDialogs,
  attr,
  click,
  forceDice,
  press,
  settled,
  shoot,
  startGame,
  failOnPageProblems,
} from '../playDriver'

failOnPageProblems()

const HUMAN = '1'

/** Plays the human's side (setups, kicks, dialogs) and waits out the AI's until the human has a team turn. */
async function toHumanTurn(page: Page, layer: Locator): Promise<number> {
  let setups = 0
  for (let i = 0; i < 60; i++) {
    await settled(layer, 120_000)
    const [phase, decision, side] = await Promise.all(
      ['data-phase', 'data-decision', 'data-side'].map((n) => attr(layer, n)),
    )
    if (decision === 'turn' && side === HUMAN && phase === 'board') return setups
    if (phase === 'setup') {
      const before = await attr(layer, 'data-cursor')
      await page.getByTestId('formation').first().click()
      await expect.poll(() => attr(layer, 'data-cursor')).not.toBe(before)
      await settled(layer)
      setups++
      await press(page, layer, 'a') // setup done
    } else if (decision === 'coin-toss') {
      await forceDice(page, [1]) // heads: the human's call wins
      await click(layer, page.getByTestId('decision-dialog').getByRole('button', { name: /Heads/ }))
    } else if (decision === 'kick-or-receive') {
      // Receiving: the human's first turn starts with both lines face to face on the line of scrimmage.
      await click(layer, page.getByTestId('decision-dialog').getByRole('button', { name: /Receive/ }))
    } else if (phase === 'dialog') await press(page, layer, '1')
    else if (decision === 'kick') {
      await page.keyboard.press('Tab') // the cursor on the first square the kick may aim at
      await press(page, layer, 'Enter')
    } else await press(page, layer, 'a')
  }
  throw new Error('the human never got a team turn')
}

test('Classic vs the Beginner AI: setup, forced move and block, dice log, undo, end turn, the AI plays', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const layer = await startGame(page, { ruleset: 'classic', home: 'beginner', seed: 20240 })
  expect(await page.evaluate(() => window.__pitchside?.lastView?.teams.map((t) => t.rosterId))).toEqual([
    'human',
    'orc',
  ])

  const setups = await toHumanTurn(page, layer)
  expect(setups).toBe(1) // the AI set its own team up

  // A full Classic setup on the table: both teams and the ball, within the renderer's budget.
  await expect
    .poll(async () => (await page.evaluate(() => window.__pitchside?.sceneStats()))?.drawCalls ?? 0)
    .toBeGreaterThan(0)
  const onPitch = await page.evaluate(
    () => window.__pitchside!.lastView!.pieces.filter((p) => p.x !== null).length,
  )
  console.log(`pieces on the pitch: ${onPitch}`)
  const stats = (await page.evaluate(() => window.__pitchside!.sceneStats()))!
  console.log(`scene after a full Classic setup: ${JSON.stringify(stats)}`)
  expect(stats.drawCalls).toBeLessThanOrEqual(40)
  expect(stats.triangles).toBeLessThanOrEqual(250_000)
  await shoot(page, 'e2e-classic-board.png')

  // A move: Tab picks a player, M declares the move (the keyboard), Tab puts the cursor on a square, Enter steps
  // there. Forced sixes: any dodge or rush succeeds.
  const cursorAtTurn = Number(await attr(layer, 'data-cursor'))
  await forceDice(page, [6, 6, 6, 6])
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('action-menu')).toContainText('Move')
  await press(page, layer, 'm')
  await expect(layer).toHaveAttribute('data-decision', 'activation')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('cursor-info')).toContainText(/Chance \d+%/)
  await press(page, layer, 'Enter')
  await answerDialogs(page, layer)
  if ((await attr(layer, 'data-decision')) !== 'turn') await press(page, layer, 'a') // end the activation

  // A block: Tab through the players until one may block; the menu's Block button (the mouse) declares it; Tab
  // aims at the target, Enter blocks. Every die forced to 6: Defender Down on each block die, then the armour
  // (and injury) rolls come up 6s too.
  const menu = page.getByTestId('action-menu')
  const blockButton = menu.getByRole('button', { name: /^\d+ Block\b/ })
  let found = false
  for (let i = 0; i < 16 && !found; i++) {
    await page.keyboard.press('Tab')
    found = (await blockButton.count()) > 0
  }
  expect(found, 'a player who may block').toBe(true)
  await click(layer, blockButton.first())
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('cursor-info')).toContainText(/Block .*Chance \d+%/)
  await forceDice(page, [6, 6, 6, 6, 6, 6, 6, 6])
  await press(page, layer, 'Enter')
  await answerDialogs(page, layer)

  // The dice log shows the forced rolls: the block dice (Defender Down) and the armour roll (6 + 6).
  const log = page.getByTestId('dice-log-list')
  await expect(log).toContainText(/Block by #\d+ .*: rolled Defender Down/)
  await expect(log).toContainText(/Armour against #\d+ .*: rolled 6 \+ 6 = 12/)
  const lines = await log.locator('.plog__text').allInnerTexts()
  console.log(`dice log:\n${lines.join('\n')}`)
  await shoot(page, 'e2e-classic-block.png')

  // Undo (the timeline bar's button): one of the human's decisions back.
  const cursor = Number(await attr(layer, 'data-cursor'))
  await click(layer, page.getByTestId('timeline-undo'))
  expect(Number(await attr(layer, 'data-cursor'))).toBeLessThan(cursor)
  expect(Number(await attr(layer, 'data-cursor'))).toBeGreaterThan(cursorAtTurn)
  await answerDialogs(page, layer)
  for (let i = 0; i < 4 && (await attr(layer, 'data-decision')) !== 'turn'; i++) {
    if ((await attr(layer, 'data-phase')) === 'dialog') await answerDialogs(page, layer)
    else await press(page, layer, 'a')
  }
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', HUMAN)

  // End turn (E); the AI takes its whole turn by itself and the decision comes back to the human.
  // The AI's turn can be over before a poll sees its side: the history moving on by more than the End turn
  // itself (the AI's own actions) shows it played too.
  const atEnd = Number(await attr(layer, 'data-cursor'))
  await page.keyboard.press('e')
  await expect
    .poll(
      async () =>
        (await attr(layer, 'data-side')) === '0' || Number(await attr(layer, 'data-cursor')) > atEnd + 1,
      { timeout: 60_000 },
    )
    .toBe(true)
  await expect
    .poll(
      async () =>
        (await attr(layer, 'data-side')) === HUMAN && (await attr(layer, 'data-phase')) !== 'waiting',
      {
        timeout: 300_000,
      },
    )
    .toBe(true)
  const turns = await page.evaluate(() => window.__pitchside!.lastView!.turns)
  console.log(`after the AI's turn: ${await attr(layer, 'data-decision')}, turns ${JSON.stringify(turns)}`)
  await shoot(page, 'e2e-classic-after-ai.png')
})

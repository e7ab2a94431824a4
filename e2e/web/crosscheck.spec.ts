// A Cross Check game, a human (home, Humans) against the Beginner AI (away, Orcs), fixed seed, through the real
// web host: the human's choice of goalie (a dialog, its first choice), his line-up (one click on a skater's chip
// lines him up, A ends the line-up),
// the face-off with forced dice (the test-only `test.forceDice`: 6 for the home centre, 1 for the away one, so
// the Humans win the draw and the first turn), then the centre's Skate (Tab to him, the mouse on Skate) and a
// shot at the goal with the keyboard (S for the shots, the cursor on the goal mouth, Enter), forced to 6 with every block attempt
// forced to 1: the goal shows in the score and the shot in the dice log. Console errors fail the test.
import { test, type Locator, type Page } from '@playwright/test'
import { expect } from '../expect'
import {
  answerDialogs,
  click,
  cursorTo,
  forceDice,
  legalActions,
  pieceAt,
  press,
  settled,
  shoot,
  startGame,
  failOnPageProblems,
} from '../playDriver'

failOnPageProblems()

const score = (page: Page): Promise<readonly number[]> =>
  page.evaluate(() => [...window.__pitchside!.lastView!.score])

/** The human's line-up: one skater (the centre) lined up, then done — the face-off dice forced first. */
async function lineUp(page: Page, layer: Locator): Promise<void> {
  await expect(layer).toHaveAttribute('data-phase', 'setup')
  // One click on a skater's chip lines him up at the marked starting position (the centre's).
  const line = page.getByTestId('setup-chip').first()
  await expect(line).toBeVisible()
  await click(layer, line) // the mouse
  expect((await legalActions(page)).map((a) => a.type)).toContain('line-done')
  // The face-off follows the AI's line-up at once: D6 + AG each, 6 for the home centre and 1 for the away one.
  await forceDice(page, [6, 1])
  await press(page, layer, 'a')
}

test('Cross Check vs the Beginner AI: line-up, a forced face-off, a skate and a forced shot into the goal', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const layer = await startGame(page, { ruleset: 'crosscheck', away: 'beginner', seed: 7 })
  // Which goalie plays: his coach's choice before the line-up, in a dialog naming both goalies.
  await expect(layer).toHaveAttribute('data-decision', 'goalie')
  await expect(page.getByTestId('decision-dialog')).toContainText('Which goalie plays?')
  await answerDialogs(page, layer)
  await lineUp(page, layer)
  await settled(layer, 120_000)
  await answerDialogs(page, layer)

  // The Humans won the face-off: their turn, their centre on the centre spot with the puck.
  await expect(layer).toHaveAttribute('data-decision', 'turn')
  await expect(layer).toHaveAttribute('data-side', '0')
  const centre = (await pieceAt(page, 12, 7))!
  expect(centre).not.toBeNull()
  expect(await legalActions(page)).toContainEqual({ type: 'skate', player: centre.id })
  await shoot(page, 'e2e-crosscheck-faceoff.png')

  // Skate: Tab walks through the skaters who may act until the centre is picked (his action menu opens); the
  // mouse picks Skate there.
  const menu = page.getByTestId('action-menu')
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    const info = (await page.getByTestId('cursor-info').innerText()).trim()
    if (info.startsWith(`#${centre.number} `) && (await menu.isVisible())) break
  }
  await expect(page.getByTestId('cursor-info')).toContainText(`#${centre.number} `)
  await click(layer, menu.getByRole('button').first())
  await expect(layer).toHaveAttribute('data-decision', 'move')
  expect(await page.evaluate(() => window.__pitchside!.lastView!.decision)).toMatchObject({
    player: centre.id,
  })
  const shots = (await legalActions(page)).filter((a) => a.type === 'shoot')
  expect(shots).toContainEqual({ type: 'shoot', x: 25, y: 7 })

  // The shot at the goal mouth (25, 7): the accuracy roll forced to 6, every block attempt (the away centre's, the
  // goalie's) to 1; the AI moves its goalie and decides the blocks by itself.
  await forceDice(page, [6, 1, 1, 1, 1, 1])
  // The carrier's marks show his move range first; S puts the shots on the goal mouth (play/carrier.ts).
  await page.keyboard.press('s')
  await expect(layer).toHaveAttribute('data-carrier-mode', 'shoot')
  await cursorTo(page, 25, 7)
  await press(page, layer, 'Enter')
  await expect.poll(() => score(page), { timeout: 120_000 }).toEqual([1, 0])
  await expect(page.getByTestId('scorebar')).toContainText(/1\s*[–-]\s*0/)
  const log = page.getByTestId('dice-log-list')
  await expect(log).toContainText(/Shot by #\d+ .*: rolled 6/)
  const lines = await log.locator('.plog__text').allInnerTexts()
  console.log(`dice log:\n${lines.join('\n')}`)
  await settled(layer, 120_000)
  await shoot(page, 'e2e-crosscheck-goal.png')
})

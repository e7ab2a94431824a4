// The miniatures on the table through the real web host (issue 18, points 1, 5 and 7): a shipped Classic game as a
// replay shows every position as itself — the view's roles are the roster's (the Ogre and the Troll are big guys,
// the Orcs' Goblins runners) — with knocked-down players lying on their bases, the teams in their painted colours,
// close up and whole at 1600×900 and 1280×720; Blitz Bowl and Cross Check tables draw their positions too (Cross
// Check skaters by their Classic position, not one "skater" figure); a many-kinded team on the Showcase's turntable;
// no symbol glyph on the buttons. Screenshots go to artifacts/ and are checked non-blank. Console errors fail a test.
// These only read what the host shares, so they run in parallel with the rest (`web`); the saved scheme's test,
// which writes, is looksScheme.spec.ts.
import { test } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import { cameraStill } from '../gameDriver'
import { DOWN_STEP, humansVOrcsAt, lastView, ready, zoomOnto } from '../looksDriver'
import { failOnPageProblems, shot, startGame } from '../playDriver'

failOnPageProblems()

test('a Classic replay: every position as itself, players down lying on their bases, painted teams', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1600, height: 900 })
  await ready(page)
  // No symbol glyphs on the buttons: the menu button's icon is drawn SVG.
  await humansVOrcsAt(page, DOWN_STEP)
  await expect(page.getByTestId('menu-toggle').locator('svg[data-icon="menu"]')).toHaveCount(1)

  // The roles reach the view from the roster (the shipped game's teams carry none).
  const view = await lastView(page)
  const role = (side: number, position: string) =>
    view.pieces.find((p) => p.side === side && p.positionId === position)?.role
  expect(role(0, 'ogre')).toBe('bigguy')
  expect(role(0, 'thrower')).toBe('thrower')
  expect(role(0, 'catcher')).toBe('catcher')
  expect(role(1, 'troll')).toBe('bigguy')
  expect(role(1, 'goblin')).toBe('runner')
  expect(role(1, 'black-orc-blocker')).toBe('lineman')
  expect(view.pieces.filter((p) => p.state === 'prone').length).toBeGreaterThanOrEqual(1)
  expect(view.pieces.filter((p) => p.state === 'stunned').length).toBeGreaterThanOrEqual(1)

  // The whole table at both sizes, within the renderer's budget.
  await cameraStill(page)
  await shot(page, 'looks-classic-1600.png')
  const stats = (await page.evaluate(() => window.__pitchside!.sceneStats()))!
  console.log(`Classic replay table: ${JSON.stringify(stats)}`)
  expect(stats.drawCalls).toBeLessThanOrEqual(40)
  expect(stats.triangles).toBeLessThanOrEqual(250_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await cameraStill(page)
  await shot(page, 'looks-classic-1280.png')
  await page.setViewportSize({ width: 1600, height: 900 })
  await cameraStill(page)

  // Close up: the Ogre facing the Troll among the linemen, and a Human knocked down beside them, lying face up on
  // his base.
  const big = view.pieces.find((p) => p.role === 'bigguy' && p.x !== null)!
  await zoomOnto(page, big.x!, big.y!, 3)
  await page.mouse.move(5, 450) // off the figures: no name plate in the picture
  await shot(page, 'looks-bigguys-closeup.png')
})
for (const ruleset of ['crosscheck', 'blitz'] as const)
  // Cross Check's in CI (its skaters borrow Classic's figures); Blitz Bowl's in e2e:full.
  test(
    `the ${ruleset} table draws its positions (Cross Check skaters by their Classic position)`,
    ruleset === 'crosscheck' ? {} : FULL_ONLY,
    async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 1600, height: 900 })
      await startGame(page, { ruleset, home: 'beginner', away: 'beginner', seed: 1818 })
      // Both sides set up by the AI: wait for the line-ups on the board. The two AIs play on meanwhile, so a poll
      // may first land a few turns in (CI once found Cross Check at its 11th turn, two skaters off the ice, tired or
      // in the box): Cross Check's is any position past its line-ups with at least eight on the ice.
      const wanted = 8
      const lineUps = new Set(['goalie', 'line-up', 'setup'])
      await expect
        .poll(
          async () => {
            const view = await lastView(page)
            if (lineUps.has(view.decision.kind)) return 0
            return view.pieces.filter((p) => p.x !== null).length
          },
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(wanted)
      const roles = new Set((await lastView(page)).pieces.map((p) => p.role))
      console.log(`${ruleset} roles: ${[...roles].join(', ')}`)
      expect(roles.has('skater')).toBe(false)
      expect(roles.size).toBeGreaterThanOrEqual(3)
      if (ruleset === 'crosscheck') expect(roles.has('goalie')).toBe(true)
      await cameraStill(page)
      await shot(page, `looks-${ruleset}-1600.png`)
      await page.setViewportSize({ width: 1280, height: 720 })
      await cameraStill(page)
      await shot(page, `looks-${ruleset}-1280.png`)
    },
  )

test('a many-kinded team on the Showcase turntable: the same figures as on the table', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1600, height: 900 })
  await ready(page)
  await page.getByTestId('menu-showcase').click()
  await page.getByTestId('showcase-team').selectOption('classic/goblin')
  await expect(page.getByTestId('showcase')).toHaveAttribute('data-team', 'classic/goblin')
  await expect
    .poll(() => page.evaluate(() => window.__pitchside?.lineupCounts() ?? null))
    .toEqual({ pieces: 6, models: 0 })
  await page.waitForTimeout(800)
  await shot(page, 'looks-showcase-goblins.png')
})

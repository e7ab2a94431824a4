// Dutch throughout (issue 19 point 6), seen: the language set to Dutch (a stored setting, as a coach who chose it
// in Settings), the main menu, then for each game — Classic, Blitz Bowl, Cross Check — New game (its options and
// roster preview), the board at the coach's setup and at play (his own turn, a player's action menu open). Each
// time the visible text of the whole screen is checked against a list of English UI words that have a Dutch text,
// and the screen is shot into artifacts/dutch-<game>-<moment>-<width>.png (setup and play at 1280×720 and
// 1600×900, New game at 1280×720). The simple human coach of the full-game specs (humanPolicy.ts) plays through
// the screen up to his first turn; the away side is the Beginner AI.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import type { Action, Decision, GameView } from '../../src-shared/engine/api'
import { GamePlayer } from '../gameDriver'
import { freshMemory, humanChoice } from '../humanPolicy'
import { ARTIFACTS, attr, failOnPageProblems, settled, startGame } from '../playDriver'

failOnPageProblems()

/**
 * English words of the UI that have a Dutch text: none may show on a Dutch screen. Whole words, case-sensitive
 * (as the UI writes them). Words Dutch shares (Start, Score, Coach, Reserves, Penalty, browser...) and the terms the
 * Dutch rules (004) keep in English (Blitz, Block, Pass, Touchdown, Blitzer, the skill names) are not here; team
 * names are names.
 */
const ENGLISH = [
  'Turn',
  'Half',
  'Weather',
  'Nice',
  'Sunny',
  'Pouring Rain',
  'Blizzard',
  'Sweltering Heat',
  'Lineman',
  'Linemen',
  'Thrower',
  'Catcher',
  'Runner',
  'Done',
  'Blitz!',
  'End turn',
  'Undo',
  'Redo',
  'Move',
  'Re-rolls',
  'Rerolls',
  'Standing',
  'Prone',
  'Stunned',
  'Settings',
  'New game',
  'Continue',
  'Load',
  'Replays',
  'Drills',
  'Showcase',
  'Cancel',
  'Players',
  'Period',
  'Bench',
  'Dice log',
  'Kick-off',
  'Formation',
  'Place',
  'Cards',
  'Challenge',
  'Goalie',
  'Centre',
  'Winger',
  'Defender',
  'Forward',
  'rules v',
  'saves on',
  'engine',
  'rulesets',
  'none yet',
  'Connecting',
  'Human v',
  'AI thinking',
  'Your turn',
  'Choose',
  'Pick',
  'Select',
  'Click',
  'Drag',
  'line up',
  'the',
  'Your',
  'with',
  'Position',
  'Options',
  'Rules',
]

const wordRe = (w: string): RegExp =>
  new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}])`, 'u')

/** The English words the screen shows now, with the visible line each stands in. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const found: string[] = []
  for (const line of text.split('\n'))
    for (const w of ENGLISH) if (wordRe(w).test(line)) found.push(`${w} in "${line.trim().slice(0, 120)}"`)
  return found
}

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(400) // the layout and the camera settle after a resize (a picture, not a check)
    await page.screenshot({ path: join(ARTIFACTS, `dutch-${name}-${width}.png`) })
    expect
      .soft(await englishOnScreen(page), `English on the Dutch ${name} screen at ${width}×${height}`)
      .toEqual([])
  }
  // Back to the size the game is played at: the driver clicks squares where the table shows them at that size.
  await page.setViewportSize({ width: 1280, height: 720 })
}

interface Now {
  readonly view: GameView
  readonly decision: Decision
  readonly actions: Action[]
}

async function now(page: Page): Promise<Now> {
  const handle = await page.waitForFunction(() => {
    const hooks = window.__pitchside!
    const legal = hooks.legal
    const layer = document.querySelector('[data-testid="play-layer"]')
    if (!legal || !layer || !hooks.lastView || layer.getAttribute('data-phase') === 'waiting') return null
    if (layer.getAttribute('data-decision') !== legal.decision.kind) return null
    return { view: hooks.lastView, decision: legal.decision, actions: [...legal.actions] }
  })
  return (await handle.jsonValue()) as Now
}

for (const ruleset of ['classic', 'blitz', 'crosscheck'] as const)
  // Classic's in CI; Blitz Bowl's and Cross Check's in e2e:full.
  test(
    `${ruleset} in Dutch: setup and play show no English`,
    ruleset === 'classic' ? {} : FULL_ONLY,
    async ({ page }) => {
      test.setTimeout(300_000)
      await page.addInitScript(() => {
        if (sessionStorage.getItem('dutch-e2e')) return
        sessionStorage.setItem('dutch-e2e', '1')
        localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true }))
      })
      await page.setViewportSize({ width: 1280, height: 720 })
      // The menu and the status line first, before any game.
      await page.goto('/')
      await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
      await expect.soft(page.getByTestId('menu-new')).toHaveText('Nieuw spel')
      expect.soft(await englishOnScreen(page), 'English on the Dutch main menu').toEqual([])

      // New game for this game: its options, the roster preview, in Dutch.
      await page.getByTestId('menu-new').click()
      const dialog = page.getByTestId('new-game-dialog')
      await dialog.getByTestId('ruleset').selectOption(ruleset)
      await expect(dialog.getByTestId('roster-preview').first()).toBeVisible()
      await page.waitForTimeout(300) // the preview's rows arrive from main (a picture, not a check)
      await page.screenshot({ path: join(ARTIFACTS, `dutch-${ruleset}-newgame-1280.png`) })
      expect.soft(await englishOnScreen(page), `English in the Dutch New game of ${ruleset}`).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      const layer = await startGame(page, { ruleset, home: 'human', away: 'beginner', seed: 19 })
      // The keyboard (cursor and Enter): what this spec looks at is the text, and the mouse's clicks on squares
      // depend on where panels stand at this size (the layout is point 4's) and on the camera having settled.
      const player = new GamePlayer(page, layer, 'keyboard')
      const memory = freshMemory()
      let setupShot = false
      for (let i = 0; i < 120; i++) {
        await settled(layer, 120_000)
        const { view, decision, actions } = await now(page)
        const phase = await attr(layer, 'data-phase')
        if (decision.side === 0 && phase === 'setup' && !setupShot) {
          await shots(page, `${ruleset}-setup`)
          setupShot = true
        }
        if (decision.side === 0 && decision.kind === 'turn' && setupShot) break
        if (decision.side !== 0) continue
        await player.act(humanChoice({ view, decision, actions }, memory))
      }
      expect(setupShot, 'the coach set up').toBe(true)
      await expect(layer).toHaveAttribute('data-decision', 'turn')
      // A player of the coach's selected: the action menu shows its (Dutch) actions beside the board.
      const mine = await page.evaluate(() =>
        window.__pitchside!.lastView!.pieces.find((p) => p.side === 0 && p.x !== null),
      )
      expect(mine).toBeDefined()
      await page.keyboard.press('Tab')
      await expect(page.getByTestId('action-menu')).toBeVisible()
      await shots(page, `${ruleset}-play`)
    },
  )

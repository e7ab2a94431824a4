// A saved team brought to the table and the Showcase (issue 23 points 2 and 3), through the real web host: a Classic
// team file imported on the Teams screen; New game offers it under "Your teams", previews it by its own name and
// squad, and starts it against the Beginner AI; on the table the score bar carries its name and the setup screen its
// players' own numbers and names; the Showcase shows it as its own line-up with named cards, and photo mode opens on
// it. Screenshots artifacts/saved-team-{newgame,play,showcase}-en-{1280x720,1600x900}.png. Console errors fail it.
import { request } from '../appRequest'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { answerDialogs, attr, failOnPageProblems, settled, shot } from '../playDriver'
import { classicTeamFile, type SquadPlayer } from '../teamFiles'

failOnPageProblems()

const TEAM_NAME = 'Da Green Tide'
const STAR = 'Grimbad Ironfist'

/** A Classic Orc team from the shipped roster: two Blitzers, a Thrower and eight Linemen, each named. */
function orcFile() {
  const squad: SquadPlayer[] = [
    ['blitzer', STAR, 7],
    ['blitzer', 'Ugrot Skullsplitta', 4],
    ['thrower', 'Snikrat', 10],
    ...Array.from({ length: 8 }, (_, i): SquadPlayer => ['lineman', `Gobbo ${i + 1}`, 20 + i]),
  ]
  return classicTeamFile('orc', TEAM_NAME, squad, 3)
}

/** Screenshots at both sizes (checked to be drawn), then back to 1280×720. */
async function shootBoth(page: Page, name: string, panel: string): Promise<void> {
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    // The panel inside the window at this size.
    const box = (await page.getByTestId(panel).boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(height)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await shot(page, `saved-team-${name}-en-${width}x${height}.png`)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a saved Classic team: imported, played against the Beginner AI, shown in the Showcase', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // The web host's saves are shared by the specs: no team of this name left from an earlier run.
  for (const team of await request<{ id: string; name: string }[]>(page, 'teams.list'))
    if (team.name === TEAM_NAME) await request(page, 'teams.delete', { id: team.id, confirm: true })

  // Imported on the Teams screen, as a coach brings a team file.
  await page.getByTestId('menu-teams').click()
  const teams = page.getByTestId('teams-screen')
  await page.getByTestId('team-import-file').setInputFiles({
    name: 'green-tide.pitchside-team.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(orcFile())),
  })
  await expect(teams.getByTestId('teams-notice')).toHaveText(`“${TEAM_NAME}” was added to your teams.`)
  const saved = (await request<{ id: string; name: string }[]>(page, 'teams.list')).find(
    (t) => t.name === TEAM_NAME,
  )!
  await teams.getByTestId('teams-close').click()
  await expect(teams).toBeHidden()

  // New game: the team under "Your teams", previewed by its own name, squad and re-rolls.
  await page.getByTestId('menu-new').click()
  const dialog = page.getByTestId('new-game-dialog')
  await dialog.getByTestId('ruleset').selectOption('classic')
  const home = dialog.getByTestId('home-roster')
  await expect(home.locator('optgroup[label="Your teams"] option', { hasText: TEAM_NAME })).toHaveCount(1)
  await home.selectOption(`team:${saved.id}`)
  await dialog.getByTestId('away-roster').selectOption('human')
  await dialog.getByTestId('home-player').selectOption('human')
  await dialog.getByTestId('away-player').selectOption('beginner')
  await dialog.getByTestId('preview-home').click()
  const preview = dialog.getByTestId('roster-preview')
  await expect(preview.locator('caption')).toHaveText(TEAM_NAME)
  await expect(preview.getByTestId('preview-blitzer').locator('td').first()).toHaveText('2')
  await expect(preview.getByTestId('preview-thrower').locator('td').first()).toHaveText('1')
  await expect(preview.getByTestId('preview-lineman').locator('td').first()).toHaveText('8')
  await expect(preview.getByTestId('preview-troll')).toHaveCount(0)
  await expect(preview.getByTestId('preview-rerolls')).toContainText('3')
  await dialog.getByTestId('random-seed').uncheck()
  await dialog.getByTestId('seed').fill('2311')
  await shootBoth(page, 'newgame', 'new-game-dialog')
  await dialog.getByTestId('start-game').click()
  await expect(dialog).toBeHidden()

  // On the table: the team's name in the score bar, its players' own names and numbers on the setup screen.
  const layer = page.getByTestId('play-layer')
  await expect(layer).toBeVisible()
  await expect(page.getByTestId('score-team-0')).toHaveText(TEAM_NAME)
  const view = await page.evaluate(() => window.__pitchside!.lastView!)
  expect(view.pieces.find((p) => p.side === 0 && p.name === STAR)?.number).toBe(7)
  // The coin toss and kick-off choices (if the coach has them) come first; then the coach sets up.
  const chips = page.getByTestId('setup-chip')
  await expect
    .poll(
      async () => {
        await settled(layer, 60_000)
        if ((await attr(layer, 'data-phase')) === 'dialog') await answerDialogs(page, layer)
        return chips.filter({ hasText: STAR }).count()
      },
      { timeout: 120_000 },
    )
    .toBe(1)
  await expect(chips.filter({ hasText: STAR })).toContainText(`#7 ${STAR}`)
  await expect(chips.filter({ hasText: 'Snikrat' })).toContainText('#10 Snikrat')
  await shootBoth(page, 'play', 'play-layer')

  // The Showcase: the saved team as its own line-up, in the Orc roster's paint, its cards naming its players.
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-showcase').click()
  const screen = page.getByTestId('showcase')
  await expect(screen).toBeVisible()
  const picker = page.getByTestId('showcase-team')
  await expect(picker.locator('optgroup[label="Your teams"] option', { hasText: TEAM_NAME })).toHaveCount(1)
  await picker.selectOption(`team:${saved.id}`)
  await expect(screen).toHaveAttribute('data-team', 'classic/orc')
  const cards = page.getByTestId('lineup-cards')
  await expect(cards.getByTestId('lineup-card-blitzer')).toContainText(`${TEAM_NAME} · 2 in the team`)
  await expect(cards.getByTestId('lineup-card-blitzer').getByTestId('lineup-players')).toHaveText(
    /#7 Grimbad Ironfist\s*#4 Ugrot Skullsplitta/,
  )
  await expect(cards.getByTestId('lineup-card-thrower')).toContainText('#10 Snikrat')
  await expect(cards.getByTestId('lineup-card-troll')).toHaveCount(0)
  await expect(cards.locator('[data-testid^="lineup-card-"]')).toHaveCount(3)
  await expect
    .poll(() => page.evaluate(() => window.__pitchside?.lineupCounts() ?? null))
    .toEqual({ pieces: 3, models: 0 })
  await shootBoth(page, 'showcase', 'lineup-cards')

  // Photo mode opens on the team's line-up and gives the Showcase back on Esc.
  await page.getByTestId('showcase-photo').click()
  const photo = page.getByTestId('photo-panel')
  await expect(photo).toBeVisible()
  await expect(photo).toHaveAttribute('data-stage', 'lineup')
  await page.keyboard.press('Escape')
  await expect(photo).toHaveCount(0)
  await expect(screen).toBeVisible()
  await expect(cards.getByTestId('lineup-card-blitzer')).toContainText(STAR)
})

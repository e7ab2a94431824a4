// The team builder through the real web host (issue 23 point 1): from the Teams screen a Classic Dwarf team is built
// position by position (a player renamed, a re-roll bought), a duplicate shirt number and an overspent treasury are
// shown next to their fields with Save off, fixed — the number back, the team's own treasury raised to 1,100,000 —
// and saved with that treasury; a Norse Blitz Bowl team's player renamed; an Orc Cross
// Check bench changed; all three then on the Teams list and in main's store; in Dutch the Classic team is edited;
// then each built team starts a game against the Beginner AI under its name, and the Classic one is on show in the
// Showcase with its players named; last, the New league form shows its price and why it cannot enter a league of
// 1,000,000.
// Screenshots at 1280x720 and 1600x900 go to artifacts/team-builder-*.png. Console errors fail the test.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { clearTeamsAndLeagues, request } from '../appRequest'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

failOnPageProblems()

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    const file = `team-builder-${name}-${width}x${height}.png`
    const png = await page.screenshot({ path: join(ARTIFACTS, file) })
    const stats = pixelStats(png)
    console.log(`${file}: ${JSON.stringify(stats)}`)
    expect(stats.lumaStdDev).toBeGreaterThan(6)
    // The builder inside the window, its Save bar in view.
    const box = (await page.getByTestId('team-builder').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(height)
    await expect(page.getByTestId('builder-save')).toBeInViewport()
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function newTeam(page: Page, game: string, roster: string): Promise<void> {
  await page.getByTestId('team-new').click()
  await page.getByTestId(`pick-game-${game}`).check()
  await page.getByTestId('pick-roster').selectOption(roster)
  await page.getByTestId('pick-build').click()
  await expect(page.getByTestId('team-builder')).toHaveAttribute('data-ruleset', game)
}

const builder = (page: Page) => page.getByTestId('team-builder')
const addOf = (page: Page, position: string) =>
  builder(page).getByTestId(`position-${position}`).getByTestId('position-add')
async function add(page: Page, position: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await addOf(page, position).click()
}
const player = (page: Page, i: number) => builder(page).getByTestId('builder-player').nth(i)
const rowOf = (page: Page, name: string) =>
  page.getByTestId('team-row').filter({ has: page.getByTestId('team-name').getByText(name, { exact: true }) })

test('Team builder: a Classic, a Blitz Bowl and a Cross Check team built, checked and saved', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // The web host's saves are shared by the specs: start from no saved teams.
  await clearTeamsAndLeagues(page)
  await page.getByTestId('menu-teams').click()

  // Classic: a Dwarf team from an empty sheet.
  await newTeam(page, 'classic', 'dwarf')
  await builder(page).getByTestId('builder-name').fill('Grudgebearers')
  await add(page, 'runner', 2)
  await expect(addOf(page, 'runner')).toBeDisabled()
  await add(page, 'blitzer', 2)
  await add(page, 'troll-slayer', 1)
  await add(page, 'blocker', 6)
  await expect(builder(page).getByTestId('builder-player-count')).toHaveText('11 players')
  await player(page, 0).getByTestId('player-name').fill('Grimbad Ironfist the Elder')
  await builder(page).getByTestId('counter-rerolls').getByTestId('counter-more').click()
  await builder(page).getByTestId('counter-fanFactor').getByTestId('counter-more').click()
  // 2 Runners, 2 Blitzers, a Troll Slayer and 6 Blockers (830,000) and a re-roll (50,000).
  await expect(builder(page).getByTestId('gold-spent')).toHaveText('880,000 gold')
  await expect(builder(page).getByTestId('gold-left')).toHaveText('120,000 gold')
  await expect(builder(page).getByTestId('builder-save')).toBeEnabled()

  // Errors next to their fields: a shirt number worn twice, and a Deathroller the treasury cannot pay.
  await player(page, 5).getByTestId('player-number').fill('2')
  await add(page, 'deathroller', 1)
  await expect(player(page, 5).getByTestId('field-error')).toHaveText('Number 2 is already taken.')
  await expect(builder(page).locator('[data-field="treasury"]')).toHaveText(
    'The team costs 1,040,000 gold, more than the treasury of 1,000,000.',
  )
  await expect(builder(page).getByTestId('builder-save')).toBeDisabled()
  await shoot(page, 'error-en')
  // Fixed: a free number (the Deathroller took 6, the lowest free one), and the team's own treasury raised (a league's
  // 1,100,000): the Deathroller stays.
  await expect(player(page, 11).getByTestId('player-number')).toHaveValue('6')
  await player(page, 5).getByTestId('player-number').fill('12')
  const treasury = builder(page).getByTestId('builder-treasury-input')
  await expect(treasury).toHaveValue('1000000')
  await treasury.fill('1105000')
  await expect(builder(page).locator('[data-field="treasury"]')).toHaveText('In steps of 10,000.')
  await treasury.fill('1100000')
  await expect(builder(page).getByTestId('field-error')).toHaveCount(0)
  await expect(builder(page).getByTestId('gold-left')).toHaveText('60,000 gold')
  await expect(builder(page).getByTestId('builder-save')).toBeEnabled()
  await shoot(page, 'classic-en')
  await builder(page).getByTestId('builder-save').click()
  await expect(builder(page)).toHaveCount(0)
  await expect(page.getByTestId('teams-notice')).toHaveText('“Grudgebearers” is saved.')
  await expect(rowOf(page, 'Grudgebearers')).toContainText('12 players')

  // Blitz Bowl: the Norse card's fixed line-up, one player renamed.
  await newTeam(page, 'blitz', 'norse')
  await expect(builder(page).getByTestId('builder-player')).toHaveCount(7)
  await expect(builder(page).getByTestId('player-remove')).toHaveCount(0)
  await builder(page).getByTestId('builder-name').fill('Frost Giants')
  await player(page, 3).getByTestId('player-name').fill('Sir Oinks')
  await shoot(page, 'blitz-en')
  await builder(page).getByTestId('builder-save').click()
  await expect(rowOf(page, 'Frost Giants')).toContainText('7 players')

  // Cross Check: an Orc bench, a Lineman added, the first player dropped, one renamed.
  await newTeam(page, 'crosscheck', 'orc')
  await builder(page).getByTestId('builder-name').fill('Puck Boyz')
  await expect(addOf(page, 'goalie')).toBeDisabled()
  await add(page, 'lineman', 1)
  await player(page, 0).getByTestId('player-remove').click()
  await player(page, 0).getByTestId('player-name').fill('Big Ug')
  await shoot(page, 'crosscheck-en')
  await builder(page).getByTestId('builder-save').click()
  await expect(rowOf(page, 'Puck Boyz')).toHaveCount(1)

  // All three on the list, and in main's store as built.
  await expect(page.getByTestId('team-row')).toHaveCount(3)
  const saved = await request<{ name: string; team: Record<string, unknown> }[]>(page, 'teams.list')
  const byName = new Map(saved.map((t) => [t.name, t.team]))
  expect(byName.get('Grudgebearers')).toMatchObject({
    ruleset: 'classic',
    team: { rosterId: 'dwarf', rerolls: 1, fanFactor: 1, assistantCoaches: 0, treasury: 1_100_000 },
  })
  const classicTeam = byName.get('Grudgebearers') as { team: { players: { name: string; number: number }[] } }
  expect(classicTeam.team.players[0].name).toBe('Grimbad Ironfist the Elder')
  expect(classicTeam.team.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 12, 7, 8, 9, 10, 11, 6])
  expect((byName.get('Frost Giants') as { players: unknown[] }).players[3]).toEqual({
    number: 4,
    name: 'Sir Oinks',
  })
  expect((byName.get('Puck Boyz') as { players: { name: string }[] }).players[0].name).toBe('Big Ug')

  // In Dutch: the Classic team edited, a second re-roll bought and saved over it.
  await page.evaluate(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
  )
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-teams').click()
  await rowOf(page, 'Grudgebearers').getByTestId('team-edit').click()
  await expect(builder(page).locator('#builder-title')).toHaveText('Team bewerken')
  await expect(builder(page).getByTestId('builder-treasury-input')).toHaveValue('1100000')
  await builder(page).getByTestId('counter-rerolls').getByTestId('counter-more').click()
  await expect(builder(page).getByTestId('gold-left')).toHaveText('10.000 goud')
  await shoot(page, 'classic-nl')
  // One more re-roll is over the team's treasury, said in Dutch beside the field.
  await builder(page).getByTestId('counter-rerolls').getByTestId('counter-more').click()
  await expect(builder(page).locator('[data-field="treasury"]')).toHaveText(
    'Het team kost 1.140.000 goud, meer dan de schatkist van 1.100.000.',
  )
  await shoot(page, 'error-nl')
  await builder(page).getByTestId('counter-rerolls').getByTestId('counter-less').click()
  await builder(page).getByTestId('builder-save').click()
  await expect(page.getByTestId('teams-notice')).toHaveText('“Grudgebearers” is opgeslagen.')
  const after = await request<{ name: string; team: { team: { rerolls: number; treasury: number } } }[]>(
    page,
    'teams.list',
  )
  expect(after.find((t) => t.name === 'Grudgebearers')!.team.team).toMatchObject({
    rerolls: 2,
    treasury: 1_100_000,
  })
  await page.getByTestId('teams-close').click()

  // Each built team brought to the table against the Beginner AI: its name on the score bar, its players' names in
  // the game; then on show in the Showcase, its cards naming its players.
  const ids = new Map(after.map((t) => [t.name, (t as unknown as { id: string }).id]))
  const games = [
    ['classic', 'Grudgebearers', 'Grimbad Ironfist the Elder'],
    ['blitz', 'Frost Giants', 'Sir Oinks'],
    ['crosscheck', 'Puck Boyz', 'Big Ug'],
  ] as const
  for (const [ruleset, name, star] of games) {
    const menu = page.getByTestId('menu-toggle')
    if (await menu.isVisible()) await menu.click()
    await page.getByTestId('menu-new').click()
    const dialog = page.getByTestId('new-game-dialog')
    await dialog.getByTestId('ruleset').selectOption(ruleset)
    await dialog.getByTestId('home-roster').selectOption(`team:${ids.get(name)}`)
    await dialog.getByTestId('home-player').selectOption('human')
    await dialog.getByTestId('away-player').selectOption('beginner')
    await dialog.getByTestId('start-game').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('score-team-0')).toHaveText(name)
    await expect
      .poll(() =>
        page.evaluate(() =>
          window.__pitchside!.lastView?.pieces.filter((p) => p.side === 0).map((p) => p.name),
        ),
      )
      .toContain(star)
  }
  // Its colours and models: the Teams list's Paint opens the Showcase on that team.
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-teams').click()
  await rowOf(page, 'Grudgebearers').getByTestId('team-paint').click()
  await expect(page.getByTestId('teams-screen')).toBeHidden()
  await expect(page.getByTestId('showcase-team')).toHaveValue(`team:${ids.get('Grudgebearers')}`)
  await expect(page.getByTestId('showcase')).toHaveAttribute('data-team', 'classic/dwarf')
  await expect(page.getByTestId('lineup-cards')).toContainText('#1 Grimbad Ironfist the Elder')

  // A league of the one-off 1,000,000 cannot take it: the New league form shows its price and says why.
  await page.getByTestId('showcase-close').click()
  await expect(page.getByTestId('showcase')).toBeHidden()
  const menu = page.getByTestId('menu-toggle')
  if (await menu.isVisible()) await menu.click()
  await page.getByTestId('menu-leagues').click()
  await page.getByTestId('league-new').click()
  const form = page.getByTestId('league-form')
  const grudge = form.getByTestId('league-form-team').filter({ hasText: 'Grudgebearers' })
  await expect(grudge.getByTestId('league-form-cost')).toHaveText('1.090.000 goud')
  await grudge.getByTestId('league-form-pick').check()
  await expect(form.getByTestId('league-form-over')).toHaveText(
    '“Grudgebearers” kost 1.090.000 goud, meer dan het startkapitaal van 1.000.000: het kan niet meedoen.',
  )
  await expect(form.getByTestId('league-form-create')).toBeDisabled()
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    const file = `team-builder-league-nl-${width}x${height}.png`
    const png = await page.screenshot({ path: join(ARTIFACTS, file) })
    expect(pixelStats(png).lumaStdDev).toBeGreaterThan(6)
    await expect(form.getByTestId('league-form-over')).toBeInViewport()
  }
  await form.getByTestId('league-form-treasury').fill('1090000')
  await expect(form.getByTestId('league-form-over')).toHaveCount(0)
})

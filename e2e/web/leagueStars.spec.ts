// A Cross Check league's star players through the real web host (issue 23 point 5): three saved Cross Check teams,
// a league of them exported, its fixtures filled in as played with each player's star player points (as main
// records them when a game ends) and imported back, then the open league's Star players table read on the Leagues
// screen — the points summed per player over the fixtures, most first — in English and Dutch. Then a Classic league
// with advancement on, the same way: what earned each star's points (TD, Cas, Comp, Int, MVP), his level and the
// advances due; the AI coach's star has his skill already, the human coach's star gets his two through "New skills
// to choose", and the team builder shows them on his saved team; a result kept before points were counted is named
// under the table. Screenshots at 1280x720 and 1600x900 go to artifacts/league-stars-*.png.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import { clearTeamsAndLeagues, reimportPlayed, request } from '../appRequest'
import { openLeague, starRows } from '../leagueScreen'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'
import { classicTeamFile, type SquadPlayer } from '../teamFiles'

failOnPageProblems()

const TEAMS = [
  ['dwarf', 'Rink Rats'],
  ['orc', 'Puck Smashaz'],
  ['human', 'Altdorf Blades'],
] as const

async function shoot(page: Page, name: string, testId = 'league-stars'): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    await page.getByTestId(testId).scrollIntoViewIfNeeded()
    const png = await page.screenshot({
      path: join(ARTIFACTS, `league-stars-${name}-${width}x${height}.png`),
    })
    const stats = pixelStats(png)
    console.log(`league-stars-${name}-${width}x${height}.png: ${JSON.stringify(stats)}`)
    expect(stats.lumaStdDev).toBeGreaterThan(6)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Each team's star and what he earns in every fixture (a goal 3, a casualty 2, an assist 1 — 000's values). */
const STARS = [
  { number: 4, name: 'Grimjaw', spp: 3 },
  { number: 7, name: 'Ugluk', spp: 2 },
  { number: 11, name: 'Lukas', spp: 1 },
]

test(
  'League star players: a Cross Check league’s points per player, summed over its fixtures, on the screen',
  FULL_ONLY,
  async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    // The web host's saves are shared by the specs: start from no leagues and no saved teams.
    await clearTeamsAndLeagues(page)
    const ids: string[] = []
    for (const [rosterId, name] of TEAMS) {
      const text = JSON.stringify({
        format: 'pitchside-team',
        version: 1,
        ruleset: 'crosscheck',
        name,
        team: { rosterId, name },
      })
      ids.push((await request<{ id: string }>(page, 'teams.import', { text })).id)
    }
    const made = await request<{ id: string }>(page, 'leagues.create', {
      name: 'Ice Night Cup',
      ruleset: 'crosscheck',
      teams: ids.map((teamId) => ({ teamId, coach: 'beginner' })),
    })
    // The fixtures as played, with the star player points main keeps with each result; imported as a new league.
    await reimportPlayed(page, made.id, (fixtures) =>
      fixtures.map((f) => {
        const starPlayers = ([0, 1] as const).map((side) => ({
          side,
          ...STARS[side === 0 ? f.home : f.away],
        }))
        return { ...f, status: 'played', result: { score: [1, 0], casualties: [0, 0], starPlayers } }
      }),
    )

    const screen = await openLeague(page)
    const stars = screen.getByTestId('league-stars')
    await expect(stars.locator('h3')).toHaveText('Star players')
    // Three teams, each plays twice: every star's points summed over his two fixtures, most first.
    expect(await starRows(screen)).toEqual([
      ['1', '#4 Grimjaw', 'Rink Rats', '2', '6'],
      ['2', '#7 Ugluk', 'Puck Smashaz', '2', '4'],
      ['3', '#11 Lukas', 'Altdorf Blades', '2', '2'],
    ])
    await shoot(page, 'en')

    // In Dutch.
    await page.evaluate(() =>
      localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
    )
    await page.reload()
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    await openLeague(page)
    await expect(stars.locator('h3')).toHaveText('Sterspelers')
    await shoot(page, 'nl')
    const [league] = await request<{ id: string }[]>(page, 'leagues.list')
    await request(page, 'leagues.delete', { id: league.id, confirm: true })
  },
)

/** A Classic Orc team from the shipped roster (read as a file: e2e cannot import its JSON through src-shared). */
function orcTeam(name: string, star: { number: number; name: string }) {
  const squad: SquadPlayer[] = [
    ['blitzer', star.name, star.number],
    ...Array.from({ length: 10 }, (_, i): SquadPlayer => ['lineman', `Gobbo ${i + 1}`, 20 + i]),
  ]
  return classicTeamFile('orc', name, squad, 3)
}

/** Each Classic team's star and what he does in every fixture (touchdown 3, casualty 2, completion 1, interception 2, MVP 5). */
const CLASSIC_STARS = [
  { team: 'Da Boyz', number: 7, name: 'Gorbag', td: 2, cas: 0, comp: 0, int: 0, mvp: 1 },
  { team: 'Gutrippaz', number: 4, name: 'Ugluk', td: 0, cas: 1, comp: 0, int: 1, mvp: 0 },
  { team: 'Skull Splitterz', number: 5, name: 'Snikrat', td: 0, cas: 0, comp: 2, int: 0, mvp: 0 },
]

test('League star players: a Classic league with advancement shows what earned the points and each level', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await clearTeamsAndLeagues(page)
  const ids: string[] = []
  for (const star of CLASSIC_STARS)
    ids.push(
      (
        await request<{ id: string }>(page, 'teams.import', {
          text: JSON.stringify(orcTeam(star.team, star)),
        })
      ).id,
    )
  // Da Boyz are the coach's own; the others are the Beginner's, who picks his stars' skills by his own rule.
  const made = await request<{ id: string }>(page, 'leagues.create', {
    name: 'Waaagh Cup',
    ruleset: 'classic',
    teams: ids.map((teamId, i) => ({ teamId, coach: i === 0 ? 'human' : 'beginner' })),
    options: { advancement: true },
  })
  await reimportPlayed(page, made.id, (fixtures) =>
    fixtures.map((f) => {
      const starPlayers = ([0, 1] as const).map((side) => {
        const { team: _team, ...star } = CLASSIC_STARS[side === 0 ? f.home : f.away]
        const spp = star.td * 3 + star.cas * 2 + star.comp + star.int * 2 + star.mvp * 5
        return { side, ...star, spp }
      })
      return { ...f, status: 'played', result: { score: [2, 0], casualties: [1, 0], starPlayers } }
    }),
  )

  const screen = await openLeague(page)
  const rows = screen.getByTestId('league-stars').getByTestId('league-star')
  await expect(rows).toHaveCount(3)
  // Two fixtures each: Gorbag 2 × (2 TD + MVP) = 22, a Veteran (16+) with two advances due; Ugluk 2 × (Cas + Int)
  // = 8, Experienced (6+), whose AI coach gave his Blitzer Tackle (Block he has); Snikrat 2 × 2 completions = 4,
  // still a Rookie.
  expect(await starRows(screen)).toEqual([
    ['1', '#7 Gorbag', 'Da Boyz', '2', '4', '0', '0', '0', '2', '22', 'Veteran', '2', '–'],
    ['2', '#4 Ugluk', 'Gutrippaz', '2', '0', '2', '0', '2', '0', '8', 'Experienced', '1', 'Tackle'],
    ['3', '#5 Snikrat', 'Skull Splitterz', '2', '0', '0', '4', '0', '0', '4', 'Rookie', '0', '–'],
  ])
  await shoot(page, 'classic-en')

  // The coach chooses Gorbag's first new skill in English, his second in Dutch.
  const advances = screen.getByTestId('league-advances')
  await expect(advances.locator('h3')).toHaveText('New skills to choose')
  const gorbag = advances.getByTestId('league-advance')
  await expect(gorbag).toHaveCount(1)
  await expect(gorbag.getByTestId('league-advance-due')).toHaveText('— Veteran: new skill 1 of 2')
  const skills = gorbag.getByTestId('league-advance-skill')
  // Block he has: not offered; Claw, a Physical Ability, is no skill a player learns.
  await expect(skills.locator('option', { hasText: /^Block$/ })).toHaveCount(0)
  await expect(skills.locator('option', { hasText: /^Claw$/ })).toHaveCount(0)
  await expect(skills.locator('option:not([disabled])')).toHaveCount(35)
  await skills.selectOption('dodge')
  await shoot(page, 'choose-en', 'league-advances')
  await gorbag.getByTestId('league-advance-take').click()
  await expect(gorbag.getByTestId('league-advance-due')).toHaveText('— Veteran: new skill 2 of 2')
  await expect(gorbag.getByTestId('league-advance-taken')).toHaveText('Has learned: Dodge')
  await expect(rows.first().locator('td[data-col="skills"]')).toHaveText('Dodge')

  await page.evaluate(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
  )
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await openLeague(page)
  await expect(advances.locator('h3')).toHaveText('Nieuwe vaardigheden kiezen')
  await expect(gorbag.getByTestId('league-advance-due')).toHaveText('— Veteraan: nieuwe vaardigheid 2 van 2')
  await skills.selectOption('sure-hands')
  await shoot(page, 'choose-nl', 'league-advances')
  await gorbag.getByTestId('league-advance-take').click()
  await expect(advances).toBeHidden()
  await expect(rows.first().locator('td[data-col="level"]')).toHaveText('Veteraan')
  await expect(rows.first().locator('td[data-col="skills"]')).toHaveText('Dodge, Sure Hands')
  await shoot(page, 'classic-nl')
  // Committed on his saved team (the league's copy of Da Boyz, made when the file was imported) before the screen
  // showed it.
  const [{ id: leagueId }] = await request<{ id: string }[]>(page, 'leagues.list')
  const { teams } = await request<{ teams: { teamId: string }[] }>(page, 'leagues.get', { id: leagueId })
  const boyz = await request<{ team: { team: { players: { number: number; advances?: string[] }[] } } }>(
    page,
    'teams.get',
    { id: teams[0].teamId },
  )
  expect(boyz.team.team.players.find((p) => p.number === 7)!.advances).toEqual(['dodge', 'sure-hands'])

  // On the team itself: the team builder shows what he learned.
  await page.getByTestId('leagues-close').click()
  await page.getByTestId('menu-teams').click()
  await page
    .locator(`[data-testid="team-row"][data-team-id="${teams[0].teamId}"]`)
    .getByTestId('team-edit')
    .click()
  const sheet = page.getByTestId('team-builder').getByTestId('builder-player').first()
  await expect(sheet.getByTestId('player-advances')).toHaveText(
    'Geleerd in een competitie: Dodge, Sure Hands',
  )
  await shoot(page, 'builder-nl', 'player-advances')
  await page.getByTestId('builder-cancel').click()

  // The first fixture as a result kept before star player points were counted, its game not there to count them
  // from again: the table counts the others and names that match under it, never its players as earning nothing.
  const [league] = await request<{ id: string }[]>(page, 'leagues.list')
  let home = 0
  let away = 0
  await reimportPlayed(page, league.id, (fixtures) =>
    fixtures.map((f, i) => {
      if (i !== 0) return f
      home = f.home
      away = f.away
      const { starPlayers: _gone, ...older } = f.result as { starPlayers: unknown }
      return { ...f, result: older }
    }),
  )
  const match = `${CLASSIC_STARS[home].team} – ${CLASSIC_STARS[away].team}`
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await openLeague(page)
  const uncounted = screen.getByTestId('league-stars-uncounted')
  await expect(uncounted).toHaveText(
    `Van ${match} zijn geen sterspelerpunten bekend: die wedstrijd is gespeeld voordat de app ze telde, en het opgeslagen spel is niet meer te lezen.`,
  )
  await expect(rows).toHaveCount(3)
  await shoot(page, 'uncounted-nl')
  await page.evaluate(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'en', skipAnimations: true })),
  )
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await openLeague(page)
  await expect(uncounted).toHaveText(
    `No star player points are known for ${match}: it was played before the app counted them, and its saved game cannot be read any more.`,
  )
  await shoot(page, 'uncounted-en')
  const [again] = await request<{ id: string }[]>(page, 'leagues.list')
  await request(page, 'leagues.delete', { id: again.id, confirm: true })
})

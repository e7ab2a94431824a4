// A club league through the real web host (issue 23 point 4): four saved Blitz Bowl teams (imported as team
// files), a league made of them on the Leagues screen with an AI coach each, its six AI fixtures played in the
// background to the end with the progress shown, the table read back (every team played three, wins and losses
// add up, points as the league counts them, the injuries each team's blocks and fouls caused as main recorded them), a played match opened as its replay, the table in Dutch, and the
// league deleted after the confirmation. Screenshots at 1280x720 and 1600x900 go to artifacts/league-*.png.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { clearTeamsAndLeagues, request } from '../appRequest'
import { pointLabelLines } from '../leagueScreen'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'

failOnPageProblems()

const TEAMS = [
  ['dwarf', 'Karak Rollers'],
  ['orc', 'Gutrippaz'],
  ['human', 'Altdorf Griffons'],
  ['skaven', 'Vermin Vortex'],
] as const

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    const png = await page.screenshot({ path: join(ARTIFACTS, `league-${name}-${width}x${height}.png`) })
    const stats = pixelStats(png)
    console.log(`league-${name}-${width}x${height}.png: ${JSON.stringify(stats)}`)
    expect(stats.lumaStdDev).toBeGreaterThan(6)
    const box = (await page.getByTestId('leagues-screen').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(height)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The table as numbers: per team name, its played, won, drawn, lost, for, against, casualties and points. */
async function table(page: Page) {
  const rows = page.getByTestId('league-standing')
  const out: Record<string, Record<string, number>> = {}
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i)
    const name = (await row.locator('th').textContent())!.trim()
    const figures: Record<string, number> = {}
    for (const col of ['played', 'won', 'drawn', 'lost', 'scored', 'conceded', 'casualties', 'points'])
      figures[col] = Number(await row.locator(`[data-col="${col}"]`).textContent())
    out[name] = figures
  }
  return out
}

test('League: four AI teams, their fixtures played in the background, the table, a replay', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // The web host's saves are shared by the specs: start from no leagues and no saved teams.
  await clearTeamsAndLeagues(page)
  for (const [teamId, name] of TEAMS) {
    const text = JSON.stringify({
      format: 'pitchside-team',
      version: 1,
      ruleset: 'blitz',
      name,
      team: { teamId },
    })
    await request(page, 'teams.import', { text })
  }

  await page.getByTestId('menu-leagues').click()
  const screen = page.getByTestId('leagues-screen')
  await expect(screen.getByTestId('leagues-empty')).toBeVisible()

  // A new league: Create stays off until it has a name and three teams.
  await screen.getByTestId('league-new').click()
  await expect(screen.getByTestId('league-form-create')).toBeDisabled()
  await screen.getByTestId('league-form-name').fill('Blitz Night Cup')
  await screen.getByTestId('league-form-game').selectOption('blitz')
  const picks = screen.getByTestId('league-form-pick')
  await expect(picks).toHaveCount(4)
  for (let i = 0; i < 4; i++) await picks.nth(i).check()
  await expect(screen.getByTestId('league-form-coach')).toHaveCount(4)
  await expect(screen.getByTestId('league-form-points').locator('legend')).toHaveText('Points')
  expect(await pointLabelLines(page)).toEqual([
    ['Win', 1],
    ['Draw', 1],
    ['Loss', 1],
  ])
  await shoot(page, 'form-en')
  await screen.getByTestId('league-form-create').click()
  await expect(screen).toHaveAttribute('data-face', 'league')
  await expect(screen.getByTestId('league-standing')).toHaveCount(4)
  await expect(screen.getByTestId('league-fixture')).toHaveCount(6)
  await expect(screen.getByTestId('league-run-ai')).toHaveText('Play the 6 AI matches')

  // The AI fixtures, one after another in the background, the progress shown as they go.
  await screen.getByTestId('league-run-ai').click()
  const progress = screen.getByTestId('league-run-progress')
  await expect(progress).toBeVisible()
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 240_000 })
  await expect(progress).toContainText('6 AI matches played.')
  await expect(screen.getByTestId('league-fixture').and(page.locator('[data-status="played"]'))).toHaveCount(
    6,
  )

  // The table adds up: three matches each, every win someone's loss, points 3 / 1 / 0.
  const figures = await table(page)
  expect(Object.keys(figures).sort()).toEqual(TEAMS.map(([, name]) => name).sort())
  const all = Object.values(figures)
  for (const f of all) {
    expect(f.played).toBe(3)
    expect(f.won + f.drawn + f.lost).toBe(3)
    expect(f.points).toBe(3 * f.won + f.drawn)
  }
  const sum = (col: string) => all.reduce((n, f) => n + f[col], 0)
  expect(sum('won')).toBe(sum('lost'))
  expect(sum('drawn') % 2).toBe(0)
  expect(sum('scored')).toBe(sum('conceded'))
  const points = all.map((f) => f.points)
  expect(points).toEqual([...points].sort((a, b) => b - a)) // the table in points order
  // The league as main keeps it says the same; its casualties are the opponents each team's blocks and fouls
  // injured (001's injured go back to the reserves: main counts them from each game's events).
  const [summary] = await request<{ id: string; played: number; fixtureCount: number }[]>(
    page,
    'leagues.list',
  )
  expect(summary).toMatchObject({ played: 6, fixtureCount: 6 })
  const kept = await request<{ fixtures: { result: { casualties: [number, number] } }[] }>(
    page,
    'leagues.get',
    {
      id: summary.id,
    },
  )
  const injuries = kept.fixtures.reduce((n, f) => n + f.result.casualties[0] + f.result.casualties[1], 0)
  expect(sum('casualties')).toBe(injuries)
  console.log(`Blitz Bowl league injuries: ${injuries}`)
  await shoot(page, 'table-en')

  // A played match opens as its replay.
  await screen.getByTestId('league-fixture-watch').first().click()
  await expect(screen).toBeHidden()
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-mode', 'replay')

  // In Dutch.
  await page.evaluate(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
  )
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-leagues').click()
  await expect(screen.getByTestId('league-row')).toContainText('6 van 6 wedstrijden gespeeld')
  await screen.getByTestId('league-open').click()
  await expect(screen.getByTestId('league-run')).toContainText('Geen AI-wedstrijden meer te spelen.')
  await shoot(page, 'table-nl')

  // A team the league plays cannot be deleted; the league is deleted after the confirmation, its games kept.
  const teams = await request<{ id: string; name: string }[]>(page, 'teams.list')
  const refused = (await page.evaluate(
    (id) => window.__pitchside!.rawRequest('teams.delete', { id, confirm: true }),
    teams[0].id,
  )) as { ok: boolean; code?: string }
  expect(refused).toMatchObject({ ok: false, code: 'team/in-league' })
  await screen.getByTestId('league-delete').click()
  await page.getByTestId('confirm-ok').click()
  await expect(screen).toHaveAttribute('data-face', 'list')
  await expect(screen.getByTestId('leagues-empty')).toBeVisible()
  expect(await request<unknown[]>(page, 'leagues.list')).toEqual([])
})

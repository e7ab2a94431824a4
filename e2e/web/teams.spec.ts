// Saved teams through the real web host (issue 23 point 2): the Teams screen from the main menu; team files of
// all three games imported through its file input (a Classic Orc team as the engine builds it, a Norse Blitz Bowl
// team with its players named, a Dwarf Cross Check team); a newer file refused with the reason; rename, duplicate,
// archive, export as a download, delete after the confirmation — every change read back from main. Screenshots at
// 1280x720 and 1600x900 in English and Dutch go to artifacts/teams-*.png. Console errors fail the test.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { clearTeamsAndLeagues, request } from '../appRequest'
import { pixelStats } from '../pixels'
import { ARTIFACTS, failOnPageProblems } from '../playDriver'
import { classicTeamFile, type SquadPlayer } from '../teamFiles'

failOnPageProblems()

/** A Classic Orc team from the shipped roster: eleven Linemen and two team re-rolls, named and numbered. */
const orcs = classicTeamFile(
  'orc',
  'Da Boyz',
  Array.from({ length: 11 }, (_, i): SquadPlayer => ['lineman', `Lineman ${i + 1}`, i + 1]),
  2,
)
const norse = {
  format: 'pitchside-team',
  version: 1,
  ruleset: 'blitz',
  name: 'Frost Giants',
  team: { teamId: 'norse' },
  players: ['Ulf', 'Bjorn', 'Sigrid', 'Hakon', 'Eirik', 'Astrid', 'Leif'].map((name, i) => ({
    number: i + 1,
    name,
  })),
}
const dwarfs = {
  format: 'pitchside-team',
  version: 1,
  ruleset: 'crosscheck',
  name: 'Rink Rats',
  team: { rosterId: 'dwarf', name: 'Rink Rats' },
}

async function importFile(page: Page, team: object): Promise<void> {
  await page.getByTestId('team-import-file').setInputFiles({
    name: 'team.pitchside-team.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(team)),
  })
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('team-row').filter({ has: page.getByTestId('team-name').getByText(name, { exact: true }) })

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height })
    const png = await page.screenshot({ path: join(ARTIFACTS, `teams-${name}-${width}x${height}.png`) })
    const stats = pixelStats(png)
    console.log(`teams-${name}-${width}x${height}.png: ${JSON.stringify(stats)}`)
    expect(stats.lumaStdDev).toBeGreaterThan(6)
    // The whole list in view: the dialog inside the window.
    const box = (await page.getByTestId('teams-screen').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(height)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('Teams: import a team file of each game, rename, duplicate, archive, export and delete', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // The web host's saves are shared by the specs: start from no saved teams (and no league holding one).
  await clearTeamsAndLeagues(page)

  await page.getByTestId('menu-teams').click()
  const screen = page.getByTestId('teams-screen')
  await expect(screen).toBeVisible()
  await expect(screen.getByTestId('teams-empty')).toBeVisible()

  // One file of each game; a file made by a newer Pitchside is refused and adds nothing.
  await importFile(page, orcs)
  await expect(screen.getByTestId('teams-notice')).toHaveText('“Da Boyz” was added to your teams.')
  await importFile(page, { ...norse, version: 2 })
  await expect(screen.getByTestId('team-import-error')).toHaveText(
    'This file was not imported. This team file was made by a newer Pitchside: update Pitchside to open it.',
  )
  await importFile(page, norse)
  await importFile(page, dwarfs)
  await expect(screen.getByTestId('team-row')).toHaveCount(3)
  await expect(rowOf(page, 'Da Boyz')).toContainText('Classic Blood Bowl')
  await expect(rowOf(page, 'Da Boyz').getByTestId('team-roster')).toHaveText('Orc')
  await expect(rowOf(page, 'Da Boyz')).toContainText(`${orcs.team.players.length} players`)
  await expect(rowOf(page, 'Frost Giants')).toContainText('Blitz Bowl')
  await expect(rowOf(page, 'Frost Giants')).toContainText('7 players')
  await expect(rowOf(page, 'Rink Rats')).toContainText('Cross Check')

  // Rename in place, duplicate, archive (listed last, quieter).
  await rowOf(page, 'Da Boyz').getByTestId('team-rename').click()
  await screen.getByTestId('team-rename-input').fill('Gork’s Own')
  await screen.getByTestId('team-rename-save').click()
  await expect(rowOf(page, 'Gork’s Own')).toHaveCount(1)
  await rowOf(page, 'Gork’s Own').getByTestId('team-duplicate').click()
  await expect(rowOf(page, 'Gork’s Own (copy)')).toHaveCount(1)
  await rowOf(page, 'Frost Giants').getByTestId('team-archive').click()
  await expect(rowOf(page, 'Frost Giants')).toHaveAttribute('data-archived', 'true')
  await expect(screen.getByTestId('team-row').last()).toHaveAttribute('data-archived', 'true')
  const saved = await request<{ name: string; archived: boolean }[]>(page, 'teams.list')
  expect(saved.map((t) => [t.name, t.archived])).toEqual([
    ['Gork’s Own', false],
    ['Gork’s Own (copy)', false],
    ['Rink Rats', false],
    ['Frost Giants', true],
  ])
  await shoot(page, 'list-en')

  // Export: a download of the team's file, which imports back as the same team.
  const download = page.waitForEvent('download')
  await rowOf(page, 'Rink Rats').getByTestId('team-export').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pitchside-team\.json$/)
  const text = readFileSync((await file.path())!, 'utf8')
  expect(JSON.parse(text)).toMatchObject({
    format: 'pitchside-team',
    ruleset: 'crosscheck',
    name: 'Rink Rats',
  })

  // Delete asks first: Cancel keeps the team, the confirmation deletes it.
  await rowOf(page, 'Gork’s Own (copy)').getByTestId('team-delete').click()
  await expect(page.getByTestId('confirm-dialog')).toContainText(
    '“Gork’s Own (copy)” will be deleted for good.',
  )
  await shoot(page, 'confirm-en')
  await page.getByTestId('confirm-cancel').click()
  await expect(screen.getByTestId('team-row')).toHaveCount(4)
  await rowOf(page, 'Gork’s Own (copy)').getByTestId('team-delete').click()
  await page.getByTestId('confirm-ok').click()
  await expect(screen.getByTestId('team-row')).toHaveCount(3)
  expect((await request<unknown[]>(page, 'teams.list')).length).toBe(3)

  // In Dutch: the same list in the coach's language.
  await page.evaluate(() =>
    localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
  )
  await page.reload()
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('menu-teams').click()
  await expect(rowOf(page, 'Frost Giants').getByTestId('team-archive')).toHaveText('Terugzetten')
  await expect(rowOf(page, 'Rink Rats')).toContainText('Exporteren')
  await shoot(page, 'list-nl')
  // Main's refusal in Dutch too, without its code.
  await importFile(page, { ...norse, version: 2 })
  await expect(page.getByTestId('team-import-error')).toHaveText(
    'Dit bestand is niet geïmporteerd. Dit teambestand is gemaakt met een nieuwere Pitchside: werk Pitchside bij ' +
      'om het te openen.',
  )
  await shoot(page, 'refused-nl')
})

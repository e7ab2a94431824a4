// A saved team on show (issue 23 point 3) through the real web host: a 16-player Classic team with twelve Linemen, a
// Blitz Bowl and a Cross Check team, each with its players named, shown in the Showcase — every name on the cards in
// sight with nothing to scroll, the cards clear of the editor and the window, the turntable left most of the height —
// and photo mode of each team as the whole team's photo: every player on the stand (16, 7 and 14 miniatures), the
// panel saying whose photo it is, in English and Dutch. Screenshots
// artifacts/saved-team-showcase-{classic16,blitz,crosscheck}-en-{1280x720,1600x900}.png, …-photo-{classic16,blitz,
// crosscheck}-en-… and …-photo-classic16-nl-…, and the 2× PNG artifacts/saved-team-photo-classic16-2x.png. Console
// errors fail it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { request } from '../appRequest'
import { test, type Page } from '@playwright/test'
import { expect } from '../expect'
import { FULL_ONLY } from '../testOptions'
import { ARTIFACTS, failOnPageProblems, shot } from '../playDriver'
import { pixelStats } from '../pixels'

failOnPageProblems()

const SIZES = [
  [1280, 720],
  [1600, 900],
] as const

interface Position {
  id: string
  ma: number
  st: number
  ag: number
  av: number
  skills: string[]
}

/** A Human team of 16: twelve Linemen, two Blitzers, a Thrower and a Catcher, each named and numbered. */
function humans16() {
  // e2e specs cannot import JSON through src-shared at run time: the roster is read as a file.
  const roster = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../src-shared/rules/classic/data/rosters/human.json'), 'utf8'),
  ) as { positions: Position[] }
  const at = (id: string) => roster.positions.find((p) => p.id === id)!
  const squad: [Position, string][] = [
    [at('blitzer'), 'Griff Oberwald'],
    [at('blitzer'), 'Mighty Zug'],
    [at('thrower'), 'Wilhelm Steinhauer'],
    [at('catcher'), 'Lukas Fleetfoot'],
    ...Array.from({ length: 12 }, (_, i): [Position, string] => [
      at('lineman'),
      i === 5 ? 'Bartholomew Ironhand' : `Lineman ${i + 1}`,
    ]),
  ]
  const players = squad.map(([p, name], i) => ({
    positionId: p.id,
    name,
    number: i + 1,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    av: p.av,
    skills: p.skills,
  }))
  const name = 'Altdorf Lions'
  return {
    format: 'pitchside-team',
    version: 1,
    ruleset: 'classic',
    name,
    team: { rosterId: 'human', name, rerolls: 1, players },
  }
}

/** The Norse team card's seven, named in line-up order. */
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

/** Dwarf skaters on the default bench (12 skaters, 2 goalies), each named. */
const dwarfs = {
  format: 'pitchside-team',
  version: 1,
  ruleset: 'crosscheck',
  name: 'Rink Rats',
  team: { rosterId: 'dwarf', name: 'Rink Rats' },
  players: Array.from({ length: 14 }, (_, i) => ({ number: 20 + i, name: `Durin Stonefist ${i + 1}` })),
}

const TEAMS = [
  { key: 'classic16', file: humans16(), teamKey: 'classic/human', players: 16 },
  { key: 'blitz', file: norse, teamKey: 'blitz/norse', players: 7 },
  { key: 'crosscheck', file: dwarfs, teamKey: 'crosscheck/dwarf', players: 14 },
] as const

const lineupCounts = (page: Page) => page.evaluate(() => window.__pitchside?.lineupCounts() ?? null)

/** The photo exported at 2× the window: a PNG of twice its size, kept in artifacts/ to look at. */
async function exportTwice(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!
  const downloaded = page.waitForEvent('download')
  await page.getByTestId('photo-export-2').click()
  const download = await downloaded
  expect(download.suggestedFilename()).toMatch(/^pitchside-photo-.*-2x\.png$/)
  const png = readFileSync(await download.path())
  mkdirSync(ARTIFACTS, { recursive: true })
  writeFileSync(join(ARTIFACTS, name), png)
  const stats = pixelStats(png)
  console.log(`${name}: ${JSON.stringify(stats)}`)
  expect(stats.width).toBe(viewport.width * 2)
  expect(stats.height).toBe(viewport.height * 2)
  expect(stats.colours).toBeGreaterThan(200)
}

type Box = { x: number; y: number; width: number; height: number }
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

/**
 * Every name of the shown team in sight: each list scrolls nothing and each name lies inside its card and the
 * window; the cards stay left of the editor; the turntable keeps nearly half the window's height.
 */
async function everyNameShows(page: Page, players: number, width: number, height: number): Promise<void> {
  const names = page.getByTestId('lineup-players').locator('li')
  await expect(names).toHaveCount(players)
  const lists = await page.getByTestId('lineup-players').evaluateAll((uls) =>
    uls.map((ul) => ({
      scroll: ul.scrollHeight,
      client: ul.clientHeight,
      over: ul.scrollWidth - ul.clientWidth,
    })),
  )
  for (const l of lists) {
    expect(l.scroll).toBeLessThanOrEqual(l.client + 1)
    expect(l.over).toBeLessThanOrEqual(1)
  }
  const window = { x: 0, y: 0, width, height }
  for (const card of await page.locator('.lineup-card:not(.lineup-card--team)').all()) {
    const cardBox = (await card.boundingBox())!
    expect(inside(cardBox, window)).toBe(true)
    for (const name of await card.getByTestId('lineup-players').locator('li').all()) {
      const box = (await name.boundingBox())!
      expect(box.height).toBeGreaterThan(0)
      expect(inside(box, cardBox), `${await name.textContent()} inside its card`).toBe(true)
    }
  }
  const cards = (await page.getByTestId('lineup-cards').boundingBox())!
  const editor = (await page.locator('[data-panel="showcase-editor"]').boundingBox())!
  const bar = (await page.locator('[data-panel="showcase-bar"]').boundingBox())!
  expect(cards.x + cards.width).toBeLessThanOrEqual(editor.x)
  // The turntable's room between the bar and the cards: nearly half the window (six Cross Check positions at 720).
  expect(cards.y - (bar.y + bar.height), "the turntable's room").toBeGreaterThanOrEqual(height * 0.45)
}

async function shootBoth(
  page: Page,
  name: string,
  check: (width: number, height: number) => Promise<void>,
  lang: 'en' | 'nl' = 'en',
): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(400)
    // Shot first, so a failed check leaves the picture to look at.
    await shot(page, `saved-team-showcase-${name}-${lang}-${width}x${height}.png`)
    await check(width, height)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Opens the app at 1280×720 with the three saved teams made afresh (the web host's saves are shared by the specs). */
async function freshTeams(page: Page): Promise<Map<string, string>> {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
  // No team of these names left from an earlier run (or the other test of this file).
  const names = new Set<string>(TEAMS.map((t) => t.file.name))
  for (const team of await request<{ id: string; name: string }[]>(page, 'teams.list'))
    if (names.has(team.name)) await request(page, 'teams.delete', { id: team.id, confirm: true })
  const ids = new Map<string, string>()
  for (const t of TEAMS)
    ids.set(t.key, (await request<{ id: string }>(page, 'teams.create', { team: t.file })).id)
  return ids
}

test('saved teams of the three games on show: every player named in sight', FULL_ONLY, async ({ page }) => {
  test.setTimeout(240_000)
  const ids = await freshTeams(page)
  await page.getByTestId('menu-showcase').click()
  const screen = page.getByTestId('showcase')
  await expect(screen).toBeVisible()
  const cards = page.getByTestId('lineup-cards')
  for (const t of TEAMS) {
    await page.getByTestId('showcase-team').selectOption(`team:${ids.get(t.key)}`)
    await expect(screen).toHaveAttribute('data-team', t.teamKey)
    await expect(cards).toHaveAttribute('aria-label', t.file.name)
    const positions = await cards.locator('[data-testid^="lineup-card-"]').count()
    await expect
      .poll(() => page.evaluate(() => window.__pitchside?.lineupCounts() ?? null))
      .toEqual({
        pieces: positions,
        models: 0,
      })
    await shootBoth(page, t.key, (w, h) => everyNameShows(page, t.players, w, h))
  }

  // The twelve Linemen of the Classic team, all on their card.
  await page.getByTestId('showcase-team').selectOption(`team:${ids.get('classic16')}`)
  await expect(cards).toHaveAttribute('aria-label', 'Altdorf Lions')
  const linemen = cards.getByTestId('lineup-card-lineman')
  await expect(linemen).toContainText('Altdorf Lions · 12 in the team')
  await expect(linemen.getByTestId('lineup-players').locator('li')).toHaveText([
    ...Array.from({ length: 5 }, (_, i) => `#${i + 5} Lineman ${i + 1}`),
    '#10 Bartholomew Ironhand',
    ...Array.from({ length: 6 }, (_, i) => `#${i + 11} Lineman ${i + 7}`),
  ])
  for (const name of await linemen.getByTestId('lineup-players').locator('li').all())
    await expect(name).toBeInViewport()
})

test(
  "a saved team's photo is the whole team's: every player of each game on the stand, in English and Dutch",
  FULL_ONLY,
  async ({ page }) => {
    test.setTimeout(240_000)
    const ids = await freshTeams(page)
    await page.getByTestId('menu-showcase').click()
    const screen = page.getByTestId('showcase')
    await expect(screen).toBeVisible()
    const cards = page.getByTestId('lineup-cards')
    // Photo mode of a saved team is the whole team's photo: every player on the stand (the scene probe counts the
    // miniatures), the team named on the panel; at both sizes, and the Classic team's 2× PNG; Esc gives it back.
    const photo = page.getByTestId('photo-panel')
    for (const t of TEAMS) {
      await page.getByTestId('showcase-team').selectOption(`team:${ids.get(t.key)}`)
      await expect(cards).toHaveAttribute('aria-label', t.file.name)
      await page.getByTestId('showcase-photo').click()
      await expect(photo).toHaveAttribute('data-stage', 'lineup')
      await expect(photo.getByTestId('photo-subject')).toHaveText(t.file.name)
      await expect(photo.getByTestId('photo-hint')).toContainText('The whole team stands for its photo')
      await expect.poll(() => lineupCounts(page)).toEqual({ pieces: t.players, models: 0 })
      await shootBoth(page, `photo-${t.key}`, async (width, height) => {
        const box = (await photo.boundingBox())!
        expect(inside(box, { x: 0, y: 0, width, height })).toBe(true)
        await expect(screen).toBeHidden()
        expect(await lineupCounts(page)).toEqual({ pieces: t.players, models: 0 })
      })
      if (t.key === 'classic16') await exportTwice(page, 'saved-team-photo-classic16-2x.png')
      await page.keyboard.press('Escape')
      await expect(photo).toHaveCount(0)
      await expect(screen).toBeVisible()
      // One miniature per position on the turntable again.
      const positions = await cards.locator('[data-testid^="lineup-card-"]').count()
      await expect.poll(() => lineupCounts(page)).toEqual({ pieces: positions, models: 0 })
    }

    // In Dutch: the same photo, its panel in the coach's language.
    await page.evaluate(() =>
      localStorage.setItem('pitchside.settings', JSON.stringify({ locale: 'nl', skipAnimations: true })),
    )
    await page.reload()
    await expect(page.getByTestId('status-line')).toHaveAttribute('data-status', 'ready')
    await page.getByTestId('menu-showcase').click()
    await page.getByTestId('showcase-team').selectOption(`team:${ids.get('classic16')}`)
    await expect(cards).toHaveAttribute('aria-label', 'Altdorf Lions')
    await page.getByTestId('showcase-photo').click()
    await expect(photo.getByTestId('photo-subject')).toHaveText('Altdorf Lions')
    await expect(photo.getByTestId('photo-hint')).toContainText('Het hele team staat klaar voor de teamfoto')
    await expect.poll(() => lineupCounts(page)).toEqual({ pieces: 16, models: 0 })
    await shootBoth(
      page,
      'photo-classic16',
      async (width, height) => {
        const box = (await photo.boundingBox())!
        expect(inside(box, { x: 0, y: 0, width, height })).toBe(true)
      },
      'nl',
    )
    await page.evaluate(() => localStorage.removeItem('pitchside.settings'))
  },
)

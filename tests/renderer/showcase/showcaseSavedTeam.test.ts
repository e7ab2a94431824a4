// @vitest-environment happy-dom
// A saved team in the Showcase (issue 23 point 3): the picker offers the coach's saved teams (not archived) above
// the rosters; picked, the line-up is the team's own — its name, only the positions it fields with its counts — in
// its roster's paint (the scheme key stays <ruleset>/<rosterId>), and the cards list its players by number and name;
// picking a roster again shows the roster; opened again, the Showcase shows the saved team again.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TeamInfo } from '@shared/ipc'
import type { SavedTeam } from '@shared/teams/savedTeam'
import LineupCards from '@renderer/components/showcase/LineupCards.vue'
import { nameColumns, playerLabel, playersByPosition } from '@renderer/components/showcase/savedTeamCards'
import { createAppI18n } from '@renderer/i18n'
import { PitchsideClient } from '@renderer/ipc/client'
import { provideClient } from '@renderer/ipc/clientHolder'
import { useDisplayStore } from '@renderer/stores/display'
import { useShowcaseStore } from '@renderer/stores/showcase'
import { PHOTO_DEFAULTS } from '@renderer/scene/photo/photoOptions'
import { FakeTransport } from '../fakeTransport'
import { showcaseReads } from './fakeShowcase'
import { norse, orcs } from '../../main/teams/teams'

const ok = <T>(value: T) => ({ ok: true as const, value })
const ID = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`
const at = '2026-11-29T12:00:00.000Z'
const info = (id: string, team: SavedTeam, archived = false): TeamInfo => ({
  id,
  ruleset: team.ruleset,
  name: team.name,
  team,
  createdAt: at,
  updatedAt: at,
  archived,
})

function greenTide(): ReturnType<typeof orcs> {
  const team = orcs('Da Green Tide')
  const players = team.team.players.map((p, i) =>
    i === 0 ? { ...p, name: 'Grimbad Ironfist', number: 77 } : p,
  )
  return { ...team, team: { ...team.team, players } }
}

const TEAMS = [
  info(ID(1), greenTide()),
  info(ID(2), norse('Frost Giants')),
  info(ID(3), orcs('Old Boyz'), true),
]

let transport: FakeTransport
beforeEach(() => {
  transport = new FakeTransport({ ...showcaseReads(), 'teams.list': () => ok(TEAMS) })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
})

describe('Showcase with a saved team', () => {
  it('offers the saved teams in use and shows one as its own line-up in its roster’s paint', async () => {
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    expect(showcase.savedTeams.map((t) => t.name)).toEqual(['Da Green Tide', 'Frost Giants'])
    await showcase.pickSaved(ID(1))
    expect(showcase.teamKey).toBe('classic/orc')
    expect(showcase.scheme?.teamKey).toBe('classic/orc')
    expect(showcase.shownTeam?.id).toBe(ID(1))
    const lineup = showcase.lineup!
    expect(lineup.name).toBe('Da Green Tide')
    const fielded = new Map<string, number>()
    for (const p of greenTide().team.players) fielded.set(p.positionId, (fielded.get(p.positionId) ?? 0) + 1)
    expect(lineup.positions.map((p) => [p.id, p.count])).toEqual([...fielded])
    expect(showcase.lineupSpec?.positions.map((p) => p.id)).toEqual([...fielded.keys()])

    await showcase.pickTeam('classic/orc')
    expect(showcase.shownTeam).toBeNull()
    expect(showcase.lineup!.name).toBe('Orc')
  })

  it('stands the whole team, numbered, for a saved team’s photo; one per position otherwise', async () => {
    const showcase = useShowcaseStore()
    const display = useDisplayStore()
    await showcase.show()
    await showcase.pickSaved(ID(2))
    expect(showcase.lineupSpec?.team).toBeNull()
    display.photo = { ...PHOTO_DEFAULTS }
    const team = showcase.lineupSpec!.team!
    expect(team.caption).toBe('Frost Giants')
    expect(team.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const roles = new Map(showcase.lineup!.positions.map((p) => [p.id, p.role]))
    for (const p of team.players) expect(p.role).toBe(roles.get(p.positionId))
    expect(team.players).toHaveLength(7)
    // The turntable's positions stay as they were beside it.
    expect(showcase.lineupSpec!.positions.length).toBe(showcase.lineup!.positions.length)
    // Another backdrop is the same photo: the spec does not change.
    const spec = showcase.lineupSpec
    display.photo = { ...PHOTO_DEFAULTS, background: 'black' }
    expect(showcase.lineupSpec).toBe(spec)
    // The Orcs: every player of the sixteen-or-fewer, the first one #77 Grimbad's Lineman.
    await showcase.pickSaved(ID(1))
    const orcTeam = showcase.lineupSpec!.team!
    expect(orcTeam.caption).toBe('Da Green Tide')
    expect(orcTeam.players).toHaveLength(greenTide().team.players.length)
    const first = greenTide().team.players[0]
    const role = showcase.lineup!.positions.find((p) => p.id === first.positionId)!.role
    expect(orcTeam.players[0]).toEqual({ positionId: first.positionId, role, number: 77 })
    // A roster is shown one per position even in photo mode; leaving photo mode gives the turntable back.
    await showcase.pickTeam('classic/orc')
    expect(showcase.lineupSpec?.team).toBeNull()
    await showcase.pickSaved(ID(1))
    display.photo = null
    expect(showcase.lineupSpec?.team).toBeNull()
  })

  it('opens on a saved team from the Teams list’s Paint, or on the usual team when that one is gone', async () => {
    const showcase = useShowcaseStore()
    await showcase.showSaved(ID(2))
    expect(showcase.open).toBe(true)
    expect(showcase.shownTeam?.id).toBe(ID(2))
    expect(showcase.teamKey).toBe('blitz/norse')
    showcase.close()
    await showcase.showSaved(ID(3)) // archived: not on show, so the Showcase opens as it would
    expect(showcase.open).toBe(true)
    expect(showcase.shownTeam?.id).not.toBe(ID(3))
  })

  it('shows the saved team again when opened again', async () => {
    const showcase = useShowcaseStore()
    await showcase.show()
    await showcase.pickSaved(ID(2))
    showcase.close()
    await showcase.show()
    expect(showcase.shownTeam?.id).toBe(ID(2))
    expect(showcase.lineup!.name).toBe('Frost Giants')
  })

  it('lists a saved team’s players by number and name on its cards', async () => {
    const showcase = useShowcaseStore()
    await showcase.show()
    await showcase.pickSaved(ID(2))
    const players = playersByPosition(showcase.shownTeam!)
    const cards = mount(LineupCards, {
      props: { lineup: showcase.lineup!, selected: null, withModels: new Set<string>(), players },
      global: { plugins: [createAppI18n()] },
    })
    const named = cards.findAll('[data-testid="lineup-players"] li').map((li) => li.text())
    expect(named.sort()).toEqual(
      ['#1 Ulf', '#2 Bjorn', '#3 Sigrid', '#4 Hakon', '#5 Eirik', '#6 Astrid', '#7 Leif'].sort(),
    )
    const first = showcase.lineup!.positions[0]
    expect(cards.get(`[data-testid="lineup-card-${first.id}"]`).text()).toContain(
      `Frost Giants · ${first.count} in the team`,
    )
  })

  it('lays every name out in sight: columns of six names, the card widened by them; a roster’s cards unchanged', async () => {
    expect([0, 1, 6, 7, 12, 13, 16].map(nameColumns)).toEqual([1, 1, 1, 2, 2, 3, 3])
    const showcase = useShowcaseStore()
    await showcase.show()
    await showcase.pickSaved(ID(2))
    const lineup = showcase.lineup!
    // Twelve players of the first position (a 16-player Classic team's Linemen), one of the second.
    const [first, second] = lineup.positions
    const names = Array.from({ length: 12 }, (_, i) => `#${i + 5} Lineman ${i + 1}`)
    const players = new Map([
      [first.id, names],
      [second.id, ['#1 Griff Oberwald']],
    ])
    const cards = mount(LineupCards, {
      props: { lineup, selected: null, withModels: new Set<string>(), players },
      global: { plugins: [createAppI18n()] },
    })
    expect(cards.get('[data-testid="lineup-cards"]').classes()).toContain('lineup-cards--named')
    const item = (id: string) => cards.get(`[data-testid="lineup-card-${id}"]`).element.parentElement!
    expect(item(first.id).style.getPropertyValue('--name-columns')).toBe('2')
    expect(item(second.id).style.getPropertyValue('--name-columns')).toBe('1')
    const list = cards.get(`[data-testid="lineup-card-${first.id}"] [data-testid="lineup-players"]`)
    expect(list.findAll('li').map((li) => li.text())).toEqual(names)

    const roster = mount(LineupCards, {
      props: { lineup, selected: null, withModels: new Set<string>(), players: null },
      global: { plugins: [createAppI18n()] },
    })
    expect(roster.get('[data-testid="lineup-cards"]').classes()).not.toContain('lineup-cards--named')
    expect(roster.find('[data-testid="lineup-players"]').exists()).toBe(false)
  })

  it('names a player by number and name, either alone, or not at all', () => {
    expect(playerLabel({ number: 7, name: 'Grimbad Ironfist' })).toBe('#7 Grimbad Ironfist')
    expect(playerLabel({ number: 7, name: null })).toBe('#7')
    expect(playerLabel({ number: null, name: 'Ulf' })).toBe('Ulf')
    expect(playerLabel({ number: null, name: null })).toBeNull()
  })

  it('offers the rosters alone when main lists no saved teams', async () => {
    transport = new FakeTransport(showcaseReads())
    provideClient(new PitchsideClient(transport))
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    await flushPromises()
    expect(showcase.savedTeams).toEqual([])
    expect(showcase.lineup!.name).toBe('Orc')
  })
})

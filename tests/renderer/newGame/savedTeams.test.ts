// @vitest-environment happy-dom
// The New game dialog with saved teams (issue 23): each side offers the coach's saved teams of the chosen game (not
// archived, not another game's) as "Your teams" above the shipped rosters; a saved team's preview shows its own
// name, squad and re-rolls; Start hands over "team:<id>", which game.new gets as {teamId}; a remembered saved team
// is chosen again while it exists and falls back to a roster once it is gone.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fail, type RosterSummary, type TeamInfo } from '@shared/ipc'
import { CLASSIC_OPTIONS } from '@shared/rules/classic/options'
import { lineupFor } from '@shared/showcase/lineup'
import type { TeamKey } from '@shared/showcase/scheme'
import type { SavedTeam } from '@shared/teams/savedTeam'
import NewGameDialog from '../../../src-renderer/src/components/NewGameDialog.vue'
import { teamChoiceOf } from '../../../src-renderer/src/components/newGame/teamValue'
import { createAppI18n, type Locale } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useAppStore } from '../../../src-renderer/src/stores/app'
import { FakeTransport } from '../fakeTransport'
import { INFO, ROSTERS } from '../fixtures'
import { norse, orcs } from '../../main/teams/teams'

const ID = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`

function info(id: string, team: SavedTeam, archived = false): TeamInfo {
  const at = '2026-11-29T12:00:00.000Z'
  return { id, ruleset: team.ruleset, name: team.name, team, createdAt: at, updatedAt: at, archived }
}

const greenTide = orcs('Da Green Tide')
const greenTideRerolls = greenTide.team.rerolls
const TEAMS: TeamInfo[] = [
  info(ID(1), greenTide),
  info(ID(2), norse('Frost Giants')),
  info(ID(3), orcs('Old Boyz'), true),
]

let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})
beforeEach(() => localStorage.clear())

async function dialog(saved: TeamInfo[] = TEAMS, locale: Locale = 'en') {
  const transport = new FakeTransport({
    'app.info': () => ({ ok: true, value: INFO }),
    'rosters.list': () => ({ ok: true, value: ROSTERS satisfies RosterSummary[] }),
    'rulesets.options': () => ({ ok: true, value: CLASSIC_OPTIONS }),
    'teams.list': () => ({ ok: true, value: saved }),
    'rosters.lineup': (args) => {
      const lineup = lineupFor((args as { teamKey: TeamKey }).teamKey)
      return lineup ? { ok: true, value: lineup } : fail('roster/not-found', 'no such team')
    },
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  await useAppStore().loadInfo()
  const wrapper = mount(NewGameDialog, {
    props: { starting: false, error: null },
    attachTo: document.body,
    global: { plugins: [createAppI18n(locale)] },
  })
  mounted = wrapper
  await flushPromises()
  return { transport, wrapper }
}

const value = (w: VueWrapper, id: string) => w.get<HTMLSelectElement>(`[data-testid="${id}"]`).element.value
/** The select's groups as [label, option texts]. */
const groups = (w: VueWrapper, id: string) =>
  w
    .findAll(`[data-testid="${id}"] optgroup`)
    .map((g) => [g.attributes('label'), g.findAll('option').map((o) => o.text())])

describe('New game with saved teams', () => {
  it('offers this game’s saved teams, not archived ones, as “Your teams” above the rosters, on both sides', async () => {
    const { wrapper } = await dialog()
    for (const side of ['home-roster', 'away-roster'])
      expect(groups(wrapper, side)).toEqual([
        ['Your teams', ['Da Green Tide']],
        ['Standard teams', ['Amazon', 'Human', 'Orc']],
      ])
    // The preselection stays the shipped Human v Orc.
    expect([value(wrapper, 'home-roster'), value(wrapper, 'away-roster')]).toEqual(['human', 'orc'])
  })

  it('names the groups in Dutch', async () => {
    const { wrapper } = await dialog(TEAMS, 'nl')
    expect(groups(wrapper, 'home-roster').map(([label]) => label)).toEqual([
      'Je eigen teams',
      'Standaardteams',
    ])
  })

  it('without saved teams of the game, lists the rosters as before (no groups)', async () => {
    const { wrapper } = await dialog([TEAMS[1]])
    expect(wrapper.findAll('[data-testid="home-roster"] optgroup')).toHaveLength(0)
    expect(wrapper.findAll('[data-testid="home-roster"] option').map((o) => o.text())).toEqual([
      'Amazon',
      'Human',
      'Orc',
    ])
  })

  it('previews a saved team by its own name, squad and re-rolls, and starts with it', async () => {
    const { wrapper } = await dialog()
    await wrapper.get('[data-testid="away-roster"]').setValue(`team:${ID(1)}`)
    await wrapper.get('[data-testid="preview-away"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="preview-away"]').text()).toBe('Away · Da Green Tide')
    const preview = wrapper.get('[data-testid="roster-preview"]')
    expect(preview.get('caption').text()).toBe('Da Green Tide')
    const counts = new Map<string, number>()
    for (const p of greenTide.team.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1)
    for (const [position, n] of counts)
      expect(preview.get(`[data-testid="preview-${position}"] td`).text()).toBe(String(n))
    expect(preview.get('[data-testid="preview-rerolls"]').text()).toContain(String(greenTideRerolls))
    await wrapper.get('form').trigger('submit')
    const start = wrapper.emitted('start')![0][0] as { home: string; away: string }
    expect([start.home, start.away]).toEqual(['human', `team:${ID(1)}`])
    expect(teamChoiceOf(start.away)).toEqual({ teamId: ID(1) })
    expect(teamChoiceOf(start.home)).toEqual({ rosterId: 'human' })
  })

  it('remembers a saved team while it exists, and falls back to a roster once it is gone', async () => {
    const first = await dialog()
    await first.wrapper.get('[data-testid="home-roster"]').setValue(`team:${ID(1)}`)
    await first.wrapper.get('form').trigger('submit')
    first.wrapper.unmount()
    mounted = null

    const again = await dialog()
    expect(value(again.wrapper, 'home-roster')).toBe(`team:${ID(1)}`)
    again.wrapper.unmount()
    mounted = null

    const gone = await dialog([TEAMS[1]])
    expect([value(gone.wrapper, 'home-roster'), value(gone.wrapper, 'away-roster')]).toEqual(['human', 'orc'])
  })
})

// @vitest-environment happy-dom
// The open league's fallen players (002 injuries 12): each with his team and the round he died in, Remove and Keep
// sending the coach's answer as main takes it and the row gone once main answered, Remove off (with the reason) for a
// team of 11, a refusal shown with the row kept, nothing shown when no one waits, Dutch texts.
import { flushPromises, type mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { LeagueInfo, PendingRemoval } from '@shared/ipc'
import { callsOf } from '../timeline/fakeReplay'
import { openLeagueScreen } from './openLeagueScreen'

const LEAGUE = 'l-00000000-0000-4000-8000-000000000001'
const teamId = (n: number) => `t-00000000-0000-4000-8000-00000000000${n}`
const NAMES = ['Da Boyz', 'Gutrippaz', 'Skull Splitterz']

const troll: PendingRemoval = {
  team: 1,
  teamId: teamId(1),
  teamName: 'Gutrippaz',
  number: 12,
  name: 'Grukk',
  fixture: 0,
  round: 1,
  canRemove: true,
}
const goblin: PendingRemoval = {
  team: 2,
  teamId: teamId(2),
  teamName: 'Skull Splitterz',
  number: 4,
  name: 'Snik',
  fixture: 0,
  round: 1,
  canRemove: false,
}

function league(pendingRemovals: PendingRemoval[]): LeagueInfo {
  return {
    id: LEAGUE,
    name: 'Orc Cup',
    ruleset: 'classic',
    points: { win: 3, draw: 1, loss: 0 },
    options: { twice: false },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    archived: false,
    teamCount: 3,
    fixtureCount: 3,
    played: 1,
    teams: [0, 1, 2].map((i) => ({ index: i, teamId: teamId(i), name: NAMES[i], coach: 'human' as const })),
    fixtures: [
      {
        index: 0,
        round: 1,
        home: 1,
        away: 2,
        status: 'played',
        gameId: 'g-1',
        result: { score: [1, 0], casualties: [1, 1] },
      },
      { index: 1, round: 2, home: 2, away: 0, status: 'scheduled', gameId: null, result: null },
      { index: 2, round: 3, home: 0, away: 1, status: 'scheduled', gameId: null, result: null },
    ],
    standings: [],
    starPlayers: [],
    pendingRemovals,
    uncountedStars: [],
    pendingAdvances: [],
  }
}

async function screen(
  locale: 'en' | 'nl',
  answerDead: (args: unknown) => unknown,
  pending: PendingRemoval[] = [troll, goblin],
) {
  return openLeagueScreen(league(pending), locale, {
    'leagues.answerDead': (args) => answerDead(args) as never,
  })
}

const rows = (wrapper: ReturnType<typeof mount>) => wrapper.findAll('[data-testid="league-dead-player"]')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('fallen players of an open league', () => {
  it('lists each with his team and round; Remove sends the answer and the row goes once main answered', async () => {
    const { wrapper, transport } = await screen('en', () => ({ ok: true, value: league([goblin]) }))
    expect(wrapper.get('[data-testid="league-dead"] h3').text()).toBe('Fallen players')
    expect(rows(wrapper).map((r) => r.get('.league-ask__who').text())).toEqual([
      '#12 Grukk · Gutrippaz — died in round 1',
      '#4 Snik · Skull Splitterz — died in round 1',
    ])
    await rows(wrapper)[0].get('[data-testid="league-dead-remove"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.answerDead')).toEqual([
      { id: LEAGUE, teamId: teamId(1), number: 12, answer: 'remove' },
    ])
    expect(rows(wrapper).map((r) => r.attributes('data-number'))).toEqual(['4'])
  })

  it('keeps Remove off for a team of 11 and says why; Keep still answers', async () => {
    const { wrapper, transport } = await screen('en', () => ({ ok: true, value: league([troll]) }))
    const snik = rows(wrapper)[1]
    expect(snik.get('[data-testid="league-dead-remove"]').attributes('disabled')).toBeDefined()
    expect(rows(wrapper)[0].find('[data-testid="league-dead-too-few"]').exists()).toBe(false)
    expect(snik.get('[data-testid="league-dead-too-few"]').text()).toBe(
      'Skull Splitterz has only 11 players: add a player on the Teams screen before he can leave.',
    )
    await snik.get('[data-testid="league-dead-keep"]').trigger('click')
    await flushPromises()
    expect(callsOf(transport, 'leagues.answerDead')).toEqual([
      { id: LEAGUE, teamId: teamId(2), number: 4, answer: 'keep' },
    ])
    expect(rows(wrapper).map((r) => r.attributes('data-number'))).toEqual(['12'])
  })

  it("shows main's refusal and keeps the row", async () => {
    const { wrapper } = await screen('en', () => ({
      ok: false,
      code: 'league/too-few-players',
      message: '"Gutrippaz" has only the 11 players a team needs: add a player before #12 Grukk leaves.',
    }))
    await rows(wrapper)[0].get('[data-testid="league-dead-remove"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="leagues-error"]').text()).toBe(
      'The team has only 11 players: add one before this one leaves.',
    )
    expect(rows(wrapper)).toHaveLength(2)
  })

  it('shows nothing when no one waits for an answer', async () => {
    const { wrapper } = await screen('en', () => ({ ok: true, value: league([]) }), [])
    expect(wrapper.find('[data-testid="league-detail"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="league-dead"]').exists()).toBe(false)
  })

  it('speaks Dutch', async () => {
    const { wrapper } = await screen('nl', () => ({ ok: true, value: league([]) }))
    expect(wrapper.get('[data-testid="league-dead"] h3').text()).toBe('Gesneuvelde spelers')
    expect(rows(wrapper)[0].get('.league-ask__who').text()).toBe(
      '#12 Grukk · Gutrippaz — gestorven in ronde 1',
    )
    expect(rows(wrapper)[0].get('[data-testid="league-dead-remove"]').text()).toBe('Uit het team halen')
    expect(rows(wrapper)[0].get('[data-testid="league-dead-keep"]').text()).toBe('In het team houden')
    expect(rows(wrapper)[1].get('[data-testid="league-dead-too-few"]').text()).toBe(
      'Skull Splitterz heeft nog maar 11 spelers: voeg op het scherm Teams een speler toe voordat hij weg kan.',
    )
  })
})

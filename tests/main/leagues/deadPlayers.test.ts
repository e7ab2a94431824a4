// A dead player leaves his saved team only with his coach's say (002 injuries 12; docs/rules/league-carry-over.md
// point 3): `leagues.get` lists the deaths still waiting for an answer, `leagues.answerDead` removes him from the
// saved team or keeps him there, in one transaction, and the answer is not asked again. Refusals are typed and
// write nothing: an unknown league, a team not in the league, no such dead player waiting, and a team of 11.
import { describe, expect, it } from 'vitest'
import type { LeagueInfo, TeamInfo } from '@shared/ipc'
import { absentees, type LastingInjury } from '@shared/leagues/absences'
import type { FixtureResult } from '@shared/leagues/standings'
import type { SavedTeam } from '@shared/teams/savedTeam'
import { norse, orcs } from '../teams/teams'
import { useLeagueHost } from './leagueHost'

const leagueHost = useLeagueHost('pitchside-dead-')
const { call, value, stored } = leagueHost
const host = () => leagueHost.host

async function expectRefused(args: unknown, code: string, message: RegExp): Promise<void> {
  const before = stored()
  const result = await call('leagues.answerDead', args)
  expect(result).toMatchObject({ ok: false, code })
  expect((result as { message: string }).message).toMatch(message)
  expect(stored()).toEqual(before)
}

/** Plays a fixture on paper: its result written as the store keeps one (the game itself does not matter here). */
function played(league: LeagueInfo, index: number, injuries: LastingInjury[]): void {
  const result: FixtureResult = { score: [1, 0], casualties: [0, injuries.length], injuries }
  host()
    .store!.connection.prepare(
      "UPDATE league_fixtures SET status = 'played', result_json = ? WHERE league_id = ? AND idx = ?",
    )
    .run(JSON.stringify(result), league.id, index)
}

const dead = (side: 0 | 1, number: number, name: string): LastingInjury => ({
  side,
  number,
  name,
  kind: 'dead',
})

/** Three Classic teams of 12 orcs (fixtures 1v2, 2v0, 0v1); the Troll wears 12, Blitzer 2 wears 11. */
async function classicLeague(): Promise<LeagueInfo> {
  const ids: string[] = []
  for (const name of ['Reds', 'Greens', 'Blues'])
    ids.push((await value<TeamInfo>('teams.create', { team: orcs(name) })).id)
  return value<LeagueInfo>('leagues.create', {
    name: 'Orc Cup',
    ruleset: 'classic',
    teams: ids.map((teamId) => ({ teamId, coach: 'human' })),
  })
}

const savedPlayers = async (teamId: string) => {
  const team = (await value<{ team: SavedTeam }>('teams.get', { id: teamId })).team
  if (team.ruleset !== 'classic') throw new Error('not a Classic team')
  return team.team.players.map((p) => `${p.number} ${p.name}`)
}

describe('dead players leaving their teams', () => {
  it('lists a death still waiting for an answer, and nothing for a Serious Injury', async () => {
    const league = await classicLeague()
    expect(league.pendingRemovals).toEqual([])
    // Fixture 0 is Greens (place 1) at home to Blues (place 2).
    played(league, 0, [dead(0, 12, 'Troll'), { ...dead(1, 3, 'Lineman 3'), kind: 'serious-injury' }])
    const after = await value<LeagueInfo>('leagues.get', { id: league.id })
    expect(after.pendingRemovals).toEqual([
      {
        team: 1,
        teamId: league.teams[1].teamId,
        teamName: 'Greens',
        number: 12,
        name: 'Troll',
        fixture: 0,
        round: 1,
        canRemove: true,
      },
    ])
    const [summary] = await value<object[]>('leagues.list', {})
    expect(summary).not.toHaveProperty('pendingRemovals')
  })

  it('removes him from the saved team, keeps the answer and asks no more; his number may be worn again', async () => {
    const league = await classicLeague()
    const greens = league.teams[1].teamId
    played(league, 0, [dead(0, 12, 'Troll')])
    const before = await savedPlayers(greens)
    const answered = await value<LeagueInfo>('leagues.answerDead', {
      id: league.id,
      teamId: greens,
      number: 12,
      answer: 'remove',
    })
    expect(answered.pendingRemovals).toEqual([])
    expect(await savedPlayers(greens)).toEqual(before.filter((p) => p !== '12 Troll'))
    expect(answered.fixtures[0].result?.injuries).toEqual([{ ...dead(0, 12, 'Troll'), answer: 'removed' }])
    // Removed from the team, he is no longer an absentee: a new #12 would play the later fixtures.
    expect([...absentees(answered.fixtures, 1, 1)]).toEqual([])
    await expectRefused(
      { id: league.id, teamId: greens, number: 12, answer: 'remove' },
      'league/player-not-found',
      /^No dead player #12 of "Greens" waits for an answer in this league\.$/,
    )
  })

  it('keeps him on the saved team when the coach says so; he still misses the league', async () => {
    const league = await classicLeague()
    const blues = league.teams[2].teamId
    played(league, 0, [dead(1, 5, 'Goblin 2')])
    const before = await savedPlayers(blues)
    const answered = await value<LeagueInfo>('leagues.answerDead', {
      id: league.id,
      teamId: blues,
      number: 5,
      answer: 'keep',
    })
    expect(answered.pendingRemovals).toEqual([])
    expect(await savedPlayers(blues)).toEqual(before)
    expect(answered.fixtures[0].result?.injuries).toEqual([{ ...dead(1, 5, 'Goblin 2'), answer: 'kept' }])
    // Fixture 1 is Blues v Reds: Blues field 11 without him.
    expect([...absentees(answered.fixtures, 1, 2)]).toEqual([5])
  })

  it('refuses to take a team below 11 players, naming it, and says so in the list', async () => {
    const league = await classicLeague()
    const reds = league.teams[0].teamId
    // Fixture 1 is Blues (place 2) at home to Reds (place 0): two Reds die.
    played(league, 1, [dead(1, 12, 'Troll'), dead(1, 11, 'Blitzer 2')])
    const first = await value<LeagueInfo>('leagues.get', { id: league.id })
    expect(first.pendingRemovals.map((p) => [p.number, p.canRemove])).toEqual([
      [12, true],
      [11, true],
    ])
    const one = await value<LeagueInfo>('leagues.answerDead', {
      id: league.id,
      teamId: reds,
      number: 12,
      answer: 'remove',
    })
    expect(one.pendingRemovals.map((p) => [p.number, p.canRemove])).toEqual([[11, false]])
    await expectRefused(
      { id: league.id, teamId: reds, number: 11, answer: 'remove' },
      'league/too-few-players',
      /^"Reds" has only the 11 players a team needs: add a player before #11 Blitzer 2 leaves\.$/,
    )
    // Keeping him is still an answer.
    const kept = await value<LeagueInfo>('leagues.answerDead', {
      id: league.id,
      teamId: reds,
      number: 11,
      answer: 'keep',
    })
    expect(kept.pendingRemovals).toEqual([])
    expect(await savedPlayers(reds)).toHaveLength(11)
  })

  it('refuses an unknown league, a team not in the league and a player not waiting, writing nothing', async () => {
    const league = await classicLeague()
    const greens = league.teams[1].teamId
    const outsider = (await value<TeamInfo>('teams.create', { team: orcs('Outsiders') })).id
    played(league, 0, [dead(0, 12, 'Troll')])
    await expectRefused(
      { id: 'l-00000000-0000-4000-8000-000000000099', teamId: greens, number: 12, answer: 'remove' },
      'league/not-found',
      /^No league l-00000000-0000-4000-8000-000000000099\.$/,
    )
    await expectRefused(
      { id: league.id, teamId: outsider, number: 12, answer: 'remove' },
      'team/not-found',
      /^The league "Orc Cup" has no team t-/,
    )
    await expectRefused(
      { id: league.id, teamId: greens, number: 7, answer: 'keep' },
      'league/player-not-found',
      /#7 of "Greens"/,
    )
    await expectRefused(
      { id: league.id, teamId: greens, number: 12, answer: 'sack' },
      'ipc/invalid-payload',
      /answer/,
    )
    // A LAN viewer cannot answer for the coach.
    const before = stored()
    const args = { id: league.id, teamId: greens, number: 12, answer: 'remove' }
    const viewer = await host().dispatcher.dispatch('leagues.answerDead', args, {
      transport: 'web',
      viewer: true,
    })
    expect(viewer).toMatchObject({ ok: false, code: 'share/read-only' })
    expect(stored()).toEqual(before)
  })

  it('asks nothing about a dead player the team builder already took off, or a new player wearing his number', async () => {
    const league = await classicLeague()
    const greens = league.teams[1].teamId
    played(league, 0, [dead(0, 12, 'Troll')])
    const saved = (await value<{ team: SavedTeam }>('teams.get', { id: greens })).team
    if (saved.ruleset !== 'classic') throw new Error('not a Classic team')
    const renamed = saved.team.players.map((p) => (p.number === 12 ? { ...p, name: 'Big Un' } : p))
    await value('teams.save', { id: greens, team: { ...saved, team: { ...saved.team, players: renamed } } })
    expect((await value<LeagueInfo>('leagues.get', { id: league.id })).pendingRemovals).toEqual([])
  })

  it('a Blitz Bowl league never asks (its results keep no deaths)', async () => {
    const ids: string[] = []
    for (const name of ['North', 'East', 'South'])
      ids.push((await value<TeamInfo>('teams.create', { team: norse(name) })).id)
    const league = await value<LeagueInfo>('leagues.create', {
      name: 'Snow Cup',
      ruleset: 'blitz',
      teams: ids.map((teamId) => ({ teamId, coach: 'human' })),
    })
    played(league, 0, [dead(0, 1, 'Ulf')])
    expect((await value<LeagueInfo>('leagues.get', { id: league.id })).pendingRemovals).toEqual([])
  })
})

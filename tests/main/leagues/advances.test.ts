// Taking advances in a Classic league with advancement (leagues/advances.ts, services/leagueAdvances.ts;
// docs/rules/league-carry-over.md point 5): `leagues.get` lists each human-coached star's advances still to take with
// the skills he may learn, `leagues.takeAdvance` commits a pick onto his saved player, a pick beyond his level's count
// or of a skill he may not take is refused with a typed error and writes nothing, and an AI coach's stars get their
// skills by the written rule (aiAdvance) when a result is recorded or a league file imported.
import type Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { LeagueInfo, TeamInfo } from '@shared/ipc'
import { aiAdvance, AI_PREFERENCES } from '@shared/leagues/advances'
import { advanceChoices, ADVANCE_SKILLS } from '@shared/rules/classic/data/advanceSkills'
import { ROLES } from '@shared/rules/classic/data/rosterSchema'
import type { FixtureResult } from '@shared/leagues/standings'
import type { MatchStarPlayer } from '@shared/leagues/starPlayers'
import type { SavedTeam } from '@shared/teams/savedTeam'
import { LeagueStore } from '../../../src-main/services/LeagueStore'
import { TeamStore } from '../../../src-main/services/TeamStore'
import { orcs } from '../teams/teams'
import { useLeagueHost } from './leagueHost'

const leagueHost = useLeagueHost('pitchside-advance-')
const { call, value, stored } = leagueHost
const host = () => leagueHost.host
const db = (): Database.Database => host().store!.connection

/** In the default Orc team: shirt 1 is a Lineman, 10 a Blitzer (Block). */
const LINEMAN = { number: 1, name: 'Lineman 1' }
const BLITZER = { number: 10, name: 'Blitzer 1' }

/** Three Orc teams (fixtures 0 Greens v Blues, 1 Blues v Reds, 2 Reds v Greens); Blues' coach is the Beginner. */
async function orcLeague(advancement = true): Promise<LeagueInfo> {
  const ids: string[] = []
  for (const name of ['Reds', 'Greens', 'Blues'])
    ids.push((await value<TeamInfo>('teams.create', { team: orcs(name) })).id)
  return value<LeagueInfo>('leagues.create', {
    name: 'Orc Cup',
    ruleset: 'classic',
    teams: ids.map((teamId, i) => ({ teamId, coach: i === 2 ? 'beginner' : 'human' })),
    options: { advancement },
  })
}

const star = (side: 0 | 1, who: { number: number; name: string }, spp: number): MatchStarPlayer => ({
  side,
  ...who,
  spp,
})

/** A fixture played on paper, its result written as the store keeps one. */
function played(league: LeagueInfo, index: number, starPlayers: MatchStarPlayer[]): void {
  const result: FixtureResult = { score: [1, 0], casualties: [0, 0], starPlayers }
  db()
    .prepare("UPDATE league_fixtures SET status = 'played', result_json = ? WHERE league_id = ? AND idx = ?")
    .run(JSON.stringify(result), league.id, index)
}

async function advancesOf(teamId: string, number: number): Promise<string[] | undefined> {
  const saved = (await value<{ team: SavedTeam }>('teams.get', { id: teamId })).team
  if (saved.ruleset !== 'classic') throw new Error('not a Classic team')
  return saved.team.players.find((p) => p.number === number)?.advances
}

describe('advances due in a Classic league', () => {
  it('lists a star’s advances still to take, with the skills he may learn', async () => {
    const league = await orcLeague()
    expect(league.pendingAdvances).toEqual([])
    // Greens' Lineman earns 17 (a Veteran: two advances); Blues' side of the fixture earns 5 (a Rookie).
    played(league, 0, [star(0, LINEMAN, 17), star(1, LINEMAN, 5)])
    const after = await value<LeagueInfo>('leagues.get', { id: league.id })
    expect(after.pendingAdvances).toEqual([
      {
        team: 1,
        teamId: league.teams[1].teamId,
        teamName: 'Greens',
        number: 1,
        name: 'Lineman 1',
        level: 'veteran',
        due: 2,
        taken: [],
        choices: ADVANCE_SKILLS,
      },
    ])
    expect(after.starPlayers.map((r) => [r.name, r.team, r.advances, r.taken])).toEqual([
      ['Lineman 1', 1, 2, []],
      ['Lineman 1', 2, 0, []],
    ])
    const [summary] = await value<object[]>('leagues.list', {})
    expect(summary).not.toHaveProperty('pendingAdvances')
  })

  it('lists none without the advancement option', async () => {
    const league = await orcLeague(false)
    played(league, 0, [star(0, LINEMAN, 17)])
    const after = await value<LeagueInfo>('leagues.get', { id: league.id })
    expect(after.pendingAdvances).toEqual([])
    expect(after.starPlayers[0]).not.toHaveProperty('taken')
  })
})

describe('leagues.takeAdvance', () => {
  it('commits each pick onto the saved player, up to his level’s count', async () => {
    const league = await orcLeague()
    const greens = league.teams[1].teamId
    played(league, 0, [star(0, LINEMAN, 17)])
    const once = await value<LeagueInfo>('leagues.takeAdvance', {
      id: league.id,
      teamId: greens,
      number: 1,
      skill: 'dodge',
    })
    expect(await advancesOf(greens, 1)).toEqual(['dodge'])
    expect(once.pendingAdvances).toMatchObject([{ number: 1, due: 2, taken: ['dodge'] }])
    expect(once.pendingAdvances[0].choices).toEqual(advanceChoices(['dodge']))
    const twice = await value<LeagueInfo>('leagues.takeAdvance', {
      id: league.id,
      teamId: greens,
      number: 1,
      skill: 'tackle',
    })
    expect(await advancesOf(greens, 1)).toEqual(['dodge', 'tackle'])
    expect(twice.pendingAdvances).toEqual([])
    expect(twice.starPlayers[0].taken).toEqual(['dodge', 'tackle'])
  })

  it('refuses a pick beyond the due count, a skill he may not take, another league’s team; nothing written', async () => {
    const league = await orcLeague()
    const greens = league.teams[1].teamId
    played(league, 0, [star(0, LINEMAN, 7)])
    await value('leagues.takeAdvance', { id: league.id, teamId: greens, number: 1, skill: 'block' })
    const refuses = async (batch: [object, string, string][]) => {
      const before = stored()
      for (const [args, code, message] of batch) {
        const result = await call('leagues.takeAdvance', { id: league.id, ...args })
        expect(result, JSON.stringify(args)).toMatchObject({ ok: false, code })
        if (message) expect((result as { message: string }).message).toBe(message)
      }
      expect(stored()).toEqual(before)
    }
    // Experienced, his one advance taken; #9 earned nothing; a team of no league.
    await refuses([
      [
        { teamId: greens, number: 1, skill: 'tackle' },
        'league/no-advance-due',
        '#1 of "Greens" has no advance due in "Orc Cup".',
      ],
      [
        { teamId: greens, number: 9, skill: 'tackle' },
        'league/no-advance-due',
        '#9 of "Greens" has no advance due in "Orc Cup".',
      ],
      [
        { teamId: 't-00000000-0000-4000-8000-000000000000', number: 1, skill: 'tackle' },
        'team/not-found',
        '',
      ],
    ])
    // A Veteran with one advance left: a skill he has, one nobody learns, one the engine does not know.
    played(league, 0, [star(0, LINEMAN, 17)])
    await refuses([
      [
        { teamId: greens, number: 1, skill: 'block' },
        'league/invalid',
        'skill: #1 Lineman 1 has "block" already.',
      ],
      [
        { teamId: greens, number: 1, skill: 'claw' },
        'league/invalid',
        'skill: "claw" is not a skill a player can learn (General, Agility, Strength or Passing).',
      ],
      [
        { teamId: greens, number: 1, skill: 'blok' },
        'league/invalid',
        'skill: "blok" is not a skill a player can learn (General, Agility, Strength or Passing).',
      ],
    ])
    const before = stored()
    const gone = await call('leagues.takeAdvance', {
      id: 'l-00000000-0000-4000-8000-000000000000',
      teamId: greens,
      number: 1,
      skill: 'tackle',
    })
    expect(gone).toMatchObject({ ok: false, code: 'league/not-found' })
    expect(stored()).toEqual(before)
    expect(await advancesOf(greens, 1)).toEqual(['block'])
  })
})

describe('an AI coach’s advances', () => {
  it('takes the first skill of the role’s list he lacks, else the first he may learn', () => {
    for (const role of ROLES)
      for (const id of AI_PREFERENCES[role]) expect(ADVANCE_SKILLS, `${role}: ${id}`).toContain(id)
    const blitzer = { number: 9, name: 'B', positionId: 'blitzer', skills: ['block'] }
    expect(aiAdvance('orc', blitzer)).toBe('tackle')
    expect(aiAdvance('orc', { ...blitzer, advances: ['tackle'] })).toBe('mighty-blow')
    expect(aiAdvance('orc', { ...blitzer, advances: ['tackle', 'mighty-blow', 'guard', 'strip-ball'] })).toBe(
      'dauntless',
    )
    const goblin = { number: 2, name: 'G', positionId: 'goblin', skills: ['right-stuff', 'dodge', 'stunty'] }
    expect(aiAdvance('orc', goblin)).toBe('sure-hands')
    const all = { ...blitzer, skills: [...ADVANCE_SKILLS] }
    expect(aiAdvance('orc', all)).toBeNull()
  })

  it('are taken when a result is recorded, the human coach’s left to him', async () => {
    const league = await orcLeague()
    // Fixture 1 is Blues (the Beginner) at home to Reds (human); its game is stood in for by a link to no game.
    db().pragma('foreign_keys = OFF')
    db()
      .prepare(
        "UPDATE league_fixtures SET status = 'playing', game_id = 'g-paper' WHERE league_id = ? AND idx = 1",
      )
      .run(league.id)
    const store = new LeagueStore(db(), new TeamStore(db()))
    const result: FixtureResult = {
      score: [2, 0],
      casualties: [0, 0],
      starPlayers: [star(0, BLITZER, 16), star(1, LINEMAN, 6)],
    }
    // As LeagueGames does when a fixture's game ends: the result, then the AI coaches' picks.
    expect(store.record('g-paper', result)).toBe(league.id)
    expect(store.takeAiAdvances(league.id)).toBe(2)
    expect(store.takeAiAdvances(league.id)).toBe(0)
    const after = store.get(league.id)!
    expect(await advancesOf(league.teams[2].teamId, 10)).toEqual(['tackle', 'mighty-blow'])
    expect(await advancesOf(league.teams[0].teamId, 1)).toBeUndefined()
    expect(after.pendingAdvances).toMatchObject([{ teamName: 'Reds', number: 1, due: 1, taken: [] }])
  })

  it('are taken when a league file is imported', async () => {
    const league = await orcLeague()
    played(league, 1, [star(0, LINEMAN, 6)])
    const file = await value<{ text: string }>('leagues.export', { id: league.id })
    await value('leagues.delete', { id: league.id, confirm: true })
    const imported = await value<LeagueInfo>('leagues.import', { text: file.text })
    expect(await advancesOf(imported.teams[2].teamId, 1)).toEqual(['block'])
    expect(imported.pendingAdvances).toEqual([])
  })
})

// Star player points per player (issue 23 point 5): a finished Cross Check game's points read from its final
// position (forced-dice scenarios, the engine's own count of 000's table), none for Classic and Blitz Bowl yet, and
// the league's sum per team and shirt number over played fixtures, old results without points counting as none.
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { runCrossCheckScenario } from '@shared/rules/crosscheck/scenarioJson'
import {
  leagueStarPlayers,
  matchStarPlayers,
  type MatchStarPlayer,
  type StarPlayerFixture,
} from '@shared/leagues/starPlayers'
import { fixtureResultSchema } from '@shared/leagues/league'
import { resultOf } from '../../../src-main/services/LeagueGames'
import { scenarioNamed } from '../../shared/crosscheck/scenarioFiles'

/** What earned them, for Cross Check's points (their results do not say). */
const NONE = { td: 0, cas: 0, comp: 0, int: 0, mvp: 0 }

describe('matchStarPlayers', () => {
  it('a Cross Check goal gives the scorer 3 and the assist 1 (000: Goal = 3, Assist = 1)', () => {
    const { state, failures, ids } = runCrossCheckScenario({
      name: 'goal and assist',
      source: '000: Star Player Points',
      game: 'crosscheck',
      players: { h0: { at: [21, 6] }, h1: { at: [19, 7] } },
      puck: { at: [20, 7], carrier: 'h1' },
      dice: [4, 6, 4, 4],
      actions: [
        { type: 'skate', player: 'h1' },
        { type: 'drop-pass' },
        { type: 'stop' },
        { type: 'skate', player: 'h0' },
        { type: 'take' },
        { type: 'shoot', x: 25, y: 7 },
      ],
      expect: { score: [1, 0] },
    })
    expect(failures).toEqual([])
    expect(ids.h0).toBe(0)
    // h0 (shirt 1) shot it in, h1 (shirt 2) had the puck this team turn.
    const view = crossCheckRuleset.view(state)
    const earned = [
      { side: 0, number: 1, name: 'Lineman 1', spp: 3 },
      { side: 0, number: 2, name: 'Thrower 2', spp: 1 },
    ]
    expect(matchStarPlayers(view)).toEqual(earned)
    // The fixture's result keeps them (LeagueGames records it when the game ends).
    expect(resultOf(view)).toEqual({ score: [1, 0], casualties: [0, 0], starPlayers: earned })
  })

  it("a fight's casualty gives the winner 2 (000: Casualty = 2), and only players with points are listed", () => {
    const { state, failures, ids } = runCrossCheckScenario(
      scenarioNamed('a fight lost by its starter with a casualty'),
    )
    expect(failures).toEqual([])
    const view = crossCheckRuleset.view(state)
    const winner = view.pieces.find((p) => p.id === ids.a0)!
    expect(matchStarPlayers(view)).toEqual([{ side: 1, number: winner.number, name: winner.name, spp: 2 }])
  })

  it('a save alone (½) rounds down to none (000: "Always round down")', () => {
    const { state } = runCrossCheckScenario(scenarioNamed('the Dwarf goalie'))
    expect(matchStarPlayers(crossCheckRuleset.view(state))).toEqual([])
  })

  it('the final position gives Classic none (its points come from the log, classicStars.ts); the result schema takes the list', () => {
    const { state } = runCrossCheckScenario(scenarioNamed('a fight lost by its starter with a casualty'))
    const view = crossCheckRuleset.view(state)
    // The same position called Classic or Blitz Bowl: none from the position (Classic: from the log; 001: none).
    expect(matchStarPlayers({ ...view, ruleset: 'classic' } as GameView)).toEqual([])
    expect(matchStarPlayers({ ...view, ruleset: 'blitz' } as GameView)).toEqual([])
    const result = {
      score: [1, 0],
      casualties: [0, 0],
      starPlayers: [{ side: 0, number: 7, name: 'Ann', spp: 3 }],
    }
    expect(fixtureResultSchema.safeParse(result).success).toBe(true)
    const bad = fixtureResultSchema.safeParse({
      ...result,
      starPlayers: [{ side: 2, number: 7, name: 'Ann', spp: 3 }],
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0].path).toEqual(['starPlayers', 0, 'side'])
  })
})

const played = (home: number, away: number, starPlayers?: MatchStarPlayer[]): StarPlayerFixture => ({
  home,
  away,
  status: 'played',
  result: starPlayers ? { starPlayers } : {},
})

describe('leagueStarPlayers', () => {
  it('sums each player by team and shirt number over played fixtures, most first, old results as none', () => {
    const rows = leagueStarPlayers([
      played(0, 1, [
        { side: 0, number: 7, name: 'Ann', spp: 3 },
        { side: 1, number: 7, name: 'Bo', spp: 2 },
      ]),
      played(1, 2), // kept before star player points were recorded
      played(2, 0, [
        { side: 1, number: 7, name: 'Ann the Quick', spp: 4 },
        { side: 0, number: 3, name: 'Cy', spp: 2 },
      ]),
      { home: 0, away: 2, status: 'playing', result: null },
      {
        home: 1,
        away: 2,
        status: 'scheduled',
        result: { starPlayers: [{ side: 0, number: 7, name: 'Bo', spp: 9 }] },
      },
    ])
    expect(rows).toEqual([
      { team: 0, number: 7, name: 'Ann the Quick', spp: 7, matches: 2, ...NONE },
      { team: 1, number: 7, name: 'Bo', spp: 2, matches: 1, ...NONE },
      { team: 2, number: 3, name: 'Cy', spp: 2, matches: 1, ...NONE },
    ])
  })

  it('is empty for a league with no points yet', () => {
    expect(
      leagueStarPlayers([played(0, 1), { home: 1, away: 0, status: 'scheduled', result: null }]),
    ).toEqual([])
  })
})

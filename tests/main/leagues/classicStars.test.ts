// A Classic league match's star player points per player (leagues/classicStars.ts, docs/rules/league-carry-over.md
// point 5), from real engine events of forced-dice games: touchdown 3, casualty 2 to the player who caused it,
// completion 1, interception 2, and each team's most valuable player +5; the fixture's result keeps them.
import { describe, expect, it } from 'vitest'
import type { Action, EngineEvent, GameView } from '@shared/engine/api'
import { classicStarPlayers, type SheetPlayer } from '@shared/leagues/classicStars'
import { fixtureResultSchema } from '@shared/leagues/league'
import { drawMvps } from '@shared/leagues/mvp'
import { leagueStarPlayers } from '@shared/leagues/starPlayers'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario } from '@shared/rules/classic/scenario'
import { resultOf } from '../../../src-main/services/LeagueGames'
import { classicMatch } from '../../renderer/playback/games'

const sheet = (view: GameView): SheetPlayer[] =>
  view.pieces.map(({ id, side, number, name }) => ({ id, side, number, name }))

/** A Human thrower and catcher and an Orc who may intercept; the home side's pass. */
function passGame(dice: number[], actions: (ids: Record<string, number>) => Action[]) {
  const { s, ids } = buildScenario({
    name: 'league: a pass',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 't', position: 'thrower', name: 'Thrower', number: 2, at: [5, 7] },
          { id: 'c', position: 'catcher', name: 'Catcher', number: 8, at: [10, 7] },
        ],
      },
      away: {
        roster: 'orc',
        players: [{ id: 'o', position: 'lineman', name: 'Lineman', number: 5, at: [7, 7] }],
      },
    },
    ball: { carrier: 't' },
  })
  classicRuleset.forceDice!(s, dice)
  const steps: { events: readonly EngineEvent[] }[] = []
  for (const action of actions(ids)) {
    const r = classicRuleset.apply(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    steps.push({ events: r.events })
  }
  return { view: classicRuleset.view(s), steps, ids }
}

describe('classicStarPlayers', () => {
  it('a blitz that hurts and a touchdown: 2 to the blitzer, 3 to the scorer, +5 to each MVP', () => {
    const game = classicMatch()
    const view = game.steps.at(-1)!.after
    const steps = game.steps.map((s) => ({ events: s.events }))
    const seed = 41
    // The draw among each team sheet (mvp.test.ts tests the draw itself).
    const [homeMvp, awayMvp] = drawMvps(seed, steps.length, [
      view.pieces.filter((p) => p.side === 0).map((p) => p.id),
      view.pieces.filter((p) => p.side === 1).map((p) => p.id),
    ])
    const mvp = (id: number) => (id === homeMvp || id === awayMvp ? 1 : 0)
    const { hc, hl, ob, ol } = game.ids
    const line = (id: number, number: number, name: string, td: number, cas: number) => ({
      side: view.pieces.find((p) => p.id === id)!.side,
      number,
      name,
      spp: td * 3 + cas * 2 + mvp(id) * 5,
      td,
      cas,
      comp: 0,
      int: 0,
      mvp: mvp(id),
    })
    const expected = [
      line(hc, 2, 'Catcher', 1, 0),
      line(hl, 7, 'Lineman', 0, 0),
      line(ob, 4, 'Blitzer', 0, 1),
      line(ol, 9, 'Lineman', 0, 0),
    ].filter((p) => p.spp > 0)
    const earned = classicStarPlayers({ seed, steps, players: sheet(view) })
    expect(earned).toEqual(expected)
    // The catcher scored (3) and the Orc blitzer hurt the lineman (2) whoever the MVPs are.
    expect(earned.find((p) => p.name === 'Catcher')!.spp).toBeGreaterThanOrEqual(3)
    expect(earned.find((p) => p.name === 'Blitzer')!.spp).toBeGreaterThanOrEqual(2)
    expect(earned.reduce((n, p) => n + p.mvp!, 0)).toBe(2)
    // The fixture's result keeps them, and the league file's schema takes them.
    const result = resultOf(view, { seed, steps })
    expect(result.starPlayers).toEqual(expected)
    expect(fixtureResultSchema.safeParse(result).success).toBe(true)
  })

  it('the same position and log always give the same points; another seed may move only the MVPs', () => {
    const game = classicMatch()
    const view = game.steps.at(-1)!.after
    const steps = game.steps.map((s) => ({ events: s.events }))
    const a = classicStarPlayers({ seed: 7, steps, players: sheet(view) })
    expect(classicStarPlayers({ seed: 7, steps, players: sheet(view) })).toEqual(a)
    for (let seed = 0; seed < 20; seed++) {
      const b = classicStarPlayers({ seed, steps, players: sheet(view) })
      const without = b.map((p) => ({ ...p, spp: p.spp - 5 * p.mvp!, mvp: 0 })).filter((p) => p.spp > 0)
      expect(without).toEqual([
        { side: 0, number: 2, name: 'Catcher', spp: 3, td: 1, cas: 0, comp: 0, int: 0, mvp: 0 },
        { side: 1, number: 4, name: 'Blitzer', spp: 2, td: 0, cas: 1, comp: 0, int: 0, mvp: 0 },
      ])
    }
  })

  it('a completed pass gives the thrower 1, an interception the interceptor 2', () => {
    // Pass 6 (accurate), the Orc's interception try 1 (fails), the catch 6.
    const completed = passGame([1, 6, 6], (ids) => [
      { type: 'declare', player: ids.t, kind: 'pass' },
      { type: 'throw', x: 10, y: 7 },
      { type: 'intercept', player: ids.o },
    ])
    const done = classicStarPlayers({ seed: 3, steps: completed.steps, players: sheet(completed.view) })
    const thrower = done.find((p) => p.name === 'Thrower')!
    expect(thrower).toMatchObject({ comp: 1, td: 0, cas: 0, int: 0 })
    expect(thrower.spp).toBe(1 + 5 * thrower.mvp!)
    // The interception: a 6 for the Orc lineman.
    const caught = passGame([6], (ids) => [
      { type: 'declare', player: ids.t, kind: 'pass' },
      { type: 'throw', x: 10, y: 7 },
      { type: 'intercept', player: ids.o },
    ])
    const stolen = classicStarPlayers({ seed: 3, steps: caught.steps, players: sheet(caught.view) })
    // One Orc: he is his team's MVP too.
    expect(stolen.find((p) => p.side === 1)).toEqual({
      side: 1,
      number: 5,
      name: 'Lineman',
      spp: 2 + 5,
      td: 0,
      cas: 0,
      comp: 0,
      int: 1,
      mvp: 1,
    })
    expect(stolen.find((p) => p.name === 'Thrower')?.comp ?? 0).toBe(0)
  })

  it('a blitzer who pushes his man and then falls Going For It hurt himself: his casualty earns nobody', () => {
    const { s, ids } = buildScenario({
      name: 'league: a blitz, then a failed Going For It',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [{ id: 'hl', position: 'lineman', name: 'Lineman', number: 7, at: [10, 7] }],
        },
        away: {
          roster: 'orc',
          players: [{ id: 'ob', position: 'blitzer', name: 'Blitzer', number: 4, at: [12, 7] }],
        },
      },
      ball: { at: [3, 3] },
      turn: { active: 'away', turns: [2, 3] },
    })
    // Block 3 (pushed), Going For It 1, armour 6 + 5 breaks AV 9, injury 5 + 5: Badly Hurt.
    classicRuleset.forceDice!(s, [3, 1, 6, 5, 5, 5])
    const steps: { events: readonly EngineEvent[] }[] = []
    const actions: Action[] = [
      { type: 'declare', player: ids.ob, kind: 'blitz' },
      { type: 'step', x: 11, y: 7 },
      { type: 'block', target: ids.hl },
      { type: 'push', x: 9, y: 7 },
      { type: 'follow-up', follow: false },
      ...[12, 13, 14, 15, 16].map((x): Action => ({ type: 'step', x, y: 7 })),
    ]
    for (const action of actions) {
      const r = classicRuleset.apply(s, action)
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
      steps.push({ events: r.events })
    }
    const view = classicRuleset.view(s)
    expect(view.pieces.find((p) => p.id === ids.ob)).toMatchObject({
      state: 'casualty',
      casualty: 'badly-hurt',
    })
    const earned = classicStarPlayers({ seed: 1, steps, players: sheet(view) })
    // Each side's only player is its MVP (5); the lineman he had pushed earns no casualty (2) for it.
    expect(earned).toEqual([
      { side: 0, number: 7, name: 'Lineman', spp: 5, td: 0, cas: 0, comp: 0, int: 0, mvp: 1 },
      { side: 1, number: 4, name: 'Blitzer', spp: 5, td: 0, cas: 0, comp: 0, int: 0, mvp: 1 },
    ])
  })

  it('a Classic result without its log keeps no points; an old row without the new fields still sums', () => {
    const view = classicMatch().steps.at(-1)!.after
    expect(resultOf(view).starPlayers).toBeUndefined()
    const rows = leagueStarPlayers([
      {
        home: 0,
        away: 1,
        status: 'played',
        result: { starPlayers: [{ side: 0, number: 7, name: 'Ann', spp: 3 }] },
      },
      {
        home: 1,
        away: 0,
        status: 'played',
        result: {
          starPlayers: [{ side: 1, number: 7, name: 'Ann', spp: 7, td: 0, cas: 1, comp: 0, int: 0, mvp: 1 }],
        },
      },
    ])
    expect(rows).toEqual([
      { team: 0, number: 7, name: 'Ann', spp: 10, matches: 2, td: 0, cas: 1, comp: 0, int: 0, mvp: 1 },
    ])
  })
})

// Cross Check rules of issue 21 shown on positions the scenario objects cannot set up (the bench before a puck
// drop, the penalty box): which goalie plays is his coach's choice at every puck drop.
import { set } from '@shared/engine/memory'
import { startSquare } from '@shared/rules/crosscheck/data/rink'
import { P_STATE, P_X, P_Y, PS_KO, PS_STANDING } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset as R } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import { at, FAR_AWAY, scenario } from './scenarios/setups'

const newGame = () =>
  R.create({ ruleset: 'crosscheck', seed: 5, teams: [{ rosterId: 'human' }, { rosterId: 'orc' }] })

describe('Cross Check: the coach chooses which goalie plays (issue 21)', () => {
  it('asks each coach which fit goalie goes in goal before his line-up, and puts the chosen one there', () => {
    const s = newGame()
    expect(R.decision(s)).toEqual({ side: 0, kind: 'goalie' })
    expect(R.legalActions(s)).toEqual([
      { type: 'goalie', player: h(12) },
      { type: 'goalie', player: h(13) },
    ])
    const r = R.apply(s, { type: 'goalie', player: h(13) })
    expect(r.ok && r.events).toEqual([{ type: 'goalie', player: h(13), side: 0 }])
    expect([s.m.w[P_X + h(13)], s.m.w[P_Y + h(13)]]).toEqual(startSquare(0, 0))
    expect(s.m.w[P_STATE + h(13)]).toBe(PS_STANDING)
    expect(s.m.w[P_X + h(12)]).toBe(-1)
    expect(R.decision(s)).toEqual({ side: 0, kind: 'line-up' })
    // The home line-up done, the away coach picks his goalie the same way.
    for (let i = 0; i < 5; i++)
      R.apply(
        s,
        R.legalActions(s).find((x) => x.type === 'line')!,
      )
    expect(R.decision(s)).toEqual({ side: 1, kind: 'goalie' })
    expect(R.legalActions(s).map((x) => x.player)).toEqual([a(12), a(13)])
  })

  it('does not ask when only one goalie is fit: he goes in by himself', () => {
    // The period's only turn ends with the home goalie h(12) knocked out on the bench: endurance 4 for h(0), the
    // knock-out recovery 1 for h(12) (he stays out), then the puck drop.
    const s = arrange(
      scenario({
        name: 'one fit goalie',
        source: 'issue 21',
        options: { periodTurns: 1 },
        players: [at(h(0), 10, 7), FAR_AWAY],
        dice: [4, 1],
      }),
    )
    set(s.m, P_STATE + h(12), PS_KO)
    const r = R.apply(s, { type: 'end-turn' })
    expect(r.ok && r.events.filter((e) => e.type === 'goalie')).toEqual([
      { type: 'goalie', player: h(13), side: 0 },
    ])
    expect(R.decision(s)).toEqual({ side: 0, kind: 'line-up' })
    expect([s.m.w[P_X + h(13)], s.m.w[P_Y + h(13)]]).toEqual(startSquare(0, 0))
    expect(s.m.w[P_STATE + h(12)]).toBe(PS_KO)
  })

  it('refuses a skater, an away goalie or a knocked-out goalie as the home goalie, changing nothing', () => {
    const s = newGame()
    set(s.m, P_STATE + h(12), PS_KO)
    expect(R.legalActions(s)).toEqual([{ type: 'goalie', player: h(13) }])
    const before = Array.from(s.m.w)
    for (const player of [h(0), a(12), h(12), 40])
      expect(R.apply(s, { type: 'goalie', player }).ok).toBe(false)
    expect(Array.from(s.m.w)).toEqual(before)
  })
})

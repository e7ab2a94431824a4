// Cross Check rules of issue 21 shown on positions the scenario objects cannot set up (the bench before a puck
// drop, the penalty box): which goalie plays is his coach's choice at every puck drop; a player whose penalty has
// run out waits in the box, skates out by its door when his coach likes, and a goal sends him to the bench without
// an endurance test.
import { set } from '@shared/engine/memory'
import { startSquare } from '@shared/rules/crosscheck/data/rink'
import {
  G_MOVE_LEFT,
  G_TTOTAL,
  P_MA,
  P_RELEASE,
  P_STATE,
  P_TIRED,
  P_X,
  P_Y,
  PS_BENCH,
  PS_BOX,
  PS_KO,
  PS_STANDING,
} from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset as R } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import { at, END_TURN, FAR_AWAY, scenario, SHOOTER } from './scenarios/setups'

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

describe('Cross Check: out of the penalty box (000 Penalties, issue 21)', () => {
  /** h(5)'s penalty runs out at the start of this home turn (the first of the game's arranged turns). */
  const served = (sc: Parameters<typeof scenario>[0]) => {
    const s = arrange(scenario(sc))
    set(s.m, P_STATE + h(5), PS_BOX)
    set(s.m, P_RELEASE + h(5), s.m.w[G_TTOTAL])
    return s
  }

  it('waits in the box, may skate out onto a free door square, and only a free one', () => {
    const s = served({ name: 'box', source: '000', players: [at(h(0), 11, 0), FAR_AWAY] })
    expect(R.legalActions(s)).toContainEqual({ type: 'skate', player: h(5) })
    R.apply(s, { type: 'skate', player: h(5) })
    expect(R.decision(s)).toEqual({ side: 0, kind: 'move', player: h(5) })
    // h(0) stands on the door square x = 11: the other one, x = 12, is his way out, or he stays.
    expect(R.legalActions(s)).toEqual([{ type: 'step', x: 12, y: 0 }, { type: 'stop' }])
    const r = R.apply(s, { type: 'step', x: 12, y: 0 })
    expect(r.ok && r.events).toEqual([{ type: 'leaves-box', player: h(5), x: 12, y: 0 }])
    expect(s.m.w[P_STATE + h(5)]).toBe(PS_STANDING)
    expect(s.m.w[G_MOVE_LEFT]).toBe(s.m.w[P_MA + h(5)] - 1)
  })

  it('stays in the box when his coach stops him there, and may come out in a later turn', () => {
    const s = served({ name: 'box', source: '000', players: [at(h(0), 5, 5), FAR_AWAY] })
    R.apply(s, { type: 'skate', player: h(5) })
    R.apply(s, { type: 'stop' })
    expect(s.m.w[P_STATE + h(5)]).toBe(PS_BOX)
    expect(R.legalActions(s)).not.toContainEqual({ type: 'skate', player: h(5) })
    R.apply(s, END_TURN)
    R.apply(s, END_TURN)
    expect(R.decision(s)).toEqual({ side: 0, kind: 'turn' })
    expect(R.legalActions(s)).toContainEqual({ type: 'skate', player: h(5) })
  })

  it("a goal sends him from the box to the bench with no endurance test, like the scored-upon side's penalised players", () => {
    // h(0) scores (a natural 6 into an empty goal); at the puck drop only h(0), who was on the ice, rolls (4).
    const s = served({ name: 'goal', source: '000', ...SHOOTER, dice: [6, 4] })
    set(s.m, P_STATE + h(6), PS_BOX) // still serving: he stays on the time track (rulings.md)
    set(s.m, P_RELEASE + h(6), 9)
    R.apply(s, { type: 'skate', player: h(0) })
    const r = R.apply(s, { type: 'shoot', x: 25, y: 7 })
    expect(r.ok && r.events.some((e) => e.type === 'goal')).toBe(true)
    const rolled = r.ok ? r.events.filter((e) => e.purpose === 'endurance').map((e) => e.player) : []
    expect(rolled).toEqual([h(0)])
    expect(s.m.w[P_STATE + h(5)]).toBe(PS_BENCH)
    expect(s.m.w[P_TIRED + h(5)]).toBe(0)
    expect(s.m.w[P_STATE + h(6)]).toBe(PS_BOX)
    expect(R.decision(s).kind).toBe('goalie')
  })
})

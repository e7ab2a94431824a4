// The Blitz Bowl Beginner in hand-made positions where the right choice is obvious.
import { blitzAi } from '@shared/ai/blitz/index'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { answer, play } from './helpers'

type Players = Scenario['teams']['home']['players']

const far: Players = [
  { id: 'o1', position: 'lineman', at: [1, 10] },
  { id: 'o2', position: 'lineman', at: [1, 0] },
]

function position(home: Players, away: Players = far, extra: Partial<Scenario> = {}) {
  return buildScenario({
    name: 'ai',
    teams: { home: { team: 'human', players: home }, away: { team: 'orc', players: away } },
    ...extra,
  })
}

describe('Blitz Bowl Beginner: obvious choices', () => {
  it('runs a free touchdown in', () => {
    const { s, ids } = position([
      { id: 'c', position: 'catcher', at: [9, 5], ball: true },
      { id: 'l', position: 'lineman', at: [2, 5] },
    ])
    expect(answer(s)).toMatchObject({ type: 'run', player: ids.c })
    play(s, (st) => blitzRuleset.view(st).score[0] > 0)
    expect(blitzRuleset.view(s).score[0]).toBeGreaterThanOrEqual(4)
  })

  it('picks up a free ball, and claims the Challenge Card that earns', () => {
    const { s, ids } = position([{ id: 'l', position: 'lineman', at: [2, 5] }], far, {
      balls: [[5, 5]],
      cards: { active: ['get-the-ball', 'take-them-down', 'tie-them-up'] },
    })
    expect(answer(s)).toMatchObject({ type: 'run', player: ids.l })
    play(s, (st) => blitzRuleset.decision(st).kind === 'claim')
    const v = blitzRuleset.view(s)
    expect(v.balls[0].carrier).toBe(ids.l)
    expect(answer(s)).toEqual({ type: 'claim', slot: 0 })
    blitzRuleset.apply(s, answer(s))
    expect(blitzRuleset.view(s).score[0]).toBe(1)
  })

  it('blocks where the Block is Assisted (two dice) rather than alone', () => {
    const { s, ids } = position(
      [
        { id: 'a', position: 'lineman', at: [5, 5] },
        { id: 'b', position: 'lineman', at: [7, 6] },
      ],
      [
        { id: 't1', position: 'lineman', at: [6, 5] },
        { id: 't2', position: 'lineman', at: [4, 5] },
      ],
    )
    const a = answer(s)
    expect(a).toMatchObject({ type: 'block', target: ids.t1 })
    expect(blitzRuleset.probability(s, a)).toBeCloseTo(1 - (3 / 6) ** 2, 9) // Smash, Kerrunch! or Tackle on either of two dice
  })

  it('marks the opposing carrier', () => {
    const { s, ids } = position(
      [{ id: 'b', position: 'blitzer', at: [6, 5] }],
      [{ id: 'oc', position: 'lineman', at: [8, 5], ball: true }, ...far],
    )
    const first = answer(s)
    expect(first).toMatchObject({ type: 'mark', player: ids.b })
    blitzRuleset.apply(s, first)
    play(s, (st) => blitzRuleset.decision(st).kind === 'turn')
    const v = blitzRuleset.view(s)
    const me = v.pieces.find((p) => p.id === ids.b)!
    expect(Math.max(Math.abs(me.x! - 8), Math.abs(me.y! - 5))).toBe(1)
  })

  it('sidesteps its Marked carrier into the End Zone for a touchdown', () => {
    const { s, ids } = position(
      [{ id: 'c', position: 'catcher', at: [13, 5], ball: true }],
      [{ id: 'm', position: 'lineman', at: [12, 4] }],
    )
    expect(answer(s)).toMatchObject({ type: 'sidestep', player: ids.c, x: 14 })
  })

  it('chooses the same way for the same AI seed, and never changes the state', () => {
    const { s } = position([{ id: 'l', position: 'lineman', at: [2, 5] }], far, { balls: [[5, 5]] })
    const before = JSON.stringify(blitzRuleset.serialize(s))
    expect(answer(s, 9)).toEqual(answer(s, 9))
    expect(JSON.stringify(blitzRuleset.serialize(s))).toBe(before)
  })

  it('evaluates in points, antisymmetric, a held ball nearer the End Zone worth more', () => {
    const near = position([{ id: 'c', position: 'catcher', at: [11, 5], ball: true }]).s
    const back = position([{ id: 'c', position: 'catcher', at: [3, 5], ball: true }]).s
    expect(blitzAi.evaluate(near, 0)).toBeCloseTo(-blitzAi.evaluate(near, 1), 9)
    expect(blitzAi.evaluate(near, 0)).toBeGreaterThan(blitzAi.evaluate(back, 0))
    expect(blitzAi.evaluate(near, 0)).toBeLessThan(4) // a ball held is worth less than a touchdown scored
  })
})

// Exact odds of the chances that answered null before (cc-interp: probability): a fight won by its starter (the
// goad counted as it applies), a challenge's contested roll, a skate passing its big-guy rolls, and the pass and
// puck skills' re-rolls, against hand computations; the accepted fight also against seeded trials.

import { crossCheckRuleset as R } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { at, CARRIER, FAR_AWAY, pass, scenario, skate, step } from './scenarios/setups'

function play(sc: Omit<Scenario, 'expect'> & { expect?: Scenario['expect'] }, seed?: number) {
  const s = arrange({ expect: {}, ...sc, seed: seed ?? sc.seed })
  for (const act of sc.actions) {
    const r = R.apply(s, act)
    if (!r.ok) throw new Error(r.reason)
  }
  return s
}

const fightAt = (rosters: [string, string], starter: number, target: number) =>
  scenario({
    name: 'fight',
    source: '000: Fights',
    rosters,
    players: [at(starter, 10, 7), at(target, 11, 7), at(h(1), 5, 3)],
    actions: [skate(starter), { type: 'fight', player: target }],
  })

describe('Cross Check probability: fights (000: D6 + ST each, the goad on a 6)', () => {
  // ST 3 v 3: the starter wins when his D6 is strictly higher, 15 of 36.
  it('accepting: 15/36; declining: only the goad (1/6) starts it, 15/216', () => {
    const s = play(fightAt(['human', 'orc'], h(0), a(0)))
    expect(R.decision(s).kind).toBe('fight')
    expect(R.probability(s, { type: 'accept-fight' })).toBeCloseTo(15 / 36, 12)
    expect(R.probability(s, { type: 'decline-fight' })).toBeCloseTo(15 / 216, 12)
  })

  it("declaring a fight: the target's coach declines unless he is likelier to win (ST 3 v 3: 15/216)", () => {
    const sc = fightAt(['human', 'orc'], h(0), a(0))
    const s = play({ ...sc, actions: [skate(h(0))] })
    expect(R.probability(s, { type: 'fight', player: a(0) })).toBeCloseTo(15 / 216, 12)
  })

  it('a lineman (ST 3) against a black orc (ST 4): the orc accepts, the lineman wins 10/36', () => {
    // 3 + d1 > 4 + d2 when d1 >= d2 + 2: 4 + 3 + 2 + 1 = 10 of 36; the orc wins 21 of 36, so he accepts.
    const s = play({ ...fightAt(['human', 'orc'], h(0), a(3)), actions: [skate(h(0))] })
    expect(R.probability(s, { type: 'fight', player: a(3) })).toBeCloseTo(10 / 36, 12)
  })

  it('seeded trials: an accepted ST 3 v 3 fight floors the target at a rate near 15/36', () => {
    const TRIALS = 2000
    let n = 0
    const sc = fightAt(['human', 'orc'], h(0), a(0))
    for (let seed = 1; seed <= TRIALS; seed++) {
      const s = play(sc, seed)
      const r = R.apply(s, { type: 'accept-fight' })
      if (r.ok && r.events.some((e) => e.type === 'fall' && e.player === a(0))) n++
    }
    const p = 15 / 36
    expect(Math.abs(n / TRIALS - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / TRIALS))
  })
})

describe('Cross Check probability: other chances', () => {
  it('a challenge when the carried puck enters his stick zone: the contested roll, 10/36 (AG 3 - 1 v 3 + 1 - 1)', () => {
    const s = play(
      scenario({
        name: 'challenge',
        source: '000: Controlling of the Puck',
        players: [at(h(0), 10, 7), at(a(0), 13, 8), at(h(1), 5, 3)],
        puck: { x: 11, y: 7, carrier: h(0) },
        actions: [skate(h(0)), step(11, 7)],
      }),
    )
    expect(R.decision(s).kind).toBe('challenge')
    // challenger D6 + 3 - 1 (the carrier's zone) v holder D6 + 3 + 1 - 1: wins when d1 >= d2 + 2, 10 of 36.
    expect(R.probability(s, { type: 'challenge', player: a(0) })).toBeCloseTo(10 / 36, 12)
  })

  it('a skate by a Really Stupid player: 1/2 alone, 5/6 with a team-mate beside him', () => {
    const base = { name: 's', source: 'LRB6 Really Stupid', skills: { [h(0)]: ['really-stupid'] } }
    const alone = play(scenario({ ...base, players: [at(h(0), 10, 7), FAR_AWAY] }))
    expect(R.probability(alone, skate(h(0)))).toBeCloseTo(1 / 2, 12)
    const helped = play(scenario({ ...base, players: [at(h(0), 10, 7), at(h(1), 10, 8), FAR_AWAY] }))
    expect(R.probability(helped, skate(h(0)))).toBeCloseTo(5 / 6, 12)
  })

  it('a short pass by a thrower with Pass (5+: 1/3 + 2/3 x 1/3) and by a Pro (1/3 + 2/3 x 1/2 x 1/3)', () => {
    const thrower = play(
      scenario({
        name: 'pass',
        source: '003: Pass',
        players: [at(h(1), 10, 7), FAR_AWAY],
        puck: { x: 11, y: 7, carrier: h(1) },
        actions: [skate(h(1))],
      }),
    )
    expect(R.probability(thrower, pass(15, 7))).toBeCloseTo(1 / 3 + (2 / 3) * (1 / 3), 12)
    const pro = play(
      scenario({
        name: 'pro',
        source: '003: Pro',
        skills: { [h(0)]: ['pro'] },
        ...CARRIER,
        actions: [skate(h(0))],
      }),
    )
    expect(R.probability(pro, pass(15, 7))).toBeCloseTo(1 / 3 + (2 / 3) * (1 / 2) * (1 / 3), 12)
  })

  it('a goalie with Save blocking against Safe Throw: 4/6 x 1/6 (3+, cancelled on 2+)', () => {
    const s = play(
      scenario({
        name: 'safe throw',
        source: '003: Safe Throw',
        skills: { [h(0)]: ['safe-throw'], [a(12)]: ['save'] },
        players: [at(h(0), 21, 7), at(a(12), 24, 6)],
        puck: { x: 22, y: 7, carrier: h(0) },
        dice: [5],
        actions: [skate(h(0)), { type: 'shoot', x: 25, y: 7 }, { type: 'goalie-stay' }],
      }),
    )
    expect(R.probability(s, { type: 'block-puck', player: a(12), x: 24, y: 7 })).toBeCloseTo(
      (4 / 6) * (1 / 6),
      12,
    )
  })
})

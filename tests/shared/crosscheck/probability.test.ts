// The probability service against hand computations (cc-interp: probability), and two of its answers against
// seeded trials. A check's chance is the target felled with the checker standing (Classic's faces, no assists).

import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { P_STATE, P_X, PS_STANDING } from '@shared/rules/crosscheck/layout'

const none = { dice: [], actions: [], expect: {}, name: 'p', source: 'cc-interp: probability' } as const

function at(
  base: Omit<Scenario, 'dice' | 'actions' | 'expect' | 'name' | 'source'> & { dice?: readonly number[] },
  actions: readonly { type: string; [k: string]: unknown }[],
) {
  const s = arrange({ ...none, ...base, dice: base.dice ?? [] })
  for (const act of actions) {
    const r = crossCheckRuleset.apply(s, act as never)
    if (!r.ok) throw new Error(r.reason)
  }
  return s
}

const pair = (checker: number, target: number) => [
  { id: checker, x: 10, y: 7 },
  { id: target, x: 11, y: 7 },
]
const checkChance = (rosters: [string, string], checker: number, target: number): number | null => {
  const s = at({ rosters, active: 0, players: pair(checker, target), puck: { x: 12, y: 6 } }, [
    { type: 'skate', player: checker },
  ])
  return crossCheckRuleset.probability(s, { type: 'check', player: target })
}

describe('Cross Check probability: checks (block dice, no assists)', () => {
  it('ST 3 v 3, one die: Defender Down or Stumbles = 2/6', () => {
    expect(checkChance(['human', 'orc'], h(0), a(0))).toBeCloseTo(1 / 3, 12)
  })
  it('ST 3 v a ST 2 goblin with Dodge, two dice, the checker picks: only the 6 works, 1 - (5/6)^2', () => {
    expect(checkChance(['human', 'orc'], h(0), a(1))).toBeCloseTo(11 / 36, 12)
  })
  it('a dwarf blocker (Block, Tackle) v the goblin: 6, 5 and Both Down work, 1 - (1/2)^2', () => {
    expect(checkChance(['dwarf', 'orc'], h(0), a(1))).toBeCloseTo(3 / 4, 12)
  })
  it('ST 3 v a ST 4 flesh golem, two dice, the golem picks: (2/6)^2', () => {
    expect(checkChance(['human', 'necromantic'], h(0), a(3))).toBeCloseTo(1 / 9, 12)
  })
  it('Horns make a beastman ST 4 against ST 3: two dice, the checker picks, 1 - (4/6)^2', () => {
    expect(checkChance(['chaos', 'human'], h(0), a(0))).toBeCloseTo(5 / 9, 12)
  })

  it('seeded trials: ST 3 v 3 fells the target with the checker up at a rate near 1/3', () => {
    const trials = 2000
    let n = 0
    for (let seed = 1; seed <= trials; seed++) {
      const s = arrange({
        ...none,
        seed,
        active: 0,
        players: [...pair(h(0), a(0)), { id: h(1), x: 5, y: 3 }],
        puck: { x: 12, y: 6 },
      })
      crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
      crossCheckRuleset.apply(s, { type: 'check', player: a(0) })
      for (let guard = 0; guard < 5; guard++) {
        const d = crossCheckRuleset.decision(s).kind
        if (d === 'push') crossCheckRuleset.apply(s, crossCheckRuleset.legalActions(s)[0]!)
        else if (d === 'follow-up') crossCheckRuleset.apply(s, { type: 'stay' })
        else break
      }
      const felled = s.m.w[P_X + a(0)] < 0 || s.m.w[P_STATE + a(0)] !== PS_STANDING
      if (felled && s.m.w[P_STATE + h(0)] === PS_STANDING) n++
    }
    const p = 1 / 3
    expect(Math.abs(n / trials - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials))
  })
})

describe('Cross Check probability: holds', () => {
  const holdChance = (rosters: [string, string], mover: number, holder: number): number | null => {
    const s = at(
      {
        rosters,
        active: 0,
        players: [
          { id: mover, x: 10, y: 7 },
          { id: holder, x: 11, y: 8 },
        ],
        puck: { x: 20, y: 2 },
      },
      [
        { type: 'skate', player: mover },
        { type: 'step', x: 9, y: 7 },
      ],
    )
    return crossCheckRuleset.probability(s, { type: 'hold', player: holder })
  }
  it('AG 3, no skills: the hold works when he rolls 1-3, 1/2', () => {
    expect(holdChance(['human', 'orc'], h(0), a(0))).toBeCloseTo(1 / 2, 12)
  })
  it('a catcher with Dodge re-rolls: 1 - (1/2 + 1/2 x 1/2) = 1/4', () => {
    expect(holdChance(['human', 'orc'], h(2), a(0))).toBeCloseTo(1 / 4, 12)
  })
  it('seeded trials: the catcher with Dodge skates on at a rate near 3/4', () => {
    const trials = 2000
    let n = 0
    for (let seed = 1; seed <= trials; seed++) {
      const s = arrange({
        ...none,
        seed,
        active: 0,
        players: [
          { id: h(2), x: 10, y: 7 },
          { id: a(0), x: 11, y: 8 },
        ],
        puck: { x: 20, y: 2 },
      })
      crossCheckRuleset.apply(s, { type: 'skate', player: h(2) })
      crossCheckRuleset.apply(s, { type: 'step', x: 9, y: 7 })
      crossCheckRuleset.apply(s, { type: 'hold', player: a(0) })
      if (crossCheckRuleset.decision(s).kind === 'reroll')
        crossCheckRuleset.apply(s, { type: 'reroll', source: 'skill' })
      if (crossCheckRuleset.decision(s).kind === 'move' && s.m.w[P_X + h(2)] === 9) n++
    }
    const p = 3 / 4
    expect(Math.abs(n / trials - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials))
  })
  it('held by a dwarf with Tackle his Dodge does not work: 1/2', () => {
    expect(holdChance(['human', 'dwarf'], h(2), a(0))).toBeCloseTo(1 / 2, 12)
  })
  it('a deathroller (Break Tackle, ST 7) fails only on a natural 1: 1/6', () => {
    expect(holdChance(['dwarf', 'human'], h(4), a(0))).toBeCloseTo(1 / 6, 12)
  })
})

describe('Cross Check probability: takes, passes, shots and puck blocks', () => {
  const carrierAt = (actions: readonly { type: string; [k: string]: unknown }[] = []) =>
    at({ active: 0, players: [{ id: h(0), x: 10, y: 7 }], puck: { x: 11, y: 7, carrier: h(0) } }, [
      { type: 'skate', player: h(0) },
      ...actions,
    ])
  it('a quick pass (1 zone, +1 for passing, -1 for the zone) needs 4+ at AG 3: 1/2', () => {
    expect(crossCheckRuleset.probability(carrierAt(), { type: 'pass', x: 13, y: 7 })).toBeCloseTo(1 / 2, 12)
  })
  it('a short pass (2 zones): +1 -2 needs 5+: 1/3', () => {
    expect(crossCheckRuleset.probability(carrierAt(), { type: 'pass', x: 16, y: 7 })).toBeCloseTo(1 / 3, 12)
  })
  it('a long shot (3 zones, no passing bonus) needs 7+: only the natural 6, 1/6', () => {
    expect(crossCheckRuleset.probability(carrierAt(), { type: 'shoot', x: 19, y: 7 })).toBeCloseTo(1 / 6, 12)
  })
  it('a take with Sure Hands through no stick zone: 1/2 + 1/2 x 1/2 = 3/4', () => {
    const s = at({ active: 0, players: [{ id: h(1), x: 10, y: 7 }], puck: { x: 11, y: 7 } }, [
      { type: 'skate', player: h(1) },
    ])
    expect(crossCheckRuleset.probability(s, { type: 'take' })).toBeCloseTo(3 / 4, 12)
  })
  it('blocking a pass one zone from the puck, not in his square: +1, AG 3 needs 3+, 2/3', () => {
    const s = at(
      {
        active: 0,
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 13, y: 8 },
        ],
        puck: { x: 11, y: 7, carrier: h(0) },
        dice: [6],
      },
      [
        { type: 'skate', player: h(0) },
        { type: 'pass', x: 15, y: 7 },
      ],
    )
    expect(crossCheckRuleset.decision(s).kind).toBe('block-puck')
    expect(crossCheckRuleset.probability(s, { type: 'block-puck', player: a(0), x: 13, y: 7 })).toBeCloseTo(
      2 / 3,
      12,
    )
    // 14,7 is three squares from the puck, still the quick zone: the same +1.
    expect(crossCheckRuleset.probability(s, { type: 'block-puck', player: a(0), x: 14, y: 7 })).toBeCloseTo(
      2 / 3,
      12,
    )
  })
})

describe('Cross Check probability: the re-roll decision', () => {
  it('a re-roll of a failed take (AG 3, 4+): Sure Hands 1/2; Pro after its 4+ gate 1/2 x 1/2 = 1/4', () => {
    const s = arrange({
      name: 're-roll chance',
      source: '003: Pro; 002: Sure Hands',
      active: 0,
      skills: { [h(0)]: ['sure-hands', 'pro'] },
      players: [{ id: h(0), x: 10, y: 7 }],
      puck: { x: 11, y: 7 },
      dice: [3],
      actions: [],
      expect: {},
    })
    crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
    crossCheckRuleset.apply(s, { type: 'take' })
    expect(crossCheckRuleset.decision(s).kind).toBe('reroll')
    expect(crossCheckRuleset.probability(s, { type: 'reroll', source: 'skill' })).toBeCloseTo(1 / 2, 12)
    expect(crossCheckRuleset.probability(s, { type: 'reroll', source: 'pro' })).toBeCloseTo(1 / 4, 12)
    expect(crossCheckRuleset.probability(s, { type: 'no-reroll' })).toBeNull()
  })
})

// Statistical rates over seeded trials against exact probabilities (no forced dice): each rate must fall within
// four standard deviations of the exact chance, so a wrong modifier (a sixth or more) fails.

import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { G_CARRIER, P_X } from '@shared/rules/crosscheck/layout'

const TRIALS = 2000

function rate(
  base: Omit<Scenario, 'seed'>,
  actions: readonly { type: string; [k: string]: unknown }[],
  hit: (s: ReturnType<typeof arrange>) => boolean,
) {
  let n = 0
  for (let seed = 1; seed <= TRIALS; seed++) {
    const s = arrange({ ...base, seed })
    for (const act of actions) {
      const r = crossCheckRuleset.apply(s, act as never)
      if (!r.ok) throw new Error(r.reason)
      // The coach always takes an offered re-roll (cc-interp: skills — his choice), as the exact chance assumes.
      while (crossCheckRuleset.decision(s).kind === 'reroll')
        crossCheckRuleset.apply(s, crossCheckRuleset.legalActions(s)[0])
    }
    if (hit(s)) n++
  }
  return n / TRIALS
}

function expectNear(got: number, p: number): void {
  const sd = Math.sqrt((p * (1 - p)) / TRIALS)
  expect(Math.abs(got - p)).toBeLessThan(4 * sd)
}

const none = { dice: [], actions: [], expect: {} } as const

describe('Cross Check rates against exact probabilities', () => {
  it('taking a loose puck through one opposing stick zone (AG 3, -1): 1/3', () => {
    const got = rate(
      {
        ...none,
        name: 'take',
        source: '000: Taking Control of the Puck',
        active: 0,
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 12, y: 8 },
        ],
        puck: { x: 11, y: 7 },
      },
      [{ type: 'skate', player: h(0) }, { type: 'take' }],
      (s) => s.m.w[G_CARRIER] === h(0),
    )
    expectNear(got, 1 / 3)
    expect(
      crossCheckRuleset.probability(
        (() => {
          const s = arrange({
            ...none,
            name: 'p',
            source: '000',
            active: 0,
            players: [
              { id: h(0), x: 10, y: 7 },
              { id: a(0), x: 12, y: 8 },
            ],
            puck: { x: 11, y: 7 },
          })
          crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
          return s
        })(),
        { type: 'take' },
      ),
    ).toBeCloseTo(1 / 3, 12)
  })

  it('a contested steal (challenger D6+3-1 v holder D6+3+1-1): wins 10/36, ties 5/36', () => {
    const base = {
      ...none,
      name: 'steal',
      source: '000: Taking Control of the Puck',
      active: 0 as const,
      players: [
        { id: h(0), x: 10, y: 7 },
        { id: a(0), x: 12, y: 7 },
      ],
      puck: { x: 11, y: 7, carrier: a(0) },
    }
    const actions = [{ type: 'skate', player: h(0) }, { type: 'take' }]
    expectNear(
      rate(base, actions, (s) => s.m.w[G_CARRIER] === h(0)),
      10 / 36,
    )
    expectNear(
      rate(base, actions, (s) => s.m.w[G_CARRIER] === -1),
      5 / 36,
    )
    const s = arrange(base)
    crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
    expect(crossCheckRuleset.probability(s, { type: 'take' })).toBeCloseTo(10 / 36, 12)
  })

  it('a hold roll (AG 3): skates on 1/2, falls 1/6', () => {
    const base = {
      ...none,
      name: 'hold',
      source: '000: Holding',
      active: 0 as const,
      players: [
        { id: h(0), x: 10, y: 7 },
        { id: a(0), x: 11, y: 8 },
      ],
      puck: { x: 20, y: 2 },
    }
    const actions = [
      { type: 'skate', player: h(0) },
      { type: 'step', x: 9, y: 7 },
      { type: 'hold', player: a(0) },
    ]
    expectNear(
      rate(base, actions, (s) => crossCheckRuleset.decision(s).kind === 'move' && s.m.w[P_X + h(0)] === 9),
      1 / 2,
    )
    expectNear(
      rate(base, actions, (s) => crossCheckRuleset.decision(s).kind === 'turn'),
      1 / 6,
    )
  })

  it('Sure Hands re-rolls a failed take through one stick zone: 1/3 + 2/3 x 1/3 = 5/9', () => {
    const base = {
      ...none,
      name: 'sure hands take',
      source: '002: Sure Hands; 000: Taking Control of the Puck',
      active: 0 as const,
      players: [
        { id: h(1), x: 10, y: 7 },
        { id: a(0), x: 12, y: 8 },
      ],
      puck: { x: 11, y: 7 },
    }
    const actions = [{ type: 'skate', player: h(1) }, { type: 'take' }]
    expectNear(
      rate(base, actions, (s) => s.m.w[G_CARRIER] === h(1)),
      5 / 9,
    )
    const s = arrange(base)
    crossCheckRuleset.apply(s, { type: 'skate', player: h(1) })
    expect(crossCheckRuleset.probability(s, { type: 'take' })).toBeCloseTo(5 / 9, 12)
  })
})

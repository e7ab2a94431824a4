// 003 movement skills: observed rates over seeded trials against the probability service (Sure Feet with Sprint,
// Pro's 4+ gate, Leap with a Going For It, Tentacles).
import { seedDice } from '@shared/engine/dice'
import { cloneMemory } from '@shared/engine/memory'
import { leapProbability, pathProbability } from '@shared/rules/classic/probability'
import { applyClassic, classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Action } from '@shared/engine/api'

const TRIALS = 6000

/** Plays `actions` on a copy per trial, always taking an offered re-roll (skill first); rate of ending standing at (x, y). */
function rate(base: ClassicState, actions: Action[], x: number, y: number): number {
  let hits = 0
  for (let t = 0; t < TRIALS; t++) {
    const s: ClassicState = { ...base, m: cloneMemory(base.m), events: null }
    seedDice(s.m, 5000 + t)
    for (const a of actions) {
      if (!applyClassic(s, a).ok) break
      while (classicRuleset.decision(s).kind === 'reroll') {
        const legal = classicRuleset.legalActions(s)
        const rr = legal.find((l) => l.source === 'skill') ?? legal.find((l) => l.type === 'reroll')
        applyClassic(s, rr ?? { type: 'no-reroll' })
      }
    }
    const piece = classicRuleset.view(s).pieces.find((p) => p.id === 0)
    if (piece?.state === 'standing' && piece.x === x && piece.y === y) hits++
  }
  return hits / TRIALS
}

function expectRate(observed: number, p: number) {
  const sd = Math.sqrt((p * (1 - p)) / TRIALS)
  expect(Math.abs(observed - p)).toBeLessThan(4.5 * sd)
}

function scenario(
  player: object,
  away: object[] = [{ id: 'o', position: 'lineman', at: [20, 7] }],
): Scenario {
  return {
    name: 'trial',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 0,
        players: [{ id: 'a', position: 'lineman', at: [2, 7], ...player }],
      },
      away: { roster: 'orc', players: away },
    },
  } as Scenario
}

const declare: Action = { type: 'declare', player: 0, kind: 'move' }
const steps = (n: number): Action[] => Array.from({ length: n }, (_, i) => ({ type: 'step', x: 3 + i, y: 7 }))

test('Sure Feet with Sprint: three Going For Its, each re-rolled once (35/36 each)', () => {
  const sc = scenario({ ma: 1, addSkills: ['sure-feet', 'sprint'] })
  const { s } = buildScenario(sc)
  applyClassic(s, declare)
  const path = [3, 4, 5, 6].map((x) => [x, 7] as const)
  const p = pathProbability(s, 0, path)
  expect(p).toBeCloseTo((35 / 36) ** 3, 12)
  expectRate(rate(buildScenario(sc).s, [declare, ...steps(4)], 6, 7), p)
})

test('Pro: a failed Going For It is re-rolled only after a 4+ (5/6 + 1/6 · 1/2 · 5/6)', () => {
  const sc = scenario({ ma: 1, addSkills: ['pro'] })
  const { s } = buildScenario(sc)
  applyClassic(s, declare)
  const p = pathProbability(s, 0, [
    [3, 7],
    [4, 7],
  ])
  expect(p).toBeCloseTo(5 / 6 + (1 / 6) * (1 / 2) * (5 / 6), 12)
  expectRate(rate(buildScenario(sc).s, [declare, ...steps(2)], 4, 7), p)
})

test('Leap beyond MA: one Going For It (5/6) and the unmodified AG3 leap (1/2)', () => {
  const sc = scenario({ ma: 1, addSkills: ['leap'] })
  const { s } = buildScenario(sc)
  applyClassic(s, declare)
  const p = leapProbability(s, 0, 4, 7)
  expect(p).toBeCloseTo((5 / 6) * (1 / 2), 12)
  expectRate(rate(buildScenario(sc).s, [declare, { type: 'leap', x: 4, y: 7 }], 4, 7), p)
})

test('Tentacles: an ST3 player leaves on 1-2, then dodges on 3+ (2/6 · 4/6)', () => {
  const sc = scenario({}, [{ id: 'o', position: 'lineman', at: [3, 7], addSkills: ['tentacles'] }])
  const { s } = buildScenario(sc)
  applyClassic(s, declare)
  const p = pathProbability(s, 0, [[1, 7]])
  expect(p).toBeCloseTo((2 / 6) * (4 / 6), 12)
  expectRate(rate(buildScenario(sc).s, [declare, { type: 'step', x: 1, y: 7 }], 1, 7), p)
})

// Throw Team-Mate and the probability service: the exact chance of a clean throw and landing, and the observed
// rate over seeded trials against it (the JSON files beside this one are scenarios, run by scenarios.test.ts).
import { seedDice } from '@shared/engine/dice'
import { cloneMemory } from '@shared/engine/memory'
import type { Action, EngineEvent } from '@shared/engine/api'
import { applyClassic, classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'

const TRIALS = 6000

function position(rerolls: number, trollSkills: string[] = [], tackleZone = false): Scenario {
  return {
    name: 'throw team-mate trial',
    game: 'classic',
    teams: {
      home: {
        roster: 'orc',
        rerolls,
        players: [
          // Only the throwing skill (and the test's extras): the troll's declaration and hunger rolls (Really
          // Stupid, Always Hungry, Loner) have their own tests.
          { id: 't', position: 'troll', at: [10, 7], ag: 3, skills: ['throw-team-mate', ...trollSkills] },
          { id: 'g', position: 'goblin', at: [10, 8] },
        ],
      },
      away: {
        roster: 'human',
        players: [{ id: 'o', position: 'lineman', at: tackleZone ? [15, 9] : [20, 2] }],
      },
    },
  }
}

const declare: Action = { type: 'declare', player: 0, kind: 'throw-team-mate' }
const throwTo: Action = { type: 'throw-player', target: 1, x: 14, y: 8 }

function chance(sc: Scenario): number {
  const { s } = buildScenario(sc)
  expect(applyClassic(s, declare).ok).toBe(true)
  return classicRuleset.probability(s, throwTo)!
}

/** Plays the throw from seeded dice, always taking an offered re-roll (skill first); counts clean landings. */
function observed(sc: Scenario): number {
  const { s: base } = buildScenario(sc)
  let hits = 0
  for (let t = 0; t < TRIALS; t++) {
    const s: ClassicState = { ...base, m: cloneMemory(base.m), events: null }
    seedDice(s.m, 5000 + t)
    const events: EngineEvent[] = []
    for (const a of [declare, throwTo]) {
      const r = applyClassic(s, a)
      if (!r.ok) throw new Error(r.reason)
      events.push(...r.events)
    }
    while (classicRuleset.decision(s).kind === 'reroll') {
      const legal = classicRuleset.legalActions(s)
      const rr = legal.find((l) => l.source === 'skill') ?? legal.find((l) => l.type === 'reroll')!
      const r = applyClassic(s, rr)
      if (!r.ok) throw new Error(r.reason)
      events.push(...r.events)
    }
    if (events.some((e) => e.type === 'landed') && !events.some((e) => e.type === 'scatter')) hits++
  }
  return hits / TRIALS
}

function expectRate(rate: number, p: number) {
  const sd = Math.sqrt((p * (1 - p)) / TRIALS)
  expect(Math.abs(rate - p)).toBeLessThan(4.5 * sd)
}

describe('Throw Team-Mate probability', () => {
  test('short measured, thrown as long (5+), landing 4+, no re-roll: 1/3 × 1/2', () => {
    const sc = position(0)
    expect(chance(sc)).toBeCloseTo(1 / 6, 12)
    expectRate(observed(sc), 1 / 6)
  })

  test('a tackle zone on the landing square makes the landing 5+: 1/3 × 1/3', () => {
    const sc = position(0, [], true)
    expect(chance(sc)).toBeCloseTo(1 / 9, 12)
    expectRate(observed(sc), 1 / 9)
  })

  test('the team re-roll goes to whichever roll fails first: 13/36', () => {
    // Throw made (1/3): landing 1/2 + 1/2 × 1/2 = 3/4; throw missed (2/3): re-roll it, 1/3 × 1/2.
    const sc = position(1)
    expect(chance(sc)).toBeCloseTo((1 / 3) * (3 / 4) + (2 / 3) * (1 / 3) * (1 / 2), 12)
    expectRate(observed(sc), 13 / 36)
  })

  test('the Pass skill re-rolls the throw, the team re-roll saves the landing', () => {
    // Throw: 1 − (2/3)² = 5/9 with the skill; landing 3/4 with the team re-roll.
    const sc = position(1, ['pass'])
    expect(chance(sc)).toBeCloseTo((5 / 9) * (3 / 4), 12)
    expectRate(observed(sc), (5 / 9) * (3 / 4))
  })

  test('out of range or a Long Bomb: 0', () => {
    const { s } = buildScenario(position(0))
    applyClassic(s, declare)
    expect(classicRuleset.probability(s, { type: 'throw-player', target: 1, x: 22, y: 7 })).toBe(0)
  })
})

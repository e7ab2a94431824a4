// Observed rates over many seeded trials against the exact probabilities, and the probability service against both.
import { seedDice } from '@shared/engine/dice'
import { cloneMemory } from '@shared/engine/memory'
import { applyClassic, classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Action, EngineEvent } from '@shared/engine/api'

const TRIALS = 6000

/** Plays `actions` from a copy of `base` with dice seeded by each trial number; counts trials that `success` says. */
function rate(
  base: ClassicState,
  actions: Action[],
  success: (s: ClassicState, events: EngineEvent[]) => boolean,
) {
  let hits = 0
  for (let t = 0; t < TRIALS; t++) {
    const s: ClassicState = { ...base, m: cloneMemory(base.m), events: null }
    seedDice(s.m, 1000 + t)
    const events: EngineEvent[] = []
    for (const a of actions) {
      const r = applyClassic(s, a)
      if (!r.ok) break // a turnover ended the action early: a failed trial
      events.push(...r.events)
      if (classicRuleset.decision(s).kind === 'reroll') {
        // Always take a re-roll when one is offered (skill first).
        const legal = classicRuleset.legalActions(s)
        const rr =
          legal.find((l) => l.type === 'reroll' && l.source === 'skill') ??
          legal.find((l) => l.type === 'reroll')
        const r2 = applyClassic(s, rr ?? { type: 'no-reroll' })
        if (!r2.ok) throw new Error(r2.reason)
        events.push(...r2.events)
      }
    }
    if (success(s, events)) hits++
  }
  return hits / TRIALS
}

/** Within 4.5 standard deviations of the binomial: fails on a wrong engine, not by chance (seeds are fixed). */
function expectRate(observed: number, p: number) {
  const sd = Math.sqrt((p * (1 - p)) / TRIALS)
  expect(Math.abs(observed - p)).toBeLessThan(4.5 * sd)
}

function mover(skills: string[] = [], extra: object = {}): Scenario {
  return {
    name: 'trial',
    game: 'classic',
    teams: {
      home: { roster: 'human', players: [{ id: 'a', position: 'lineman', at: [10, 7], skills, ...extra }] },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [9, 7] }] },
    },
  }
}

const standingAt = (x: number, y: number) => (s: ClassicState) => {
  const v = classicRuleset.view(s)
  const a = v.pieces.find((p) => p.id === 0)!
  return a.state === 'standing' && a.x === x && a.y === y
}

describe('rates match the exact probabilities', () => {
  test('AG3 dodge into one tackle zone succeeds 1/2', () => {
    // Leaving the orc at 9,7 for 11,7, next to a second orc at 12,8: one tackle zone on the target square,
    // AG 3 needs 4+, +1 for the dodge, −1 for the zone: 4+ = 1/2.
    const sc = mover()
    sc.teams.away.players.push({ id: 'o2', position: 'lineman', at: [12, 8] })
    const { s } = buildScenario(sc)
    const step = { type: 'step', x: 11, y: 7 }
    const declare = { type: 'declare', player: 0, kind: 'move' }
    applyClassic(s, declare)
    expect(classicRuleset.probability(s, step)).toBeCloseTo(1 / 2, 12)
    const { s: base } = buildScenario(sc)
    expectRate(rate(base, [declare, step], standingAt(11, 7)), 1 / 2)
  })

  test('with the Dodge skill re-roll 3/4', () => {
    const sc = mover(['dodge'])
    sc.teams.away.players.push({ id: 'o2', position: 'lineman', at: [12, 8] })
    const { s } = buildScenario(sc)
    const step = { type: 'step', x: 11, y: 7 }
    const declare = { type: 'declare', player: 0, kind: 'move' }
    applyClassic(s, declare)
    expect(classicRuleset.probability(s, step)).toBeCloseTo(3 / 4, 12)
    const { s: base } = buildScenario(sc)
    expectRate(rate(base, [declare, step], standingAt(11, 7)), 3 / 4)
  })

  test('a 2-dice block shows at least one defender-down face 5/9', () => {
    // ST 4 against ST 3: two dice, the attacker picks; Defender Down or Stumbles (no Dodge) knock him down.
    const sc: Scenario = {
      name: 'block',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [{ id: 'a', position: 'blitzer', at: [10, 7], st: 4, skills: [] }],
        },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
      },
    }
    const { s } = buildScenario(sc)
    applyClassic(s, { type: 'declare', player: 0, kind: 'block' })
    expect(classicRuleset.probability(s, { type: 'block', target: 16 })).toBeCloseTo(5 / 9, 12)
    const { s: base } = buildScenario(sc)
    const observed = rate(
      base,
      [
        { type: 'declare', player: 0, kind: 'block' },
        { type: 'block', target: 16 },
      ],
      (_s, ev) => {
        const roll = ev.find((e) => e.type === 'roll' && e.purpose === 'block') as unknown as {
          faces: string[]
        }
        return roll.faces.some((f) => f === 'defender-down' || f === 'defender-stumbles')
      },
    )
    expectRate(observed, 5 / 9)
  })

  test('two Going For It squares both made 25/36', () => {
    const sc: Scenario = {
      name: 'gfi',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'a', position: 'lineman', at: [5, 7], ma: 1 }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 7] }] },
      },
    }
    const declare = { type: 'declare', player: 0, kind: 'move' }
    const steps = [
      { type: 'step', x: 6, y: 7 },
      { type: 'step', x: 7, y: 7 },
      { type: 'step', x: 8, y: 7 },
    ]
    const { s } = buildScenario(sc)
    applyClassic(s, declare)
    applyClassic(s, steps[0]) // within MA 1
    expect(classicRuleset.probability(s, steps[1])).toBeCloseTo(5 / 6, 12)
    const { s: base } = buildScenario(sc)
    expectRate(rate(base, [declare, ...steps], standingAt(8, 7)), 25 / 36)
  })
})

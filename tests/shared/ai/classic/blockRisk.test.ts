// The coach's own fall on a block is a turnover that costs the team-mates still to act their actions
// (blockChoices.ts attackerFalls): a Both Down on their carrier is taken over a Pushed only when it pays — few
// team-mates left to act, or the last chance to stop him scoring. The Beginner plays as before.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { decide, position, type Policy } from './helpers'

/**
 * Our ST 4 lineman blocks their carrier (an ST 3 orc lineman) at (`carrierX`, 7): two dice, ours to pick, forced
 * Both Down and Pushed; no team re-roll. `mates` more of ours stand far off, still to act.
 */
const bothDownOnCarrier = (carrierX: number, mates: number): Scenario => ({
  name: 'both down on the carrier',
  game: 'classic',
  teams: {
    home: {
      roster: 'human',
      rerolls: 0,
      players: [
        { id: 'h', position: 'lineman', at: [carrierX - 1, 7], st: 4 },
        ...Array.from({ length: mates }, (_, i) => ({
          id: `m${i}`,
          position: 'lineman',
          at: [1, 1 + 2 * i] as [number, number],
        })),
      ],
    },
    away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [carrierX, 7] }] },
  },
  ball: { carrier: 'o' },
  dice: ['both-down', 'pushed'],
  actions: [
    { type: 'declare', player: 'h', kind: 'block' },
    { type: 'block', target: 'o' },
  ],
})

const chosen = (sc: Scenario, policy: Policy): unknown => {
  const { s } = position(sc)
  expect(classicRuleset.decision(s).kind).toBe('block-die')
  return decide(s, 1, policy)
}
const BOTH_DOWN = { type: 'choose-die', index: 0 }
const PUSHED = { type: 'choose-die', index: 1 }

describe('Classic coach: Both Down on their carrier only when it pays', () => {
  it('takes the Pushed with six team-mates still to act, far from their end zone', () => {
    expect(chosen(bothDownOnCarrier(20, 6), 'coach')).toEqual(PUSHED)
    // The Beginner as before: the carrier down whatever it costs.
    expect(chosen(bothDownOnCarrier(20, 6), 'beginner')).toEqual(BOTH_DOWN)
  })

  it('takes the Both Down with nobody left to act, or when he could score next turn', () => {
    expect(chosen(bothDownOnCarrier(20, 0), 'coach')).toEqual(BOTH_DOWN)
    // Five squares from their end zone (his MA 5): the last chance to stop him.
    expect(chosen(bothDownOnCarrier(5, 6), 'coach')).toEqual(BOTH_DOWN)
  })
})

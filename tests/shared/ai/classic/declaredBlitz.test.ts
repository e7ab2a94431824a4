// A Blitz declared for damage while the other side holds the ball (turnPolicy.ts) is walked to its knock-down
// (goals.ts declaredBlitz): the blitzer looked only for their carrier, who was out of his reach, and ended at once —
// the team's one Blitz of the turn spent for nothing (found while building the look-ahead's turn plan).
import { describe, expect, it } from 'vitest'
import type { Scenario } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { playSide, position } from './helpers'

// Our human blitzer at (5, 7), a goblin two squares on at (7, 7) (ST 3 against 2: two dice, ours to pick); their
// carrier far off at (22, 7), out of any blitzer's reach. Block dice forced: a Defender Down to pick.
const farCarrier: Scenario = {
  name: 'their carrier out of reach, a goblin in it',
  game: 'classic',
  teams: {
    home: { roster: 'human', players: [{ id: 'b', position: 'blitzer', at: [5, 7] }] },
    away: {
      roster: 'orc',
      players: [
        { id: 'g', position: 'goblin', at: [7, 7] },
        { id: 'c', position: 'lineman', at: [22, 7] },
      ],
    },
  },
  ball: { carrier: 'c' },
  dice: [6, 6, 1, 1, 1, 1],
}

describe('Classic coach: a Blitz declared for damage', () => {
  it('blocks its target when their carrier is out of reach', () => {
    const { s, ids } = position(farCarrier)
    // The declaration as the team turn makes it for damage (turnPolicy.ts); what follows is the activation's.
    expect(classicRuleset.apply(s, { type: 'declare', player: ids.b, kind: 'blitz' }).ok).toBe(true)
    const { actions } = playSide(s, 0, 20, 'coach')
    expect(actions.find((a) => a.type === 'block' || a.type === 'end-activation')).toEqual({
      type: 'block',
      target: ids.g,
    })
  })
})

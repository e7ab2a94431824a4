// Issue 20, point 1 for Classic (the second pass): the Hard coach scores whenever one sure roll reaches the end
// zone. The coach used to run only a roll-free touchdown first; one needing a 2+ Going For It waited for the turn's
// other actions, which could turn the ball over first (scripts/classic-turnovers.ts).
import { describe, expect, it } from 'vitest'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { decide, playSide, position } from './helpers'

// A human catcher (MA 8) nine squares from the end zone: one Going For It (2+, 35/36 with the team re-roll). A
// lineman of ours stands next to an orc lineman: a two-dice block by a blitzer with Block (fall 1 in 36) — the
// coach's earliest block — is there to be thrown first.
const oneRoll = (dice: number[] = []): Scenario => ({
  name: 'a touchdown on one Going For It',
  game: 'classic',
  teams: {
    home: {
      roster: 'human',
      rerolls: 1,
      players: [
        { id: 'c', position: 'catcher', at: [16, 7] },
        { id: 'b', position: 'blitzer', at: [5, 2] },
        { id: 'l', position: 'lineman', at: [5, 3] },
      ],
    },
    away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [6, 2] }] },
  },
  ball: { carrier: 'c' },
  dice,
})

describe('Classic coach: touchdowns', () => {
  it('runs in on one sure Going For It as the first action of the turn', () => {
    const { s, ids } = position(oneRoll())
    expect(decide(s, 1, 'coach')).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
    // The Beginner keeps the old order (a roll-free touchdown only comes first).
    const beginner = position(oneRoll())
    expect(decide(beginner.s, 1, 'beginner')).not.toEqual({
      type: 'declare',
      player: beginner.ids.c,
      kind: 'move',
    })
  })

  it('scores with the Going For It forced to a 2, before any block is thrown', () => {
    const { s } = position(oneRoll([2]))
    const { events } = playSide(s, 0, 500, 'coach')
    expect(classicRuleset.view(s).score).toEqual([1, 0])
    // The old order threw the blitzer's block first (a fall 1 in 36 that would have cost the touchdown).
    expect(events.filter((e) => e.type === 'block')).toEqual([])
  })

  it('still runs a touchdown below 5/6 last, after the safe actions', () => {
    // Ten squares, no team re-roll: two Going For Its (25/36), a roll the coach leaves for later.
    const { s, ids } = position({
      ...oneRoll(),
      teams: {
        ...oneRoll().teams,
        home: {
          ...oneRoll().teams.home,
          rerolls: 0,
          players: oneRoll().teams.home.players.map((p) =>
            p.id === 'c' ? { ...p, at: [15, 7] as [number, number] } : p,
          ),
        },
      },
    })
    expect(decide(s, 1, 'coach')).not.toEqual({ type: 'declare', player: ids.c, kind: 'move' })
  })
})

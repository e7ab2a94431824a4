// The Classic coach (the policy the Hard level builds on) in hand-made positions where the right choice is plain:
// score a free touchdown, pick up a free ball first, keep the carrier in his full cage (blitzing their carrier: beginner.test.ts), run
// the carrier on when the half is running out; and the same answers for the same position however it was reached
// (its answers are remembered by position, memo.ts).
import { describe, expect, it } from 'vitest'
import { playerGoal } from '@shared/ai/classic/cage'
import { look } from '@shared/ai/classic/look'
import { reach } from '@shared/ai/classic/paths'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { decide, playSide, position } from './helpers'

const far = { id: 'far', position: 'lineman', at: [1, 1] as [number, number] }

describe('Classic coach: obvious choices', () => {
  it('scores a free touchdown', () => {
    const { s, ids } = position({
      name: 'free touchdown',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [
            { id: 'c', position: 'catcher', at: [20, 7] },
            { id: 'l', position: 'lineman', at: [19, 6] },
          ],
        },
        away: { roster: 'orc', players: [far] },
      },
      ball: { carrier: 'c' },
    })
    expect(decide(s, 1, 'coach')).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
    playSide(s, 0, 500, 'coach')
    expect(classicRuleset.view(s).score).toEqual([1, 0])
  })

  it('picks up a free ball before the others move', () => {
    const { s, ids } = position({
      name: 'free ball',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          rerolls: 1,
          players: [
            { id: 'c', position: 'catcher', at: [6, 7] },
            { id: 'l', position: 'lineman', at: [5, 3] },
          ],
        },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 1] }] },
      },
      ball: { at: [9, 7] },
      dice: [6],
    })
    expect(decide(s, 1, 'coach')).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
    playSide(s, 0, 500, 'coach')
    const c = classicRuleset.view(s).pieces.find((p) => p.id === ids.c)!
    expect(c.hasBall).toBe(true)
  })

  const cage = (turns: [number, number], carrierX = 5): Scenario => ({
    name: 'full cage',
    game: 'classic',
    turn: { turns },
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'c', position: 'catcher', at: [carrierX, 7] },
          { id: 'a', position: 'lineman', at: [carrierX - 1, 6] },
          { id: 'b', position: 'lineman', at: [carrierX + 1, 6] },
          { id: 'd', position: 'lineman', at: [carrierX - 1, 8] },
          { id: 'e', position: 'lineman', at: [carrierX + 1, 8] },
        ],
      },
      away: {
        roster: 'orc',
        players: [
          // Round the cage, none next to the carrier: every square out of it is a dodge for nothing.
          { id: 'x', position: 'blitzer', at: [carrierX + 2, 7] },
          { id: 'y', position: 'lineman', at: [carrierX + 2, 5] },
          { id: 'z', position: 'lineman', at: [carrierX + 2, 9] },
          { id: 'v', position: 'lineman', at: [carrierX + 3, 7] },
        ],
      },
    },
    ball: { carrier: 'c' },
  })

  it('does not dodge the carrier out of his full cage for nothing', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { s, ids } = position({ ...cage([2, 1]), seed })
      const { events } = playSide(s, 0, 500, 'coach')
      const dodges = events.filter((e) => e.type === 'roll' && e.purpose === 'dodge' && e.player === ids.c)
      expect(dodges).toEqual([])
    }
  })

  /** An open carrier far from the end zone, two team-mates beside him, a blitzer in reach. */
  const pace = (turn: number): Scenario => ({
    name: 'pace',
    game: 'classic',
    turn: { turns: [turn, turn - 1] },
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'c', position: 'catcher', at: [4, 7] },
          { id: 'a', position: 'lineman', at: [3, 6] },
          { id: 'b', position: 'lineman', at: [3, 8] },
        ],
      },
      away: { roster: 'orc', players: [{ id: 'x', position: 'blitzer', at: [14, 7] }] },
    },
    ball: { carrier: 'c' },
  })

  it('runs the carrier on, late in the half, where early on the cage would hold him back', () => {
    // On turn 2 a slow cage pays; on turn 6 a ball still in midfield at the half's end is a ball wasted.
    const run = (turn: number): number => {
      const { s, ids } = position(pace(turn))
      playSide(s, 0, 500, 'coach')
      return classicRuleset.view(s).pieces.find((p) => p.id === ids.c)!.x!
    }
    expect(run(6)).toBeGreaterThan(run(2))
  })

  it('sends a chaser who cannot reach their carrier into his way, not after him', () => {
    const { s, ids } = position({
      name: 'screen',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'l', position: 'lineman', at: [8, 14] }] },
        away: { roster: 'orc', players: [{ id: 'c', position: 'lineman', at: [16, 7] }] },
      },
      ball: { carrier: 'c' },
    })
    const p = ids.l
    const goal = (coach: boolean) => playerGoal(look(s, 0, coach), p, reach(s, p))
    // The away carrier runs towards x = 0: the coach's chaser aims four squares ahead of him, the Beginner's at him.
    const coachX = goal(true).to % 26
    const beginnerX = goal(false).to % 26
    expect(goal(true).why).toBe('chase')
    expect(coachX).toBeLessThan(beginnerX)
    expect(coachX).toBeLessThanOrEqual(13)
  })

  it('answers the same for the same position, however often it is asked', () => {
    const first = position({ ...pace(6), seed: 7 })
    const again = position({ ...pace(6), seed: 7 })
    const a = playSide(first.s, 0, 500, 'coach').actions
    const b = playSide(again.s, 0, 500, 'coach').actions
    expect(b).toEqual(a)
    expect(a.length).toBeGreaterThan(1)
  })
})

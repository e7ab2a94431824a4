// The moments of live play from real events: a Classic touchdown held on the scorer in the end zone with the ball
// and the new score (the next view already has the teams off for the kick-off), a Cross Check goal held with the
// puck in the net, half-time from the half's end, nothing for an ordinary change or the game's end.
import { describe, expect, it } from 'vitest'
import { momentOf, MOMENT_MS, PuckTouch } from '../../../src-renderer/src/components/play/moments'
import { classicBlitz, classicTouchdown, crossCheckGoal } from './games'

describe('moments', () => {
  it('a touchdown: the scorer, the score, and a frame with him in the end zone holding the ball', () => {
    const td = classicTouchdown().steps[2]
    // By the next view the teams have left the pitch for the next kick-off.
    expect(td.after.pieces.filter((p) => p.x !== null)).toEqual([])
    const m = momentOf(td.before, td.events, td.after)!
    expect(m).toMatchObject({
      kind: 'touchdown',
      side: 0,
      team: 'Human',
      player: '#7 Catcher',
      pieceId: 0,
      square: { x: 25, y: 7 },
      score: [1, 0],
      ended: null,
    })
    const scorer = m.frame!.pieces.find((p) => p.id === 0)!
    expect([scorer.x, scorer.y, scorer.hasBall]).toEqual([25, 7, true])
    expect(m.frame!.balls).toEqual([{ x: 25, y: 7, carrier: 0 }])
    expect(m.frame!.score).toEqual([1, 0])
    expect(MOMENT_MS.touchdown).toBe(4000)
  })

  it('a goal: the shooter named (the event names nobody), the puck in the net while the moment holds', () => {
    const goal = crossCheckGoal().steps[4]
    const m = momentOf(goal.before, goal.events, goal.after)!
    expect(m).toMatchObject({ kind: 'goal', side: 0, player: '#1 Lineman', pieceId: 0, score: [1, 0] })
    expect(m.frame!.balls).toEqual(goal.after.balls.map((b) => ({ ...b, carrier: null })))
    expect(m.frame!.pieces.filter((p) => p.x !== null).length).toBe(
      goal.before.pieces.filter((p) => p.x !== null).length,
    )
  })

  it('a goal whose shot came a change before: the scorer is the last of his side to touch the puck', () => {
    const { steps } = crossCheckGoal()
    const touch = new PuckTouch()
    for (const s of steps.slice(0, 4)) touch.read(s.events, [s.after, s.before])
    const goal = steps[4]
    const later = goal.events.filter((e) => e.type !== 'roll')
    expect(momentOf(goal.before, later, goal.after)).toMatchObject({ kind: 'goal', player: null })
    expect(momentOf(goal.before, later, goal.after, touch)).toMatchObject({
      kind: 'goal',
      player: '#1 Lineman',
    })
  })

  it('half-time from the end of the first half; none at the end of the game', () => {
    const { before, after } = classicBlitz().steps[9]
    const halfEnd = [{ type: 'turn-end', side: 1 }, { type: 'drive-end' }, { type: 'half-end', half: 1 }]
    expect(momentOf(before, halfEnd, after)).toMatchObject({ kind: 'half-time', ended: 1, frame: null })
    expect(momentOf(before, [...halfEnd, { type: 'game-over' }], after)).toBeNull()
    expect(momentOf(before, [{ type: 'period-end', period: 2 }], after)).toMatchObject({
      kind: 'period-end',
      ended: 2,
    })
  })

  it('nothing for an ordinary change', () => {
    for (const s of classicBlitz().steps) expect(momentOf(s.before, s.events, s.after)).toBeNull()
  })
})

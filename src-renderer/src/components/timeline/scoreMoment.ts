// The moment a touchdown or goal is scored, for the replay timeline: a score ends the drive, so the scoring
// action's own next view already has the teams off the pitch for the kick-off (or the line-up). The moment is the
// view before the action with what its events did up to the score — the players where the events put them (the
// scorer in the end zone holding the ball), knocked-down players down, the puck in the goal — and the new score; and
// the events up to the score, so the table plays the scoring step into it. Pure.
import type { EngineEvent, GameView, PieceView } from '@shared/engine/api'
import { squareInEvents } from '../display/captions'

const SCORES = new Set(['touchdown', 'goal'])

export interface ScoreMoment {
  readonly view: GameView
  /** The scoring action's events up to and with the score (the rest is the next drive's set-up). */
  readonly events: readonly EngineEvent[]
}

/** The players the events put on the ground before the score. */
function downed(events: readonly EngineEvent[]): Set<number> {
  const out = new Set<number>()
  for (const e of events)
    if (
      (e.type === 'knocked-down' || e.type === 'fall' || e.type === 'prone') &&
      typeof e.player === 'number'
    )
      out.add(e.player)
  return out
}

/**
 * The moment of the score in the action that led from `before` to `after` through `events`, or null when its
 * events hold no touchdown or goal (or name no scorer on the pitch, or leave no puck).
 */
export function scoreMoment(
  before: GameView,
  events: readonly EngineEvent[],
  after: GameView,
): ScoreMoment | null {
  const at = events.findIndex((e) => SCORES.has(e.type))
  if (at < 0) return null
  const score = events[at]
  const cut = events.slice(0, at + 1)
  const down = downed(cut)
  const moved = new Map<number, { x: number; y: number }>()
  for (const p of before.pieces) {
    const sq = squareInEvents(cut, p.id, score.type)
    if (sq) moved.set(p.id, sq)
  }
  const scorer = typeof score.player === 'number' ? score.player : null
  const pieces = before.pieces.map((p): PieceView => {
    const sq = moved.get(p.id)
    const state = down.has(p.id) && p.state === 'standing' ? 'prone' : p.state
    return sq
      ? { ...p, x: sq.x, y: sq.y, state, hasBall: p.id === scorer }
      : { ...p, state, hasBall: p.id === scorer }
  })
  const scorerAt =
    scorer === null ? null : pieces.find((p) => p.id === scorer && p.x !== null && p.y !== null)
  // A touchdown: the ball in the scorer's hands in the end zone. A goal: the puck where the score left it (in the
  // goal). Without them there is no moment to show (the step shows as it is).
  const puck = after.balls[0]
  const balls =
    score.type === 'touchdown'
      ? scorerAt
        ? [{ x: scorerAt.x as number, y: scorerAt.y as number, carrier: scorerAt.id }]
        : null
      : puck
        ? [{ x: puck.x, y: puck.y, carrier: null }]
        : null
  if (!balls) return null
  return { view: { ...before, score: after.score, pieces, balls }, events: cut }
}

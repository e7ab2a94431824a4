// Whether a drill step's goal is met, judged on the GameView alone (the renderer and the tests use the same
// check). Pieces are named as in the drill; `ids` maps names to engine piece ids (drills.start answers it).
import type { GameView, PieceView } from '../engine/api'
import type { DrillGoal, DrillStep } from './schema'

export interface GoalContext {
  readonly ids: Readonly<Record<string, number>>
  /** The view when the drill started (scores and the active side are compared with it). */
  readonly start: GameView
}

export type StepStatus = 'pending' | 'done' | 'failed'

const piece = (view: GameView, ctx: GoalContext, name: string): PieceView | undefined =>
  view.pieces.find((p) => p.id === ctx.ids[name])

/** Not standing on the pitch any more: prone, stunned, or taken off (Blitz Bowl sends a beaten player to Reserves). */
const isDown = (p: PieceView | undefined): boolean => p === undefined || p.state !== 'standing'

/** No standing opponent next to him (Blitz Bowl "Open", Classic "not in a tackle zone", Cross Check stick zones). */
function isOpen(view: GameView, p: PieceView): boolean {
  if (p.x === null || p.y === null) return false
  return !view.pieces.some(
    (o) =>
      o.side !== p.side &&
      o.state === 'standing' &&
      o.x !== null &&
      o.y !== null &&
      !o.conditions?.includes('no-tackle-zone') &&
      Math.max(Math.abs(o.x - p.x!), Math.abs(o.y - p.y!)) === 1,
  )
}

export function goalMet(goal: DrillGoal, view: GameView, ctx: GoalContext): boolean {
  switch (goal.kind) {
    case 'piece-at': {
      const p = piece(view, ctx, goal.piece)
      return p !== undefined && goal.at.some(([x, y]) => p.x === x && p.y === y)
    }
    case 'piece-left': {
      const p = piece(view, ctx, goal.piece)
      return p === undefined || p.x !== goal.from[0] || p.y !== goal.from[1]
    }
    case 'piece-state': {
      const p = piece(view, ctx, goal.piece)
      return p !== undefined && goal.state.includes(p.state)
    }
    case 'open': {
      const p = piece(view, ctx, goal.piece)
      return p !== undefined && p.state === 'standing' && isOpen(view, p)
    }
    case 'carrier':
      return view.balls.some((b) => b.carrier === ctx.ids[goal.piece])
    case 'ball-loose':
      return view.balls.some((b) => b.carrier === null)
    case 'scored': {
      const side = goal.side === 'home' ? 0 : 1
      return view.score[side] > ctx.start.score[side]
    }
    case 'down':
      return isDown(piece(view, ctx, goal.piece))
    case 'decision':
      return view.decision.kind === goal.decision
    case 'turn-ended':
      return turnPassed(view, ctx)
    case 'all':
      return goal.goals.every((g) => goalMet(g, view, ctx))
    case 'any':
      return goal.goals.some((g) => goalMet(g, view, ctx))
  }
}

/** The drill's side no longer has the turn (a turnover, or the turn ended), or the game is over. */
function turnPassed(view: GameView, ctx: GoalContext): boolean {
  return view.activeSide !== ctx.start.activeSide || view.decision.side === null
}

/** Goals that are met by ending the turn (a touchdown or goal ends it; so does `turn-ended` itself). */
function endsTurn(goal: DrillGoal): boolean {
  if (goal.kind === 'all' || goal.kind === 'any') return goal.goals.some(endsTurn)
  return goal.kind === 'scored' || goal.kind === 'turn-ended'
}

/**
 * A step is done when its goal holds; it failed when one of its `fail` goals holds or the turn passed to the
 * other side (a drill is one team turn). Once the turn has passed only a goal that ends turns (a score) counts,
 * so nothing the other side's turn start does (a random event knocking a player over) completes a step.
 */
export function stepStatus(step: DrillStep, view: GameView, ctx: GoalContext): StepStatus {
  const passed = turnPassed(view, ctx)
  if (passed && !endsTurn(step.goal)) return 'failed'
  if (goalMet(step.goal, view, ctx)) return 'done'
  if ((step.fail ?? []).some((g) => goalMet(g, view, ctx))) return 'failed'
  return passed ? 'failed' : 'pending'
}

/** Every piece name a goal mentions (the loader checks they exist in the scenario). */
export function goalPieces(goal: DrillGoal): string[] {
  if (goal.kind === 'all' || goal.kind === 'any') return goal.goals.flatMap(goalPieces)
  return 'piece' in goal ? [goal.piece] : []
}

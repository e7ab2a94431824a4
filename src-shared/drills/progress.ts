// A drill's progress through its steps, judged on the views of its game: main stops the drill's game with it
// (services/GameHost's `until`), and the renderer's drill card shows it; both run this same pure code on the
// same views, so they always agree.
import type { GameView } from '../engine/api'
import { stepStatus, type GoalContext } from './goals'
import type { DrillGoal } from './schema'

export type DrillStatus = 'running' | 'success' | 'failure'

export interface DrillProgress {
  readonly step: number
  readonly status: DrillStatus
}

/** What progress needs of a step: its goal and its fail goals (no texts, no solution). */
export interface JudgedStep {
  readonly goal: DrillGoal
  readonly fail?: readonly DrillGoal[]
}

/**
 * Moves on past every step whose goal the view meets (one action can meet several: a Run that picks up the ball
 * and scores), stopping at the first pending or failed one. Steps never go back: a goal met stays met.
 */
export function progress(
  steps: readonly JudgedStep[],
  from: number,
  view: GameView,
  ctx: GoalContext,
): DrillProgress {
  let step = from
  while (step < steps.length) {
    // The schema's step type carries texts and a solution; the status check reads only goal and fail.
    const status = stepStatus(steps[step] as Parameters<typeof stepStatus>[0], view, ctx)
    if (status === 'failed') return { step, status: 'failure' }
    if (status === 'pending') return { step, status: 'running' }
    step++
  }
  return { step: steps.length - 1, status: 'success' }
}

/**
 * A judge that follows one drill game view by view (after every action, undo or redo) and says whether the drill
 * is over: a success or a failure ends it, and the game then takes no more actions.
 */
export function drillJudge(
  steps: readonly JudgedStep[],
  ids: Readonly<Record<string, number>>,
): (view: GameView, start: GameView) => DrillProgress {
  let now: DrillProgress = { step: 0, status: 'running' }
  return (view, start) => {
    if (now.status === 'running') now = progress(steps, now.step, view, { ids, start })
    return now
  }
}

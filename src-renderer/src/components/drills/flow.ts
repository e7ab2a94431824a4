// The drill's progress, as pure functions of the views (stores/drill.ts keeps the state): which step is current
// after a change, whether the drill succeeded or failed, and the squares to mark for the current step.
import { stepStatus, type GoalContext } from '@shared/drills/goals'
import type { GameView } from '@shared/engine/api'
import type { DrillStepInfo } from '@shared/ipc'
import type { SquareMark } from '../../scene/overlay'

export type DrillStatus = 'running' | 'success' | 'failure'

export interface DrillProgress {
  readonly step: number
  readonly status: DrillStatus
}

/**
 * Moves on past every step whose goal the view meets (one action can meet several: a Run that picks up the ball
 * and scores), stopping at the first pending or failed one. Steps never go back: a goal met stays met.
 */
export function progress(
  steps: readonly DrillStepInfo[],
  from: number,
  view: GameView,
  ctx: GoalContext,
): DrillProgress {
  let step = from
  while (step < steps.length) {
    // The schema's step type carries a solution; the status check reads only goal and fail.
    const status = stepStatus(steps[step] as Parameters<typeof stepStatus>[0], view, ctx)
    if (status === 'failed') return { step, status: 'failure' }
    if (status === 'pending') return { step, status: 'running' }
    step++
  }
  return { step: steps.length - 1, status: 'success' }
}

/** The current step's highlighted squares and pieces as table marks ('target' tone). */
export function stepMarks(
  step: DrillStepInfo | undefined,
  pieces: Readonly<Record<string, number>>,
  view: GameView | null,
): SquareMark[] {
  if (!step?.highlight || !view) return []
  const marks: SquareMark[] = []
  for (const [x, y] of step.highlight.squares ?? []) marks.push({ x, y, tone: 'target' })
  for (const name of step.highlight.pieces ?? []) {
    const p = view.pieces.find((q) => q.id === pieces[name])
    if (p && p.x !== null && p.y !== null) marks.push({ x: p.x, y: p.y, tone: 'selected' })
  }
  return marks
}

/**
 * The drill's area for the camera: every square its steps highlight and where the pieces they highlight stand in
 * `view` (the table frames them all, so the learner sees the whole exercise without moving the camera); a drill
 * that highlights nothing frames all its named pieces. Empty without a view.
 */
export function drillArea(
  steps: readonly DrillStepInfo[],
  pieces: Readonly<Record<string, number>>,
  view: GameView | null,
): { x: number; y: number }[] {
  if (!view) return []
  const out: { x: number; y: number }[] = []
  const named = new Set<number>()
  for (const step of steps) {
    for (const [x, y] of step.highlight?.squares ?? []) out.push({ x, y })
    for (const name of step.highlight?.pieces ?? []) if (name in pieces) named.add(pieces[name])
  }
  if (out.length === 0 && named.size === 0) for (const id of Object.values(pieces)) named.add(id)
  for (const p of view.pieces)
    if (named.has(p.id) && p.x !== null && p.y !== null) out.push({ x: p.x, y: p.y })
  return out
}

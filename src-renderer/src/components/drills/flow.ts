// The drill's progress, as pure functions of the views (stores/drill.ts keeps the state): which step is current
// after a change and whether the drill succeeded or failed (shared with main: @shared/drills/progress), and the
// squares to mark for the current step.
import type { GameView } from '@shared/engine/api'
import type { DrillStepInfo } from '@shared/ipc'
import type { SquareMark } from '../../scene/overlay'

export { progress, type DrillProgress, type DrillStatus } from '@shared/drills/progress'

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

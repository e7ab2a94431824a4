// "The plan ends where setView without animation would": the frame sampled at the plan's end, checked against
// the next view piece by piece and ball by ball.
import type { GameView } from '@shared/engine/api'
import { poseFor } from '@renderer/scene/pieces/placement'
import { samplePlan } from '@renderer/scene/animation/sample'
import type { AnimationPlan } from '@renderer/scene/animation/types'

export function endProblems(plan: AnimationPlan, next: GameView): string[] {
  const frame = samplePlan(plan, plan.duration)
  const out: string[] = []
  const byId = new Map(frame.pieces.map((p) => [p.id, p]))
  for (const p of next.pieces) {
    const f = byId.get(p.id)
    if (p.x === null || p.y === null) {
      if (f && f.scale !== 0) out.push(`piece ${p.id} is off the pitch but drawn at scale ${f.scale}`)
      continue
    }
    if (!f) {
      out.push(`piece ${p.id} is missing`)
      continue
    }
    if (f.x !== p.x || f.y !== p.y) out.push(`piece ${p.id} at ${f.x},${f.y}, not ${p.x},${p.y}`)
    if (f.pose !== poseFor(p.state) || f.blend !== 1) out.push(`piece ${p.id} lies ${f.pose}, not ${p.state}`)
    if (f.scale !== 1 || f.lift !== 0) out.push(`piece ${p.id} scale ${f.scale} lift ${f.lift}`)
  }
  next.balls.forEach((b, i) => {
    const f = frame.balls[i]
    if (!f || !f.visible) out.push(`ball ${i} is not drawn`)
    else if (f.x !== b.x || f.y !== b.y || f.lift !== 0)
      out.push(`ball ${i} at ${f.x},${f.y}+${f.lift}, not ${b.x},${b.y}`)
    else if (f.attached && f.carrier !== b.carrier)
      out.push(`ball ${i} held by ${f.carrier}, not ${b.carrier}`)
  })
  for (let i = next.balls.length; i < frame.balls.length; i++)
    if (frame.balls[i].visible) out.push(`ball ${i} is drawn but not in the view`)
  return out
}

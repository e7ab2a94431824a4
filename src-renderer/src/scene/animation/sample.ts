// Samples a plan at a time: where every piece and ball is, which roll lies on the table and how far its tumble
// has gone, which highlights glow. Pure, so "the last frame is the next view" is a unit test.
import type {
  AnimationPlan,
  BallFrame,
  BallKey,
  BallSegment,
  Frame,
  PieceFrame,
  PieceKey,
  PieceSegment,
} from './types'

/** Smooth start and stop. */
export const ease = (u: number): number => u * u * (3 - 2 * u)

/** A parabola through 0 at both ends, 1 at the middle. */
const hump = (u: number): number => 4 * u * (1 - u)

const lerp = (a: number, b: number, u: number): number => a + (b - a) * u

/** The segment running at t, or the rest after the last one that ended; null before the first. */
function find<S extends { start: number; duration: number }>(
  segs: readonly S[],
  t: number,
): { seg: S; u: number } | null {
  let found: { seg: S; u: number } | null = null
  for (const seg of segs) {
    if (t < seg.start) break
    // Past the end (with a hair of slack for sums of floats) it is exactly at rest: the plan's last frame must be
    // the next view to the bit, not 0.9999999 of the way there.
    const u = t >= seg.start + seg.duration - 1e-9 ? 1 : (t - seg.start) / seg.duration
    found = { seg, u }
    if (u < 1) break
  }
  return found
}

function restPiece(id: number, k: PieceKey): PieceFrame {
  return {
    id,
    x: k.x,
    y: k.y,
    lift: 0,
    pose: k.pose,
    fromPose: k.pose,
    blend: 1,
    scale: k.scale,
    moving: false,
  }
}

function samplePiece(id: number, start: PieceKey, segs: readonly PieceSegment[], t: number): PieceFrame {
  const hit = find(segs, t)
  if (!hit) return restPiece(id, start)
  const { seg, u } = hit
  if (u >= 1) return restPiece(id, seg.to)
  const e = ease(u)
  // Hops and flights move at an even pace (a parabola reads as a jump); pushes and settles ease in and out.
  const m = seg.motion === 'hop' || seg.motion === 'fly' ? u : e
  return {
    id,
    x: lerp(seg.from.x, seg.to.x, m),
    y: lerp(seg.from.y, seg.to.y, m),
    lift: seg.arc * hump(u),
    pose: seg.to.pose,
    fromPose: seg.from.pose,
    blend: seg.from.pose === seg.to.pose ? 1 : e,
    scale: lerp(seg.from.scale, seg.to.scale, e),
    moving: true,
  }
}

function restBall(k: BallKey, pieces: ReadonlyMap<number, PieceFrame>): BallFrame {
  const c = k.attached && k.carrier !== null ? pieces.get(k.carrier) : undefined
  // A carried ball rides on its carrier, wherever the carrier is in this frame.
  if (c) return { x: c.x, y: c.y, lift: c.lift, carrier: k.carrier, attached: true, visible: k.visible }
  return { x: k.x, y: k.y, lift: 0, carrier: k.carrier, attached: false, visible: k.visible }
}

function sampleBall(
  start: BallKey,
  segs: readonly BallSegment[],
  t: number,
  pieces: ReadonlyMap<number, PieceFrame>,
): BallFrame {
  const hit = find(segs, t)
  if (!hit) return restBall(start, pieces)
  const { seg, u } = hit
  if (u >= 1) return restBall(seg.to, pieces)
  const slide = seg.motion === 'slide' || seg.motion === 'settle'
  const m = slide ? ease(u) : u
  // Appearing: it drops onto its square from `arc` above. Otherwise a parabola of height `arc`.
  const lift = seg.motion === 'appear' ? seg.arc * (1 - u) * (1 - u) : seg.arc * hump(u)
  return {
    x: lerp(seg.from.x, seg.to.x, m),
    y: lerp(seg.from.y, seg.to.y, m),
    lift,
    carrier: null,
    attached: false,
    visible: seg.motion === 'vanish' ? u < 0.999 : seg.to.visible || seg.from.visible,
  }
}

export function samplePlan(plan: AnimationPlan, t: number): Frame {
  const pieces: PieceFrame[] = []
  const byId = new Map<number, PieceFrame>()
  for (const [id, start] of plan.startPieces) {
    const f = samplePiece(id, start, plan.pieces.get(id) ?? [], t)
    pieces.push(f)
    byId.set(id, f)
  }
  const balls = plan.startBalls.map((start, i) => sampleBall(start, plan.balls[i] ?? [], t, byId))
  let roll = -1
  plan.rolls.forEach((r, i) => {
    if (r.start <= t) roll = i
  })
  const r = plan.rolls[roll]
  const rollProgress = r ? (r.duration <= 0 ? 1 : Math.min(1, Math.max(0, (t - r.start) / r.duration))) : 0
  const highlights = plan.highlights
    .map((h, index) => ({ index, progress: (t - h.start) / h.duration }))
    .filter((h) => h.progress >= 0 && h.progress < 1)
  return { t, pieces, balls, roll, rollProgress, highlights }
}

// The win-chance line's drawing, pure (issue 20 point 6): each point of the home side's chance placed along the
// timeline (x: its position over the game's length, y: the chance, 1 at the top), the SVG polyline through them, and
// the biggest swings — the largest changes between one point and the next — marked, three at most.
import type { WinChancePoint } from '@shared/ipc'

/** A point with its place on the chart (the point itself kept whole: its turn names it in the hover tip). */
export interface PlacedPoint extends WinChancePoint {
  /** 0..1 along the track. */
  readonly x: number
  /** 0..1 down the chart: 0 is a certain home win, 1 a certain home loss (SVG's y runs down). */
  readonly y: number
}

export interface Swing {
  readonly from: WinChancePoint
  readonly to: WinChancePoint
  /** `to.home − from.home`: positive when the home side's chance rose. */
  readonly change: number
}

/** The points in the order of the game, placed on a chart over `length` positions. */
export function placePoints(points: readonly WinChancePoint[], length: number): PlacedPoint[] {
  const span = Math.max(1, length)
  return [...points]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      ...p,
      x: Math.min(1, p.position / span),
      y: 1 - p.home,
    }))
}

/** An SVG polyline's `points` for a chart `width` × `height`. */
export function polyline(placed: readonly PlacedPoint[], width: number, height: number): string {
  return placed.map((p) => `${round(p.x * width)},${round(p.y * height)}`).join(' ')
}

/**
 * The `count` largest changes of the home side's chance between neighbouring points (by size, the earlier first
 * on a tie); a line with no change has no swings.
 */
export function topSwings(points: readonly WinChancePoint[], count = 3): Swing[] {
  const sorted = [...points].sort((a, b) => a.position - b.position)
  const swings: Swing[] = []
  for (let i = 1; i < sorted.length; i++)
    swings.push({ from: sorted[i - 1], to: sorted[i], change: sorted[i].home - sorted[i - 1].home })
  return swings
    .filter((s) => s.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.to.position - b.to.position)
    .slice(0, count)
}

/** The point nearest along the chart to `x` (0..1; the earlier on a tie), or null for an empty line. */
export function nearestPoint(placed: readonly PlacedPoint[], x: number): PlacedPoint | null {
  let best: PlacedPoint | null = null
  for (const p of placed) if (!best || Math.abs(p.x - x) < Math.abs(best.x - x)) best = p
  return best
}

/** A chance as a whole percentage. */
export function percent(chance: number): number {
  return Math.round(chance * 100)
}

function round(v: number): number {
  return Math.round(v * 10) / 10
}

/** When a point was, as a message key of `timeline` and its values (the team named by side). */
export interface PointWhen {
  readonly key: string
  readonly params: { readonly period?: number; readonly turn?: number; readonly side?: 0 | 1 }
}

/**
 * When `point` was: the start, the final whistle, a half's kick-off (a period's face-off in Cross Check) before its
 * first team turn, or a team's turn.
 */
export function swingWhen(point: WinChancePoint, periods: boolean): PointWhen {
  const at = point.at
  if (point.position === 0 || !at) return { key: 'timeline.turnStart', params: {} }
  if (at.side === null)
    return { key: point.playouts === 0 ? 'timeline.turnEnd' : 'timeline.turnStart', params: {} }
  if (at.turn === 0)
    return { key: periods ? 'timeline.faceOffAt' : 'timeline.kickOffAt', params: { period: at.period } }
  return {
    key: periods ? 'timeline.turnAtPeriod' : 'timeline.turnAt',
    params: { period: at.period, turn: at.turn, side: at.side },
  }
}

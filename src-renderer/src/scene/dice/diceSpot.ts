// Where rolled dice land: on the board beside the action — next to the player the roll is for (else the ball, else
// the board's middle) — on squares nobody stands on, preferably in front of him (toward the viewer, so his figure
// never hides them) and never on the table's wood or past the board's edge. Pure: square maths only.
import { type BoardLayout, squareToWorld } from '../boards/layout'
import { DIE_SIZE, DIE_STEP } from './dieGeometry'
import type { DiceSpot } from './tumble'
/** Room kept round a row for the dice's jitter and turn when they settle. */
const ROW_MARGIN = 0.12

/** Squares (x, y) → 'x,y'. */
export const squareKey = (x: number, y: number): string => `${x},${y}`

export interface DiceGround {
  readonly layout: BoardLayout
  /** Squares with a piece on them ('x,y'), where no die may land. */
  readonly occupied: ReadonlySet<string>
}

/** Half the length (along x) and breadth of a row of `count` dice, in squares. */
export function rowHalf(count: number): { x: number; y: number } {
  const n = Math.max(1, count)
  return { x: ((n - 1) * DIE_STEP + DIE_SIZE) / 2 + ROW_MARGIN, y: DIE_SIZE / 2 + ROW_MARGIN }
}

/** The squares a row of `count` dice centred at square coordinates (cx, cy) lies on. */
export function rowSquares(cx: number, cy: number, count: number): { x: number; y: number }[] {
  const h = rowHalf(count)
  const out: { x: number; y: number }[] = []
  // Square i covers [i − 0.5, i + 0.5).
  for (let x = Math.round(cx - h.x); x <= Math.round(cx + h.x - 1e-9); x++)
    for (let y = Math.round(cy - h.y); y <= Math.round(cy + h.y - 1e-9); y++) out.push({ x, y })
  return out
}

function rowFits(cx: number, cy: number, count: number, ground: DiceGround, keep: string): boolean {
  const { width, height } = ground.layout
  return rowSquares(cx, cy, count).every(
    (s) =>
      s.x >= 0 &&
      s.y >= 0 &&
      s.x < width &&
      s.y < height &&
      !ground.occupied.has(squareKey(s.x, s.y)) &&
      squareKey(s.x, s.y) !== keep,
  )
}

/**
 * The spot for a roll of `count` dice near `anchor` (square coordinates, fractions allowed: a piece drawn between
 * squares; null: the board's middle): the nearest row of empty squares on the board, a row behind him (away from
 * the viewer) counting farther, as does one whose right-hand neighbour square is taken (the dice come in from the
 * right). Only a board with no room anywhere gets the anchor's own square.
 */
export function diceSpotNear(
  anchor: { readonly x: number; readonly y: number } | null,
  count: number,
  ground: DiceGround,
): DiceSpot {
  const { width, height } = ground.layout
  const a = anchor ?? { x: (width - 1) / 2, y: (height - 1) / 2 }
  const home = squareKey(Math.round(a.x), Math.round(a.y))
  const odd = Math.max(1, count) % 2 === 1
  let best: { x: number; y: number; score: number } | null = null
  // Row centres on square centres (an odd row) or between two (an even row), a few squares round the anchor first,
  // then anywhere on the board.
  for (const reach of [3, Math.max(width, height)]) {
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx2 = -2 * reach; dx2 <= 2 * reach; dx2++) {
        const cx = Math.round(a.x) + dx2 / 2
        const cy = Math.round(a.y) + dy
        // An odd row centres on a square, an even one between two.
        if (Number.isInteger(cx) !== odd) continue
        if (!rowFits(cx, cy, count, ground, home)) continue
        const behind = cy < a.y - 0.25 ? 0.9 : 0
        const half = rowHalf(count)
        const right = Math.round(cx + half.x + 0.5)
        const blocked = ground.occupied.has(squareKey(right, Math.round(cy))) ? 0.4 : 0
        const score = Math.hypot(cx - a.x, (cy - a.y) * 1.1) + behind + blocked
        if (!best || score < best.score - 1e-9) best = { x: cx, y: cy, score }
      }
    if (best) break
  }
  const at = best ?? { x: Math.round(a.x), y: Math.round(a.y) }
  const w = squareToWorld(ground.layout, at.x, at.y)
  // y = 0: the board's top, where the pieces stand.
  return { x: w.x, z: w.z, along: 'x', y: 0 }
}

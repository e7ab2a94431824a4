// Board geometry shared by every board builder, the piece layer and picking: one square is one world unit, the
// board is centred on the origin, x runs along the length (world +X) and y across (world +Z, so y = 0 is the far
// side in the default camera view). Pure maths, no three.js, so it is unit-tested in Node.

export type BoardKind = 'classic' | 'blitz' | 'crosscheck'

export interface BoardLayout {
  readonly kind: BoardKind
  /** Squares along the length (x). */
  readonly width: number
  /** Squares across (y). */
  readonly height: number
}

export const BOARD_LAYOUTS: Readonly<Record<BoardKind, BoardLayout>> = {
  // game-facts A1: 26 × 15 with one-square end zones at each short edge.
  classic: { kind: 'classic', width: 26, height: 15 },
  // game-facts B1 (measured, uncertain): 15 long × 11 wide, end zones one square deep.
  blitz: { kind: 'blitz', width: 15, height: 11 },
  // 000: The Rink — "the same dimensions as the normal Blood Bowl field".
  crosscheck: { kind: 'crosscheck', width: 26, height: 15 },
}

export interface WorldXZ {
  readonly x: number
  readonly z: number
}

/** Centre of square (x, y) in world coordinates. Fractional squares are allowed (for animation). */
export function squareToWorld(layout: BoardLayout, x: number, y: number): WorldXZ {
  return { x: x - (layout.width - 1) / 2, z: y - (layout.height - 1) / 2 }
}

/** The square under a world point, or null when the point is off the board. */
export function worldToSquare(layout: BoardLayout, wx: number, wz: number): { x: number; y: number } | null {
  const x = Math.floor(wx + layout.width / 2)
  const y = Math.floor(wz + layout.height / 2)
  if (x < 0 || y < 0 || x >= layout.width || y >= layout.height) return null
  return { x, y }
}

/** World x of the grid line between column `col - 1` and `col` (col 0 = the near short edge). */
export function columnEdge(layout: BoardLayout, col: number): number {
  return col - layout.width / 2
}

/** World z of the grid line between row `row - 1` and `row`. */
export function rowEdge(layout: BoardLayout, row: number): number {
  return row - layout.height / 2
}

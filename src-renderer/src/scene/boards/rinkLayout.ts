// Where the Cross Check rink's features are, in squares (000: The Rink). Pure data + maths, unit-tested; the ice
// texture and the 3D goals/penalty boxes both read it so paint and models agree.
import type { BoardLayout } from './layout'

export interface RinkFeatures {
  /** Column edge (grid line index) of the red centre line. */
  readonly redLine: number
  /** Column edges of the two blue lines. */
  readonly blueLines: readonly [number, number]
  /** Goal squares: one column at each end, three centre rows. */
  readonly goals: readonly { readonly x: number; readonly rows: readonly number[]; readonly facing: 1 | -1 }[]
  /** Crease squares (2 deep × 3 wide before each goal). */
  readonly creases: readonly { readonly x0: number; readonly x1: number; readonly rows: readonly number[] }[]
  /** Penalty boxes beside the red line, off the ice on the far (y < 0) side: [x0, x1] columns per side. */
  readonly penaltyBoxes: readonly { readonly side: 0 | 1; readonly x0: number; readonly x1: number }[]
}

export function rinkFeatures(layout: BoardLayout): RinkFeatures {
  const w = layout.width
  const mid = w / 2
  // 000: "The Goal is located in three center squares of the end zone."
  const centreRow = Math.floor(layout.height / 2)
  const rows = [centreRow - 1, centreRow, centreRow + 1]
  return {
    // 000: "The Red line is located in the center of the field."
    redLine: mid,
    // 000: "Two Blue lines is located four squares out from the Red line."
    blueLines: [mid - 4, mid + 4],
    goals: [
      { x: 0, rows, facing: 1 },
      { x: w - 1, rows, facing: -1 },
    ],
    // 000: "The Crease are the six squares in fron[t] of the Goal. (two squares by three)"
    creases: [
      { x0: 1, x1: 2, rows },
      { x0: w - 3, x1: w - 2, rows },
    ],
    // 000: "The Penalty Boxes are located in the center two squares on either side of the redline." Which box is
    // whose is a guess (home on the low-x side); it only changes colours.
    penaltyBoxes: [
      { side: 0, x0: mid - 2, x1: mid - 1 },
      { side: 1, x0: mid, x1: mid + 1 },
    ],
  }
}

// 000: The Rink — the rink's parts on Classic's 26 x 15 grid (docs/rules/cross-check-interpretations.md "The rink").
// x = 0..25 along the length (side 0 defends x = 0), y = 0..14 across. Goal squares are not ice (000: "treat the
// mouth of the goal as you would a wall").

import { z } from 'zod'

const rinkSchema = z
  .strictObject({
    length: z.number().int().min(10),
    width: z.number().int().min(7),
    /** The red line runs between x = redLineAfter and x = redLineAfter + 1. */
    redLineAfter: z.number().int(),
    /** Blue lines run after these x (side 0's first): 000 "four squares out from the Red line". */
    blueLineAfter: z.tuple([z.number().int(), z.number().int()]),
    goalX: z.tuple([z.number().int(), z.number().int()]),
    goalY: z.array(z.number().int()).length(3),
    creaseX: z.tuple([z.array(z.number().int()).length(2), z.array(z.number().int()).length(2)]),
    /** Squares of row y = 0 in front of each side's penalty box (cc-interp: penalty-box). */
    boxDoorX: z.tuple([z.array(z.number().int()).length(2), z.array(z.number().int()).length(2)]),
    /** Starting positions, [dx from own goal line, y]: goalie, centre, two wings, two defencemen. */
    start: z.array(z.tuple([z.number().int(), z.number().int()])).length(6),
  })
  .readonly()

export type Rink = z.output<typeof rinkSchema>

export const RINK: Rink = rinkSchema.parse({
  length: 26,
  width: 15,
  redLineAfter: 12,
  blueLineAfter: [8, 16],
  goalX: [0, 25],
  goalY: [6, 7, 8],
  creaseX: [
    [1, 2],
    [23, 24],
  ],
  boxDoorX: [
    [11, 12],
    [13, 14],
  ],
  // cc-interp: line-up — the face-off diagram was not retrieved; centre on the red line, wings wide, D-men back.
  start: [
    [1, 7], // goalie, middle of the crease
    [12, 7], // centre, at the red line (x = 12 for side 0, mirrored to 13)
    [11, 3], // wing
    [11, 11], // wing
    [7, 5], // defenceman
    [7, 9], // defenceman
  ],
})

export const LENGTH = RINK.length
export const WIDTH = RINK.width

export function onRink(x: number, y: number): boolean {
  return x >= 0 && x < LENGTH && y >= 0 && y < WIDTH
}

export function isGoal(x: number, y: number): boolean {
  return (x === RINK.goalX[0] || x === RINK.goalX[1]) && RINK.goalY.includes(y)
}

// Which squares are ice, made once (isIce is asked square by square in the AI's look-ahead).
const ICE = Uint8Array.from({ length: LENGTH * WIDTH }, (_, k) =>
  isGoal(k % LENGTH, Math.floor(k / LENGTH)) ? 0 : 1,
)

/** Ice a player may stand on: on the rink and not in a goal (a table made once: the AI asks it square by square). */
export function isIce(x: number, y: number): boolean {
  return onRink(x, y) && ICE[y * LENGTH + x] === 1
}

/** The side whose goal this square is, or -1. */
export function goalOf(x: number, y: number): number {
  if (!isGoal(x, y)) return -1
  return x === RINK.goalX[0] ? 0 : 1
}

/** The side whose crease this square is, or -1. */
export function creaseOf(x: number, y: number): number {
  if (!RINK.goalY.includes(y)) return -1
  if (RINK.creaseX[0].includes(x)) return 0
  if (RINK.creaseX[1].includes(x)) return 1
  return -1
}

/** Zone of a square for `side`: 'defensive', 'neutral' or 'offensive' (cc-interp: blue-lines). */
export function zoneFor(side: number, x: number): 'defensive' | 'neutral' | 'offensive' {
  const [b0, b1] = RINK.blueLineAfter
  const home = x <= b0 ? 'defensive' : x > b1 ? 'offensive' : 'neutral'
  if (side === 0) return home
  return home === 'defensive' ? 'offensive' : home === 'offensive' ? 'defensive' : 'neutral'
}

/** The starting square of slot 0..5 for a side (side 1 mirrors along x). */
export function startSquare(side: number, slot: number): [number, number] {
  const [dx, y] = RINK.start[slot]
  return side === 0 ? [dx, y] : [LENGTH - 1 - dx, y]
}

/** Direction a side attacks along x. */
export const attackDx = (side: number): 1 | -1 => (side === 0 ? 1 : -1)

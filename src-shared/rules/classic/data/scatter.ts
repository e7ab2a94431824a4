// The scatter template (D8) and the throw-in template. 004 uses both ("scatter template", "ingooi") but prints
// neither picture, so the numbering comes from game-facts A4. Coordinates follow pitch.ts: x along the length,
// y across; "up" on the template is toward y = 0.

export interface Step {
  readonly dx: -1 | 0 | 1
  readonly dy: -1 | 0 | 1
}

/**
 * game-facts A4 (botbowl's template): D8 -> direction, index 1..8 (index 0 unused).
 *   1 2 3
 *   4 . 5
 *   6 7 8
 */
export const SCATTER_D8: readonly (Step | null)[] = Object.freeze([
  null,
  { dx: -1, dy: -1 },
  { dx: 0, dy: -1 },
  { dx: 1, dy: -1 },
  { dx: -1, dy: 0 },
  { dx: 1, dy: 0 },
  { dx: -1, dy: 1 },
  { dx: 0, dy: 1 },
  { dx: 1, dy: 1 },
])

export function scatterStep(d8: number): Step {
  const step = SCATTER_D8[d8]
  if (!step) throw new RangeError(`The scatter template is rolled on a D8 (1..8), not ${d8}`)
  return step
}

/** How many squares of one-square scatter each kind of loose ball takes (the kick has its own distance). */
export const SCATTERS = Object.freeze({
  /** 004 (Het gooien van de bal): an inaccurate pass lands on the target square and scatters 3 times. */
  inaccuratePass: 3,
  /** 004: a ball that lands in an empty square, or is not caught, bounces one square. */
  bounce: 1,
  /** 004 (Fumbling): a fumbled pass scatters once from the thrower. */
  fumble: 1,
})

/**
 * 004 (Het opstellen van het team): the kick scatters in one D8 direction for D6 squares (2D6 after the
 * kick-off result Bad Kick), then, if it lands in an empty square, bounces once more.
 */
export const KICK = Object.freeze({
  direction: 'D8',
  distance: 'D6',
  badKickDistance: '2D6',
})

/**
 * Throw-in (game-facts A4, marked uncertain there; 004 only mentions "ingooi"): the crowd throws the ball back in
 * from the last square it crossed on the pitch. Roll a D6 for the direction: 1-2 and 5-6 are the two diagonals,
 * 3-4 straight in, all pointing away from the edge it crossed; then the ball travels 2D6 squares in a straight
 * line. If it goes out again, throw it in again from the last square it was on. A ball thrown in is caught like
 * a bouncing ball (002: +0); if it lands in an empty square it bounces.
 */
export const THROW_IN = Object.freeze({
  direction: 'D6',
  distance: '2D6',
})

/**
 * The three throw-in directions for a ball that left the pitch across the side(s) given: `outX` is -1 when it
 * left across the x = 0 end line, +1 across the far end line, 0 otherwise; `outY` likewise for the sidelines.
 * Both are non-zero when it left diagonally out of a corner square: then the three directions are the two
 * straight ones into the pitch and the diagonal between them (our reading of game-facts A4's "corners have
 * special cases"). The order is the die's: [1-2, 3-4, 5-6], the middle one being straight in.
 */
export function throwInSteps(outX: -1 | 0 | 1, outY: -1 | 0 | 1): readonly [Step, Step, Step] {
  // 0 - n rather than -n, so that a zero stays +0 (Object.is and deep-equal tell -0 apart).
  const inX = (0 - outX) as -1 | 0 | 1
  const inY = (0 - outY) as -1 | 0 | 1
  if (inX === 0 && inY === 0) throw new RangeError('A throw-in needs the side the ball went out across')
  if (inX !== 0 && inY !== 0) {
    return [
      { dx: inX, dy: 0 },
      { dx: inX, dy: inY },
      { dx: 0, dy: inY },
    ]
  }
  if (inY !== 0) {
    return [
      { dx: -1, dy: inY },
      { dx: 0, dy: inY },
      { dx: 1, dy: inY },
    ]
  }
  return [
    { dx: inX, dy: -1 },
    { dx: inX, dy: 0 },
    { dx: inX, dy: 1 },
  ]
}

/** The throw-in direction for a D6 (1..6). */
export function throwInStep(outX: -1 | 0 | 1, outY: -1 | 0 | 1, d6: number): Step {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6)
    throw new RangeError(`A throw-in direction is a D6, not ${d6}`)
  return throwInSteps(outX, outY)[Math.floor((d6 - 1) / 2)]
}

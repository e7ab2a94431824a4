// Pitch geometry (game-facts A1; 004 names the parts: end zones, wide zones, line of scrimmage, the halves).
//
// Coordinate convention, used by every Classic module:
//   x = 0..25 along the length. x = 0 and x = 25 are the end zones (one square deep). The home team (side 0)
//   defends x = 0 and scores in x = 25; the away team (side 1) defends x = 25.
//   y = 0..14 across. y = 0..3 and y = 11..14 are the wide zones; y = 4..10 is the centre strip.
//   The half-way line runs between x = 12 and x = 13: the home half is x = 0..12, the away half x = 13..25.
//   The line of scrimmage is the 7 centre-strip squares next to the half-way line: x = 12 (home), x = 13 (away).

export const PITCH_LENGTH = 26
export const PITCH_WIDTH = 15

/** The x of the end zone each side defends (the other side scores there). */
export const END_ZONE_X = Object.freeze([0, 25] as const)

/** The last x of the home half; the away half starts at HALFWAY_X + 1. */
export const HALFWAY_X = 12

/** The x of each side's line-of-scrimmage squares. */
export const LINE_OF_SCRIMMAGE_X = Object.freeze([12, 13] as const)

/** The rows of the centre strip, which is where the line-of-scrimmage squares are. */
export const CENTRE_MIN_Y = 4
export const CENTRE_MAX_Y = 10

/** The two wide zones, inclusive y ranges. */
export const WIDE_ZONES = Object.freeze([
  Object.freeze({ minY: 0, maxY: 3 }),
  Object.freeze({ minY: 11, maxY: 14 }),
])

/** 004 (Het opstellen van het team) and game-facts A1: setup limits. */
export const SETUP = Object.freeze({
  maxOnPitch: 11,
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 2,
})

export type PitchSide = 0 | 1

export function onPitch(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < PITCH_LENGTH && y >= 0 && y < PITCH_WIDTH
}

/** Which side's half a square is in (the half that side defends). */
export function halfOf(x: number): PitchSide {
  return x <= HALFWAY_X ? 0 : 1
}

/** Which wide zone a row is in: 0 = y 0..3, 1 = y 11..14, null = the centre strip. */
export function wideZoneOf(y: number): 0 | 1 | null {
  if (y >= WIDE_ZONES[0].minY && y <= WIDE_ZONES[0].maxY) return 0
  if (y >= WIDE_ZONES[1].minY && y <= WIDE_ZONES[1].maxY) return 1
  return null
}

export function isLineOfScrimmage(side: PitchSide, x: number, y: number): boolean {
  return x === LINE_OF_SCRIMMAGE_X[side] && y >= CENTRE_MIN_Y && y <= CENTRE_MAX_Y
}

/** Whether column x is the end zone that `side` scores in (the one the opponent defends). */
export function isScoringEndZone(side: PitchSide, x: number): boolean {
  return x === END_ZONE_X[side === 0 ? 1 : 0]
}

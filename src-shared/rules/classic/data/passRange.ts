// The range ruler as a square grid. 004 measures passes with the plastic range ruler ("Range Ruler") but does not
// describe its geometry, so the bands come from game-facts A7 (botbowl's pass matrix): dx and dy are the
// absolute column and row distances from thrower to target. Q = Quick, S = Short, L = Long, B = Long Bomb,
// '.' = out of range, '-' = the thrower's own square.

export type PassRange = 'quick' | 'short' | 'long' | 'long-bomb'

/** Shortest first: Strong Arm moves a pass one band down (003), Throw Team-Mate one band up (004). */
export const PASS_RANGES: readonly PassRange[] = Object.freeze([
  'quick',
  'short',
  'long',
  'long-bomb',
] as const)

/** game-facts A7: row = dy, column = dx, both 0..13. */
export const PASS_RANGE_MATRIX: readonly string[] = Object.freeze([
  '-QQQSSSLLLLBBB', // dy 0
  'QQQQSSSLLLLBBB', // dy 1
  'QQQSSSSLLLLBB.', // dy 2
  'QQSSSSSLLLBBB.', // dy 3
  'SSSSSSLLLLBBB.', // dy 4
  'SSSSSLLLLBBB..', // dy 5
  'SSSSLLLLLBBB..', // dy 6
  'LLLLLLLLBBB...', // dy 7
  'LLLLLLLBBBB...', // dy 8
  'LLLLLBBBBB....', // dy 9
  'LLLBBBBBB.....', // dy 10
  'BBBBBBB.......', // dy 11
  'BBBBB.........', // dy 12
  'BB............', // dy 13
])

const BANDS: Readonly<Record<string, PassRange>> = { Q: 'quick', S: 'short', L: 'long', B: 'long-bomb' }

/** The range band of a pass over (dx, dy) squares (signs ignored), or null if out of range or no distance. */
export function passRange(dx: number, dy: number): PassRange | null {
  const row = PASS_RANGE_MATRIX[Math.abs(dy)]
  const cell = row?.[Math.abs(dx)]
  return cell === undefined ? null : (BANDS[cell] ?? null)
}

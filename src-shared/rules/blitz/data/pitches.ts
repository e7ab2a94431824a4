// 001: Setting Up the Game — the two sides of the game board. Squares are [x, y]: x = 0..14 along the length,
// y = 0..10 across. x = 0 is the End Zone of side 0 (home), x = 14 that of side 1 (away).
// UNCERTAIN (game-facts B1, measured from a picture): 15 × 11 with one-square End Zones, four 2×2 blocked
// blocks, the single trapdoor in the centre. The two-trapdoor side has no published coordinates: our reading
// keeps the same blocked squares and puts one trapdoor in each half, on the centre row. Correct them here only.

import { z } from 'zod'

const square = z.tuple([z.number().int().min(0).max(14), z.number().int().min(0).max(10)])
const pitchSchema = z.strictObject({
  id: z.enum(['one-trapdoor', 'two-trapdoors']),
  name: z.string(),
  width: z.literal(15),
  height: z.literal(11),
  blocked: z.array(square),
  trapdoors: z.array(square).min(1).max(2),
})
export type Pitch = z.infer<typeof pitchSchema>

const BLOCKED: [number, number][] = []
for (const x0 of [3, 10])
  for (const y0 of [2, 7])
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      BLOCKED.push([x0 + dx, y0 + dy])

export const PITCHES: readonly Pitch[] = z.array(pitchSchema).parse([
  {
    id: 'one-trapdoor',
    name: 'Single trapdoor',
    width: 15,
    height: 11,
    blocked: BLOCKED,
    trapdoors: [[7, 5]],
  },
  {
    id: 'two-trapdoors',
    name: 'Two trapdoors',
    width: 15,
    height: 11,
    blocked: BLOCKED,
    trapdoors: [
      [4, 5],
      [10, 5],
    ],
  },
])

export const PITCH_WIDTH = 15
export const PITCH_HEIGHT = 11

/** Each side's blocked squares (1 per square index y * 15 + x) and trapdoor square indexes, in PITCHES order. */
export const PITCH_SQUARES: readonly {
  readonly blocked: Uint8Array
  readonly trapdoors: readonly number[]
}[] = PITCHES.map((p) => {
  const blocked = new Uint8Array(PITCH_WIDTH * PITCH_HEIGHT)
  for (const [x, y] of p.blocked) blocked[y * PITCH_WIDTH + x] = 1
  return { blocked, trapdoors: p.trapdoors.map(([x, y]) => y * PITCH_WIDTH + x) }
})

/**
 * The blocked squares, the same on both sides (our reading, above): the rules read them constantly, so they are one
 * fixed array rather than a lookup through the side in play. A side with other blocks must change this.
 */
export const BLOCKED_SQUARES: Uint8Array = PITCH_SQUARES[0].blocked
if (!PITCH_SQUARES.every((p) => p.blocked.every((v, k) => v === BLOCKED_SQUARES[k])))
  throw new Error(
    'Blitz Bowl pitches: both sides must have the same blocked squares (state.blocked is shared)',
  )

/** The index in PITCHES of a side's id, -1 for anything else. */
export const pitchIndex = (id: unknown): number => PITCHES.findIndex((p) => p.id === id)

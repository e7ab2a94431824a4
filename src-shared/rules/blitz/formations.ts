// Blitz Bowl's ready set-ups. 001: Setting Up the Game, step 5 — every player goes in a square of his team's own
// End Zone (one column of 11), one player a square; nothing else is limited, so a formation is only an order of the
// End Zone's rows. The fastest players take the first rows of the order (001: the first ball comes up on a
// trapdoor, and speed reaches it). "Place the rest" (`PLACE_REST_ROWS`) fills the rows nearest the middle first.

export interface BlitzFormation {
  readonly id: string
  /** End Zone rows (0..10), best first; the fastest player takes the first free one. */
  readonly rows: readonly number[]
}

export const BLITZ_FORMATIONS: readonly BlitzFormation[] = [
  { id: 'spread', rows: [5, 2, 8, 0, 10, 4, 6, 1, 9, 3, 7] },
  { id: 'middle', rows: [5, 4, 6, 3, 7, 2, 8, 1, 9, 0, 10] },
  { id: 'flanks', rows: [2, 8, 1, 9, 3, 7, 0, 10, 4, 6, 5] },
]

export const PLACE_REST_ROWS: readonly number[] = BLITZ_FORMATIONS[1].rows

// Formation presets for the "formation" setup action: a quick legal setup for coaches, the AI and random play.
// Each slot is [depth behind the line of scrimmage, row]; the first three slots are on the line (004: at least
// three there), and no formation puts more than two players in a wide zone (004: at most two per wide zone).

import { scrimmageColumn } from './layout'

export interface Formation {
  readonly id: string
  readonly name: string
  readonly slots: readonly (readonly [number, number])[]
}

export const FORMATIONS: readonly Formation[] = [
  {
    id: 'defence',
    name: 'Kick-off defence',
    slots: [
      [0, 7],
      [0, 6],
      [0, 8],
      [1, 4],
      [1, 10],
      [3, 2],
      [3, 12],
      [3, 7],
      [6, 5],
      [6, 9],
      [9, 7],
    ],
  },
  {
    id: 'offence',
    name: 'Receiving offence',
    slots: [
      [0, 6],
      [0, 7],
      [0, 8],
      [1, 3],
      [1, 11],
      [2, 5],
      [2, 9],
      [4, 7],
      [6, 3],
      [6, 11],
      [9, 7],
    ],
  },
  {
    id: 'wedge',
    name: 'Wedge',
    slots: [
      [0, 5],
      [0, 7],
      [0, 9],
      [1, 6],
      [1, 8],
      [2, 7],
      [3, 3],
      [3, 11],
      [5, 5],
      [5, 9],
      [8, 7],
    ],
  },
]

/** A preset formation's squares for `side`, [x, y] in the preset's order (the line of scrimmage's first). */
export function formationSquares(side: number, index: number): [number, number][] {
  const line = scrimmageColumn(side)
  const dir = side === 0 ? -1 : 1
  return FORMATIONS[index].slots.map(([depth, y]) => [line + dir * depth, y])
}

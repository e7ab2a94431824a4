// cc-interp: line-up — the skaters go to the fixed starting positions in the order picked (centre, two wings,
// two defencemen; data/rink.ts), so a Cross Check "formation" is a way of choosing who fills the open positions:
// each open position in turn takes the fit bench skater who scores best for it. "Place the rest" uses the
// balanced scoring (the Beginner's own: agility at the face-off, speed on the wings, strength at the back).

import { P_AG, P_MA, P_STR, TEAM_MAX } from '../layout'
import type { CrossCheckState } from '../state'

/** slot 1 = centre, 2-3 = wings, 4-5 = defencemen (data/rink.ts `start`). */
type Score = (ag: number, ma: number, st: number, slot: number) => number

export interface LineFormation {
  readonly id: string
  readonly score: Score
}

const balanced: Score = (ag, ma, st, slot) =>
  slot === 1 ? ag * 3 + ma * 0.5 + st * 0.2 : slot <= 3 ? ag * 2 + ma + st * 0.3 : st * 2 + ag + ma * 0.3

export const LINE_FORMATIONS: readonly LineFormation[] = [
  { id: 'balanced', score: balanced },
  // Speed everywhere: the quickest skaters first, agility breaking ties.
  { id: 'speed', score: (ag, ma) => ma * 2 + ag },
  // Muscle everywhere: the strongest first, for a checking game.
  { id: 'muscle', score: (ag, ma, st) => st * 2 + ag * 0.5 + ma * 0.1 },
]

export const PLACE_REST_FORMATION = 0

/** The best of `fit` (bench skaters of the side) for the starting slot by `formation`'s scoring. */
export function bestFor(s: CrossCheckState, fit: readonly number[], slot: number, formation: number): number {
  const w = s.m.w
  const score = LINE_FORMATIONS[formation].score
  let best = -1
  let bestValue = -Infinity
  for (const p of fit) {
    const v = score(w[P_AG + p], w[P_MA + p], w[P_STR + p], slot)
    if (v > bestValue) {
      best = p
      bestValue = v
    }
  }
  return best
}

export const sideSkaters = (side: number): number[] =>
  Array.from({ length: TEAM_MAX }, (_, i) => side * TEAM_MAX + i)

// The Cross Check coach's defence while the other side carries the puck. The Beginner sends every skater at the
// carrier; the carrier then skates round the chase to the squares next to our goal mouth, where no block can stop
// his shot (000: Passing and Shooting — a shot from there crosses no stick zone but the goalie's). So only the
// nearest few chase (steal or check); the rest fall back round our goal mouth, where their stick zones make every
// square the carried puck enters a contested roll (000: Controlling of the Puck) and every shot a block (000:
// Blocking the Puck).

import { creaseOf, isIce, RINK, startSquare } from '../../rules/crosscheck/data/rink'
import { occupant, puckX, puckY, sq } from '../../rules/crosscheck/geometry'
import { MAX_PLAYERS, P_GOALIE, P_SIDE, P_STATE, P_X, P_Y, PS_STANDING } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { cheb, ownGoalX } from './board'

/** Squares round our own goal mouth (one or two squares from a goal square), our crease left to the goalie. */
export function defenceSpots(s: CrossCheckState, side: number, p: number): number[] {
  const gx = ownGoalX(side)
  const out: number[] = []
  for (let y = 0; y < 15; y++)
    for (let x = Math.max(0, gx - 3); x <= gx + 3; x++) {
      if (!isIce(x, y) || creaseOf(x, y) === side) continue
      const d = Math.min(...RINK.goalY.map((gy) => cheb(x, y, gx, gy)))
      if (d < 1 || d > 2) continue
      const o = occupant(s, x, y)
      if (o >= 0 && o !== p) continue
      out.push(sq(x, y))
    }
  return out
}

/**
 * Is skater p one of the `n` of his side nearest the puck (so he chases the carrier rather than falls back)? Ties go
 * to the lower player number, so exactly `n` chase. Goalies and players off the ice or down do not count.
 */
export function isChaser(s: CrossCheckState, p: number, side: number, n: number): boolean {
  const w = s.m.w
  const px = puckX(s)
  const py = puckY(s)
  const d = cheb(w[P_X + p], w[P_Y + p], px, py)
  let nearer = 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== side || w[P_X + q] < 0 || w[P_GOALIE + q] === 1) continue
    if (w[P_STATE + q] !== PS_STANDING) continue
    const dq = cheb(w[P_X + q], w[P_Y + q], px, py)
    if (dq < d || (dq === d && q < p)) nearer++
  }
  return nearer < n
}

/** Is p already on a defence spot (within two squares of our goal mouth, out of our crease)? */
export function onDefenceSpot(s: CrossCheckState, side: number, p: number): boolean {
  const w = s.m.w
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const gx = ownGoalX(side)
  if (creaseOf(x, y) === side) return false
  const d = Math.min(...RINK.goalY.map((gy) => cheb(x, y, gx, gy)))
  return d >= 1 && d <= 2
}

/**
 * Our goalie's square: his starting one at the back of our crease, moved along the goal mouth to the puck's side.
 * From the middle his stick zone misses the path of a steep shot from beside the goal line two or three rows off
 * the goal's (000: Blocking the Puck — a block is tried only where the path crosses his zone or square), and those
 * were the Beginner's most common goals against the coach. Measured over 2,000 coach-v-Beginner games (seeds
 * 7000-7999 both ways): 1,581-187-232 at the middle, 1,625-174-201 on the puck's side (0.89 -> 0.82 goals against).
 * Tried and dropped: the side only while the puck is in our defensive zone (1,617-182-201), and the skaters round
 * the goal mouth on the puck's side too (1,622-170-208).
 */
export function goalieSpot(s: CrossCheckState, side: number): number {
  const [gx] = startSquare(side, 0)
  const gy = Math.min(Math.max(puckY(s), RINK.goalY[0]), RINK.goalY[RINK.goalY.length - 1])
  return sq(gx, gy)
}

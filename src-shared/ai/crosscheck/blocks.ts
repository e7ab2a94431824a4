// The Cross Check coach's block of a shot (000: Blocking the Puck). By the time the defenders are asked, the shot's
// accuracy and scatter are rolled, so the square it flies to is known: a shot heading wide needs no block, and one
// heading into our goal is best blocked where the block holds it. A block that succeeds in the blocker's own square
// scatters the puck from there ("Regardless of the results, the puck will scatter from the square the player is
// in"), and a natural 6 rebounds it D6 squares a random way: beside the goal mouth either may put it in. The
// Beginner blocks every shot, at the best roll (decisions.ts blockPuck).

import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import { A_BLOCK_PUCK, A_NO_BLOCK, kindOf, playerOf, xOf, yOf } from '../../rules/crosscheck/actions'
import { goalOf, isIce } from '../../rules/crosscheck/data/rink'
import { DIRS, occupant } from '../../rules/crosscheck/geometry'
import { P_AG } from '../../rules/crosscheck/layout'
import { blockModifier } from '../../rules/crosscheck/procs/flight'
import { arg, topFrame } from '../../rules/crosscheck/stack'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { intoGoal } from './shots'

/** How far a puck sliding from (x, y) one way goes before it enters a goal (1 to 6), or 0 if the boards stop it first. */
function reachesGoal(x: number, y: number, dx: number, dy: number): number {
  for (let i = 1; i <= 6; i++) {
    if (goalOf(x + i * dx, y + i * dy) >= 0) return i
    if (!isIce(x + i * dx, y + i * dy)) return 0
  }
  return 0
}

/**
 * Chance the puck goes in after a block that holds at (x, y): a natural 6 (`sixShare` of the holds) rebounds it a D6
 * of squares one of eight ways; otherwise a block in an occupied square scatters it one square, an empty one keeps it.
 */
function inAfterBlock(s: CrossCheckState, x: number, y: number, sixShare: number): number {
  let rebound = 0
  let scatter = 0
  for (const [dx, dy] of DIRS) {
    const k = reachesGoal(x, y, dx, dy)
    if (k > 0) rebound += 7 - k // every distance from k on goes in
    if (k === 1) scatter++
  }
  const rest = occupant(s, x, y) >= 0 ? scatter / DIRS.length : 0
  return sixShare * (rebound / (DIRS.length * 6)) + (1 - sixShare) * rest
}

/**
 * The coach's answer to a block-puck decision on a shot, as an index into `codes`; -1 for a pass (the Beginner's
 * answer stands). A shot flying wide is let go; one flying in is blocked where it is least likely to go in after all.
 */
export function coachShotBlock(s: CrossCheckState, codes: readonly number[]): number {
  const f = topFrame(s)
  if (arg(s, f, 3) !== 1) return -1
  const origin = arg(s, f, 5)
  const ox = origin % 32
  const oy = Math.floor(origin / 32)
  const none = codes.findIndex((c) => kindOf(c) === A_NO_BLOCK)
  if (!intoGoal(ox, oy, arg(s, f, 1), arg(s, f, 2))) return none
  let best = none
  let bestIn = 1
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]
    if (kindOf(c) !== A_BLOCK_PUCK) continue
    const q = playerOf(c)
    const need = agilityRollNeeded(s.m.w[P_AG + q], blockModifier(s, f, q, xOf(c), yOf(c)))
    const holds = (7 - need) / 6
    const goesIn = 1 - holds + holds * inAfterBlock(s, xOf(c), yOf(c), 1 / (7 - need))
    if (goesIn < bestIn) [best, bestIn] = [i, goesIn]
  }
  return best
}

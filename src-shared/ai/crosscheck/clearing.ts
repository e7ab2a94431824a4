// Clearing checks for the Cross Check coach: while our side holds the puck, a team-mate knocks down an opponent
// whose stick zone is over our carrier or his puck — a fallen player has no stick zone, so he neither steals
// (000: Taking Control) nor challenges the carried puck (000: Controlling of the Puck) nor blocks its shot — but
// only a check he is very unlikely to lose: our checker falling is a turnover (000: A Turnover happens when), so
// only with the dice ours to pick (more strength) and no roughing call (one of the two within a square of the puck).

import { BLOCK_DIE } from '../../rules/classic/data/blockDice'
import { A_CHECK, kindOf, playerOf } from '../../rules/crosscheck/actions'
import { creaseOf } from '../../rules/crosscheck/data/rink'
import { puckX, puckY } from '../../rules/crosscheck/geometry'
import { MAX_PLAYERS, P_GOALIE, P_SIDE, P_STATE, P_X, P_Y, PS_STANDING } from '../../rules/crosscheck/layout'
import { checkProbability } from '../../rules/crosscheck/probability'
import { checkDice } from '../../rules/crosscheck/procs/check'
import { hasSkill } from '../../rules/crosscheck/skills'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { carrierOf, cheb } from './board'

/**
 * Tried and dropped: even-strength checks (one die: a fall one time in three) on their carrier with his puck in our
 * defensive zone. Coach v Beginner, seeds 7000-7999 both ways: 1,617-183-200 with them against 1,625-174-201
 * without; a third more checks on the carrier (0.89 -> 1.32 a game) and no fewer goals against (0.83 -> 0.82).
 */
export const CLEARING = {
  /** Lowest chance the check knocks its target down. */
  knock: 0.5,
  /** Highest chance our checker falls (a turnover). */
  fall: 0.12,
}

/** Chance checker a falls in a check on t: every die he may pick shows his fall (002: Block dice results). */
export function fallChance(s: CrossCheckState, a: number, t: number): number {
  let bad = 0
  for (let d = 1; d <= 6; d++) {
    const face = BLOCK_DIE[d]
    if (face === 'attacker-down' || (face === 'both-down' && !hasSkill(s, a, 'block'))) bad++
  }
  const q = bad / 6
  const dice = checkDice(s, a, t)
  return dice.chooser === 'attacker' ? q ** dice.count : 1 - (1 - q) ** dice.count
}

/** Is opponent o a threat to our carrier c: standing, his stick zone over c or c's puck? */
function threatens(s: CrossCheckState, o: number, c: number): boolean {
  const w = s.m.w
  if (w[P_STATE + o] !== PS_STANDING || w[P_X + o] < 0) return false
  const x = w[P_X + o]
  const y = w[P_Y + o]
  return cheb(x, y, w[P_X + c], w[P_Y + c]) === 1 || cheb(x, y, puckX(s), puckY(s)) === 1
}

/** Could p check o without a penalty: no roughing (one of them beside the puck), no goalie in his crease? */
function fairCheck(s: CrossCheckState, p: number, o: number): boolean {
  const w = s.m.w
  if (w[P_GOALIE + o] === 1 && creaseOf(w[P_X + o], w[P_Y + o]) === w[P_SIDE + o]) return false
  const near = (q: number): boolean => cheb(w[P_X + q], w[P_Y + q], puckX(s), puckY(s)) <= 1
  return near(p) || near(o)
}

/** Is checking o by p safe: knock-down likely, our fall (a turnover) unlikely? */
const safe = (s: CrossCheckState, p: number, o: number): boolean =>
  fallChance(s, p, o) <= CLEARING.fall && checkProbability(s, p, o) >= CLEARING.knock

/** Is checking o by p a clearing check worth making (safe, fair, on a threat to our carrier)? */
export function clears(s: CrossCheckState, p: number, o: number): boolean {
  const c = carrierOf(s)
  const w = s.m.w
  if (c < 0 || c === p || w[P_SIDE + c] !== w[P_SIDE + p] || w[P_SIDE + o] === w[P_SIDE + p]) return false
  if (!threatens(s, o, c) || !fairCheck(s, p, o)) return false
  return safe(s, p, o)
}

/**
 * Is checking o by p worth it with the puck not ours: o is their carrier or stands beside the loose puck (a fallen
 * player neither takes nor steals it), the check is fair and safe. Strong, slow sides win their games this way.
 */
export function contests(s: CrossCheckState, p: number, o: number): boolean {
  const c = carrierOf(s)
  const w = s.m.w
  if (w[P_SIDE + o] === w[P_SIDE + p] || w[P_STATE + o] !== PS_STANDING || w[P_X + o] < 0) return false
  if (c >= 0 && w[P_SIDE + c] === w[P_SIDE + p]) return false
  const onPuck = o === c || (c < 0 && cheb(w[P_X + o], w[P_Y + o], puckX(s), puckY(s)) <= 1)
  return onPuck && fairCheck(s, p, o) && safe(s, p, o)
}

/** The index among `codes` of p's best safe check on their carrier or beside the loose puck, or -1. */
export function contestingCheck(s: CrossCheckState, codes: readonly number[], p: number): number {
  let best = -1
  let bestQ = 0
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_CHECK || !contests(s, p, playerOf(codes[i]))) continue
    const q = checkProbability(s, p, playerOf(codes[i]))
    if (q > bestQ) [best, bestQ] = [i, q]
  }
  return best
}

/** The index among `codes` of p's best clearing check, or -1. */
export function clearingCheck(s: CrossCheckState, codes: readonly number[], p: number): number {
  let best = -1
  let bestQ = 0
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_CHECK) continue
    const o = playerOf(codes[i])
    if (!clears(s, p, o)) continue
    const q = checkProbability(s, p, o)
    if (q > bestQ) [best, bestQ] = [i, q]
  }
  return best
}

/** Has p a clearing check from where he stands (an adjacent opponent he clears)? For the turn's order. */
export function canClear(s: CrossCheckState, p: number): boolean {
  const w = s.m.w
  if (w[P_STATE + p] !== PS_STANDING || w[P_X + p] < 0 || w[P_GOALIE + p] === 1) return false
  for (let o = 0; o < MAX_PLAYERS; o++)
    if (w[P_SIDE + o] !== w[P_SIDE + p] && cheb(w[P_X + o], w[P_Y + o], w[P_X + p], w[P_Y + p]) === 1)
      if (clears(s, p, o)) return true
  return false
}

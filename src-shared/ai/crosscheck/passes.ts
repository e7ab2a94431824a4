// When the Cross Check carrier passes, and to which square (000: Passing and Shooting, Taking Control of the Puck):
// a pass lands loose, so it goes to an empty square in the stick zone of a team-mate who has not skated yet this
// team turn (he skates next and takes it) and where no opponent's stick zone reaches the puck or him. Its worth is
// what the puck gains — nearer the goal mouth, out of the stick zones that steal it — times the chance it arrives
// (shots.ts passChance) and is taken, less what a pass that goes astray costs (a whiff is a turnover, a scatter
// leaves the puck loose). Never a pass that is offside or crosses a red and a blue line (a turnover). The Beginner
// passes only out of pressure; the coach also passes ahead to a free team-mate nearer the goal, and clears the puck
// out of our own end when nothing better is left (clearance).

import { A_PASS, kindOf, xOf, yOf } from '../../rules/crosscheck/actions'
import { creaseOf, isIce, RINK } from '../../rules/crosscheck/data/rink'
import { crossesTwoLines } from '../../rules/crosscheck/flightPath'
import { inStickZone, occupant, opposingZones, puckX, puckY } from '../../rules/crosscheck/geometry'
import {
  MAX_PLAYERS,
  P_AG,
  P_GOALIE,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_STANDING,
} from '../../rules/crosscheck/layout'
import { withRerolls } from '../../rules/crosscheck/procs/rerolls'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import { agility, attackGoalX, cheb, inOffence, matesInOffence, ownGoalX } from './board'
import { passChance } from './shots'

export interface PassStyle {
  /** Pass ahead to a free team-mate nearer the goal even when the carrier is free (else only out of pressure). */
  readonly ahead: boolean
  /** Lowest chance that the pass arrives and is taken. */
  readonly floor: number
  /** Lowest worth (in the units of `spot`) a pass must have. */
  readonly margin: number
  /** How far (squares) the receiver may stand from the puck's landing square: 1 he takes it where he stands. */
  readonly reach: number
}

export const BEGINNER_PASS: PassStyle = { ahead: false, floor: 0.2, margin: 0.05, reach: 1 }
export const COACH_PASS: PassStyle = { ahead: true, floor: 0.25, margin: 0.05, reach: 2 }

/** What a stray pass costs: the puck loose, or a turnover on the whiff. */
const ASTRAY = 0.2

/** How good it is to hold the puck at (x, y), the puck at (bx, by): near the goal mouth, out of stick zones. */
export function spot(s: CrossCheckState, side: number, x: number, y: number, bx: number, by: number): number {
  const gx = attackGoalX(side)
  return -0.12 * cheb(x, y, gx, 7) - 0.45 * opposingZones(s, side, x, y, bx, by)
}

export interface PassChoice {
  /** Index of the pass code, -1 for none worth making. */
  readonly index: number
  readonly value: number
}

/** The best pass of carrier p among `codes`, by `style`; index -1 when none beats its margin. */
export function bestPass(
  s: CrossCheckState,
  codes: readonly number[],
  p: number,
  style: PassStyle,
): PassChoice {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const ox = puckX(s)
  const oy = puckY(s)
  const here = spot(s, side, w[P_X + p], w[P_Y + p], ox, oy)
  const pressed = opposingZones(s, side, w[P_X + p], w[P_Y + p], ox, oy) > 0
  if (!pressed && !style.ahead) return { index: -1, value: 0 }
  const offside = !inOffence(side, ox) && matesInOffence(s, side, p) > 0
  let best: PassChoice = { index: -1, value: style.margin }
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_PASS) continue
    const tx = xOf(codes[i])
    const ty = yOf(codes[i])
    if (!isIce(tx, ty) || creaseOf(tx, ty) >= 0 || occupant(s, tx, ty) >= 0) continue
    if (crossesTwoLines(ox, tx, RINK.redLineAfter, RINK.blueLineAfter)) continue
    if (offside && inOffence(side, tx)) continue
    if (opposingZones(s, side, tx, ty, tx, ty) > 0) continue
    const q = receiver(s, p, side, tx, ty, style.reach)
    if (q < 0) continue
    const arrive = passChance(s, p, tx, ty)
    const take = withRerolls(s, q, 'pickup', agility(w[P_AG + q], 0))
    const ok = arrive * take
    if (ok < style.floor) continue
    // The receiver takes it beside the landing square: counted as holding it there.
    const gain = spot(s, side, tx, ty, tx, ty) - here
    if (!pressed && cheb(tx, ty, attackGoalX(side), 7) >= cheb(w[P_X + p], w[P_Y + p], attackGoalX(side), 7))
      continue // a free carrier passes only ahead
    const v = ok * gain - (1 - ok) * ASTRAY
    if (v > best.value) best = { index: i, value: v }
  }
  return best
}

/**
 * The team-mate of p who would take a puck landing on (tx, ty): standing with it in his stick zone (or, `reach` over
 * 1, within `reach` squares of it, to skate up and take it), not yet skated this team turn, no goalie, no opponent's
 * stick zone on him; the nearest to the puck, then to the goal. -1 for none.
 */
function receiver(
  s: CrossCheckState,
  p: number,
  side: number,
  tx: number,
  ty: number,
  reach: number,
): number {
  const w = s.m.w
  let best = -1
  let bestD = Infinity
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== side || w[P_X + q] < 0 || w[P_GOALIE + q] === 1) continue
    if (w[P_STATE + q] !== PS_STANDING || w[P_MOVED + q] === 1) continue
    const x = w[P_X + q]
    const y = w[P_Y + q]
    const near = cheb(x, y, tx, ty)
    if (near > reach || (near === 1 && !inStickZone(s, q, tx, ty)) || near === 0) continue
    if (opposingZones(s, side, x, y, x, y) > 0) continue
    const d = near * 100 + cheb(x, y, attackGoalX(side), 7)
    if (d < bestD) [best, bestD] = [q, d]
  }
  return best
}

/**
 * A clearance out of our own end, for a carrier with nothing better: the pass landing farthest up the ice (a square
 * by the boards, four or more rows off the goal's, before one in the middle) on an empty square out of the creases
 * and every opposing stick zone, never across a red and a blue line (000: a turnover). Only while the puck lies
 * within `depth` squares of our goal line: a puck still held there when our turn ends is stolen or checked loose
 * beside our goal mouth (a goalie holding it may be checked in his crease: 000). -1 when it lies further out or no
 * such pass is legal.
 */
export function clearance(s: CrossCheckState, codes: readonly number[], p: number, depth: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const gx = ownGoalX(side)
  const ox = puckX(s)
  if (Math.abs(ox - gx) > depth) return -1
  let best = -1
  let bestV = -Infinity
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_PASS) continue
    const tx = xOf(codes[i])
    const ty = yOf(codes[i])
    if (occupant(s, tx, ty) >= 0 || creaseOf(tx, ty) >= 0) continue
    if (crossesTwoLines(ox, tx, RINK.redLineAfter, RINK.blueLineAfter)) continue
    if (opposingZones(s, side, tx, ty, tx, ty) > 0) continue
    const v = Math.abs(tx - gx) + (Math.abs(ty - 7) >= 5 ? 1 : 0)
    if (v > bestV) [best, bestV] = [i, v]
  }
  return best
}

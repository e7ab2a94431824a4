// The Cross Check Beginner's choices during one player's move (000: Controlling of the Puck, Taking Control,
// Passing and Shooting, Checking): the carrier skates the puck next to the goal mouth, where no defender can
// block a shot, and shoots, or passes out of pressure to a free team-mate (passes.ts); a loose puck is chased and taken; the opposing carrier is stolen from or checked;
// team-mates wait onside, then crowd the goal for rebounds; the goalie keeps his crease. Never a fight (penalties
// hurt), never a check far from the puck (roughing).

import {
  A_CHECK,
  A_SHOOT,
  A_STEP,
  A_STOP,
  A_TAKE,
  kindOf,
  playerOf,
  xOf,
  yOf,
} from '../../rules/crosscheck/actions'
import { creaseOf, isIce, LENGTH, RINK, startSquare, WIDTH } from '../../rules/crosscheck/data/rink'
import { DIRS, puckDir, puckX, puckY, sq } from '../../rules/crosscheck/geometry'
import { G_MOVE_LEFT, P_AG, P_GOALIE, P_SIDE, P_X, P_Y } from '../../rules/crosscheck/layout'
import { checkProbability } from '../../rules/crosscheck/probability'
import { zoneModifier } from '../../rules/crosscheck/procs/puck'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import {
  attackGoalX,
  carrierOf,
  cheb,
  FAR,
  field,
  inOffence,
  matesInOffence,
  shootingSpots,
  shotChance,
  SQUARES,
} from './board'
import { BEGINNER_PASS, bestPass } from './passes'

const dist = new Float64Array(SQUARES)

/** Squares next to (x, y) on the ice. */
function around(x: number, y: number): number[] {
  const out: number[] = []
  for (const [dx, dy] of DIRS) if (isIce(x + dx, y + dy)) out.push(sq(x + dx, y + dy))
  return out
}

/** Where a team-mate of the carrier waits: onside at the blue line, or round the goal once the puck is in. */
export function supportSpots(s: CrossCheckState, side: number): number[] {
  const out: number[] = []
  const gx = attackGoalX(side)
  if (inOffence(side, puckX(s))) {
    for (let y = 0; y < WIDTH; y++)
      for (let x = 0; x < LENGTH; x++) {
        const d = cheb(x, y, gx, 7)
        if (isIce(x, y) && d >= 2 && d <= 4 && creaseOf(x, y) < 0) out.push(sq(x, y))
      }
    return out
  }
  const line = side === 0 ? RINK.blueLineAfter[1] : RINK.blueLineAfter[0] + 1
  for (let y = 1; y < WIDTH - 1; y++) out.push(sq(line, y))
  return out
}

/** Squares the carrier may stand on to have his puck next to the goal mouth. */
function carrierSpots(s: CrossCheckState, side: number): number[] {
  const [dx, dy] = DIRS[puckDir(s)]
  const out: number[] = []
  for (const k of shootingSpots(side)) {
    const x = (k % LENGTH) - dx
    const y = Math.floor(k / LENGTH) - dy
    if (isIce(x, y)) out.push(sq(x, y))
  }
  return out
}

/**
 * The legal step towards the lowest cost of `costs` (a field: board.ts field), if it improves on standing still;
 * else -1. With `noOffence` no step crosses into the offensive zone; `puckAhead` judges that line by a carrier's
 * puck, a square ahead of him, which is what crosses it (000: Offsides). Shared by the Beginner and the coach.
 */
export function bestStep(
  s: CrossCheckState,
  p: number,
  codes: readonly number[],
  noOffence: boolean,
  costs: Float64Array = dist,
  puckAhead = false,
): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const ahead = puckAhead && carrierOf(s) === p ? DIRS[puckDir(s)][0] : 0
  let best = -1
  let bestD = costs[sq(w[P_X + p], w[P_Y + p])]
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_STEP) continue
    const x = xOf(codes[i])
    const y = yOf(codes[i])
    if (noOffence && inOffence(side, x + ahead) && !inOffence(side, w[P_X + p] + ahead)) continue
    const d = costs[sq(x, y)]
    if (d < bestD - 1e-9) {
      bestD = d
      best = i
    }
  }
  return bestD >= FAR ? -1 : best
}

/** The index of the first action of kind `k` among `codes`, or -1. */
export const find = (codes: readonly number[], k: number): number => codes.findIndex((c) => kindOf(c) === k)

/**
 * A goalie's next action: he keeps to `home` in his crease (the Beginner's: his starting square; the coach's:
 * defence.ts goalieSpot) and only takes a loose puck lying beside him.
 */
export function goalieMove(s: CrossCheckState, codes: readonly number[], p: number, home: number): number {
  const take = find(codes, A_TAKE)
  if (take >= 0 && carrierOf(s) < 0) return take
  field(s, p, [home], dist)
  const step = bestStep(s, p, codes, true)
  const stop = find(codes, A_STOP)
  return step >= 0 ? step : stop >= 0 ? stop : 0
}

/** The index of the move's next action. */
export function moveChoice(s: CrossCheckState, codes: readonly number[], p: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const c = carrierOf(s)
  const stop = find(codes, A_STOP)
  const orStop = (i: number): number => (i >= 0 ? i : stop >= 0 ? stop : 0)
  const take = find(codes, A_TAKE)
  const x = w[P_X + p]
  const y = w[P_Y + p]

  // Out of the penalty box (his time served): onto the ice by its door first; the next choice plays from there.
  if (x < 0) return orStop(find(codes, A_STEP))

  if (w[P_GOALIE + p] === 1) {
    const [gx, gy] = startSquare(side, 0)
    return goalieMove(s, codes, p, sq(gx, gy))
  }

  if (c === p) {
    let shot = -1
    let shotP = 0
    for (let i = 0; i < codes.length; i++)
      if (kindOf(codes[i]) === A_SHOOT) {
        const q = shotChance(s, p, xOf(codes[i]), yOf(codes[i]))
        if (q > shotP) [shot, shotP] = [i, q]
      }
    if (shotP >= 0.3) return shot
    // Out of pressure: a pass to a free team-mate beside him (passes.ts), when it is likely to be taken.
    const pass = bestPass(s, codes, p, BEGINNER_PASS)
    if (pass.index >= 0) return pass.index
    field(s, p, carrierSpots(s, side), dist)
    // Offsides: the puck must not enter the offensive zone while a team-mate is already in it.
    const step = w[G_MOVE_LEFT] >= 1 ? bestStep(s, p, codes, matesInOffence(s, side, p) > 0) : -1
    if (step >= 0) return step
    return shotP >= 0.12 ? shot : orStop(-1)
  }

  if (c < 0) {
    if (take >= 0) return take
    field(s, p, around(puckX(s), puckY(s)), dist)
    return orStop(bestStep(s, p, codes, false))
  }

  if (w[P_SIDE + c] !== side) {
    // Steal first (a failed contested roll costs nothing), then check the carrier when the odds are good.
    if (take >= 0) {
      const c0 = w[P_AG + p] + zoneModifier(s, p)
      const h0 = w[P_AG + c] + 1 + zoneModifier(s, c)
      let wins = 0
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + c0 > b + h0) wins++
      if (wins / 36 >= 0.15) return take
    }
    const check = codes.findIndex((k) => kindOf(k) === A_CHECK && playerOf(k) === c)
    if (check >= 0 && checkProbability(s, p, c) >= 0.4) return check
    // Otherwise get the puck into his stick zone (to steal next) — staying on the carrier where he can.
    if (cheb(x, y, puckX(s), puckY(s)) === 1) return orStop(-1)
    field(s, p, around(puckX(s), puckY(s)), dist)
    return orStop(bestStep(s, p, codes, false))
  }

  // A team-mate has the puck: wait onside, or crowd the goal once the puck is in the offensive zone.
  field(s, p, supportSpots(s, side), dist)
  return orStop(bestStep(s, p, codes, !inOffence(side, puckX(s))))
}

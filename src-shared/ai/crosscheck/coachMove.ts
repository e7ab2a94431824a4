// The Cross Check coach's choices during one player's move: the Beginner's plan (move.ts), made stricter where
// games are lost. A hold roll's natural 1 (1 in 6 each time a player leaves an opposing stick zone) is a fall and
// a turnover, and each new opposing zone the carried puck enters is a contested roll the carrier loses about two
// times in five (000: Holding, Controlling of the Puck) — so the carrier prices stick zones far higher, and players
// with nothing to gain stay put rather than skate out of a zone. Team-mates of a carrier who has skated cover his
// puck (each of them in a stealer's way is -1 to every steal: 000 Taking Control), and a free shot is always taken.

import { A_SHOOT, A_STEP, A_STOP, A_TAKE, kindOf, xOf, yOf } from '../../rules/crosscheck/actions'
import { creaseOf, isIce } from '../../rules/crosscheck/data/rink'
import { DIRS, opposingZones, puckDir, puckX, puckY, sq } from '../../rules/crosscheck/geometry'
import {
  G_MOVE_LEFT,
  G_TOOK_TRY,
  MAX_PLAYERS,
  P_GOALIE,
  P_MOVED,
  P_SIDE,
  P_X,
  P_Y,
} from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import {
  carrierOf,
  cheb,
  FAR,
  field,
  inOffence,
  matesInOffence,
  shootingSpots,
  shotChance,
  SQUARES,
  xOfSq,
  yOfSq,
} from './board'
import { clearingCheck, contestingCheck } from './clearing'
import { lastTurnOfPeriod } from './clock'
import { defenceSpots, goalieSpot, isChaser, onDefenceSpot } from './defence'
import { goalChance } from './shots'
import { bestStep as sharedStep, find, goalieMove, moveChoice, supportSpots } from './move'
import { bestPass, clearance, COACH_PASS, type PassStyle } from './passes'

/**
 * The coach's numbers and switches. Each was measured coach v Beginner on fixed seeds, each seed played twice with
 * the sides swapped; the switches stay so a measurement can turn one off against the rest.
 */
export const COACH = {
  /** Extra skating cost per opposing stick zone for the carrier (the Beginner's is 3, a step's 2). */
  carrierZoneCost: 8,
  /**
   * A carrier in an opposing stick zone steps out only when the field improves by more than this. Off: at 8 and 16
   * the carrier left in the zone lost the puck to steals so often that the coach fell to 41 and 33 wins of 100.
   */
  carrierLeaveCost: 0,
  /**
   * Shoot at once from this chance up (the Beginner: 0.3). Coach v Beginner, seeds 7000–7199 both ways (400 games),
   * with shootLast 0: 294-54-52 at 0.3 and 0.4, 304-45-51 at 0.2, 296-47-57 at 0.1.
   */
  shootAt: 0.2,
  /**
   * With no better step left, shoot from this chance up (the Beginner: 0.12). Any chance at all: a puck kept at the
   * end of the move is stolen or checked loose in the Beginner's turn, while a shot that misses lands loose by their
   * goal, where our skaters crowd for the rebound (move.ts supportSpots). Coach v Beginner, seeds 7000–7199 both
   * ways (400 games): 244-61-95 and 2.33–1.14 goals a game at 0.12, 260-59-81 at 0.05, 294-54-52 and 3.25–1.07 at 0.
   */
  shootLast: 0,
  /** How many team-mates cover the carrier's puck once he has skated. */
  coverers: 3,
  /** Team-mates cover the puck. */
  cover: true,
  /** Players in an opposing stick zone stay unless they chase a loose puck or the opposing carrier. */
  stayInZone: true,
  /** Shots read by their chance to score (shots.ts), not only the accurate shot's. */
  trueShots: true,
  /** A player whose take failed stays in his square (rather than skating on out of a stick zone). */
  afterTake: true,
  /** A player in an opposing stick zone chases a loose puck only when he reaches it this move. */
  looseReach: true,
  /**
   * Slack (in field cost) on 'reaches it this move'. Coach v Beginner, the goalie on the puck's side, 2,000 games
   * each on seeds 7000-7999 and 8000-8999 (both ways): 1,625-174-201 and 1,587-190-223 at 4; 1,636-179-185 and
   * 1,608-179-213 at 2 (0: 1,627-180-193, 1: 1,617-183-200 on the first set: the steps between are noise-sized).
   */
  looseSlack: 2,
  /** The carrier's shooting spots outside the opposing crease when there are any. */
  noCrease: true,
  /** A player who is not taking the puck steps out of the opposing crease. */
  leaveCrease: true,
  /** A team-mate already beside the skated carrier's puck stays there. */
  stayCovering: true,
  /** The carrier passes (passes.ts): out of pressure, and ahead when his skating gains nothing more. */
  passes: true,
  /** While they carry the puck only the nearest `chasers` go at it; the rest fall back round our goal (defence.ts). */
  defend: true,
  chasers: 3,
  /**
   * On the side's last team turn of a period any shot beats keeping the puck (clock.ts); with shootLast at 0 he shoots
   * at any chance in every turn, so this matters only to a measurement that raises shootLast.
   */
  clock: true,
  /** Team-mates of our carrier knock down the opponents over him or his puck, when safe (clearing.ts). */
  clear: true,
  /** With the puck not ours, a safe check on their carrier or beside the loose puck (clearing.ts). */
  contest: true,
  /** A goalie with the puck passes it out (passes.ts, GOALIE_PASS). */
  goaliePass: true,
  /**
   * Shots are blocked only when they fly in, where the block keeps them out best (blocks.ts). Coach v Beginner,
   * seeds 7000–7999 both ways (2,000 games): 1,485-232-283 and 1.09 goals against a game without, 1,514-215-271
   * and 1.05 with (the clearance off); 1,575-198-227 (0.92) and 1,581-187-232 (0.89) with the clearance on.
   */
  shotBlocks: true,
  /**
   * A carrier (the goalie too) left with the puck within `clearDepth` squares of our goal line, no shot, step or pass
   * better, clears it up the ice (passes.ts clearance) rather than keep it there for a steal or a check beside our
   * goal mouth. Coach v Beginner, seeds 7000–7999 both ways (2,000 games, the shot blocks on): 1,514-215-271 and
   * 1.05 goals against a game without, 1,581-187-232 and 0.89 with. It was reverted once on 40 Hard games
   * (33-2-5 with, 33-5-2 without), a sample too small to tell them apart.
   */
  clearance: true,
  clearDepth: 3,
  /** The goalie stands on the puck's side of our goal mouth (defence.ts goalieSpot), not always at its middle. */
  goalieSide: true,
}

/** The goalie's pass: to any free team-mate who takes it three times in ten or more. */
const GOALIE_PASS: PassStyle = { ahead: true, floor: 0.3, margin: 0, reach: 2 }

/** The squares beside the puck (ice), where a stick zone is over it. */
function aroundPuck(s: CrossCheckState): number[] {
  const out: number[] = []
  for (const [dx, dy] of DIRS)
    if (isIce(puckX(s) + dx, puckY(s) + dy)) out.push(sq(puckX(s) + dx, puckY(s) + dy))
  return out
}

const dist = new Float64Array(SQUARES)

/** The legal step towards our field's lowest cost (move.ts bestStep; a carrier's offside line is his puck's). */
const bestStep = (s: CrossCheckState, p: number, codes: readonly number[], noOffence: boolean): number =>
  sharedStep(s, p, codes, noOffence, dist, true)

/**
 * Squares the carrier may stand on to have his puck next to the goal mouth; outside the opposing crease when any
 * is (000: Interference — in the crease as his team's turn ends, and his shot ends his move).
 */
function carrierSpots(s: CrossCheckState, side: number): number[] {
  const [dx, dy] = DIRS[puckDir(s)]
  const out: number[] = []
  const crease: number[] = []
  for (const k of shootingSpots(side)) {
    const x = xOfSq(k) - dx
    const y = yOfSq(k) - dy
    if (isIce(x, y)) (creaseOf(x, y) === 1 - side ? crease : out).push(sq(x, y))
  }
  return out.length > 0 && COACH.noCrease ? out : [...out, ...crease]
}

/** The carrier: a free or good shot at once; else skate towards a shooting spot, stick zones priced high. */
function carrierMove(s: CrossCheckState, codes: readonly number[], p: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const stop = find(codes, A_STOP)
  let shot = -1
  let shotP = 0
  for (let i = 0; i < codes.length; i++)
    if (kindOf(codes[i]) === A_SHOOT) {
      const q = COACH.trueShots
        ? goalChance(s, p, xOf(codes[i]), yOf(codes[i]))
        : shotChance(s, p, xOf(codes[i]), yOf(codes[i]))
      if (q > shotP) [shot, shotP] = [i, q]
    }
  if (shot >= 0 && shotP >= COACH.shootAt) return shot
  const x = w[P_X + p]
  const y = w[P_Y + p]
  // A pass (passes.ts): out of pressure at once (skating out of a stick zone is a hold roll, and a carrier left in
  // one is stolen from); ahead to a free team-mate nearer the goal once his own skating gains nothing more.
  // The pass is weighed only when it can be the answer (a pure read, the dearest of a carrier's step: a fourth of a
  // rollout's time when weighed at every step the carrier simply skates on).
  let weighed: { index: number; value: number } | null = null
  const passOf = (): { index: number; value: number } =>
    (weighed ??= COACH.passes ? bestPass(s, codes, p, COACH_PASS) : { index: -1, value: 0 })
  if (opposingZones(s, side, x, y, puckX(s), puckY(s)) > 0 && passOf().index >= 0) return passOf().index
  field(s, p, carrierSpots(s, side), dist, COACH.carrierZoneCost)
  const step = w[G_MOVE_LEFT] >= 1 ? bestStep(s, p, codes, matesInOffence(s, side, p) > 0) : -1
  // Leaving a square in an opposing stick zone is a hold roll (a natural 1 falls and loses the puck): worth it
  // only for a clear gain on the way to a shot.
  const leave = opposingZones(s, side, x, y, x, y) > 0 ? COACH.carrierLeaveCost : 0
  if (step >= 0 && dist[sq(x, y)] - dist[sq(xOf(codes[step]), yOf(codes[step]))] > leave) return step
  const pass = passOf()
  if (pass.index >= 0 && pass.value > shotP) return pass.index
  // The period's last own turn: the puck is dropped again after it, so any shot is better than none.
  const floor = COACH.clock && lastTurnOfPeriod(s) ? 0 : COACH.shootLast
  if (shot >= 0 && shotP > floor) return shot
  const clear = COACH.clearance ? clearance(s, codes, p, COACH.clearDepth) : -1
  if (clear >= 0) return clear
  return stop >= 0 ? stop : 0
}

/** Squares beside the puck (its stick zone), where a team-mate makes every steal harder; not the opposing crease. */
function coverSpots(s: CrossCheckState, side: number): number[] {
  const out: number[] = []
  const px = puckX(s)
  const py = puckY(s)
  const noOffence = !inOffence(side, px)
  for (const [dx, dy] of DIRS) {
    const x = px + dx
    const y = py + dy
    if (!isIce(x, y) || creaseOf(x, y) === 1 - side) continue
    if (noOffence && inOffence(side, x)) continue // offside when the puck goes in
    out.push(sq(x, y))
  }
  return out
}

/** Is p among the `n` team-mates nearest the puck that do not cover it yet (so he should go and cover it)? */
function isCoverer(s: CrossCheckState, p: number, side: number, c: number, n: number): boolean {
  const w = s.m.w
  const px = puckX(s)
  const py = puckY(s)
  const d = cheb(w[P_X + p], w[P_Y + p], px, py)
  let covering = 0
  let nearer = 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || q === c || w[P_SIDE + q] !== side || w[P_X + q] < 0 || w[P_GOALIE + q] === 1) continue
    const dq = cheb(w[P_X + q], w[P_Y + q], px, py)
    if (dq === 1) covering++
    else if (w[P_MOVED + q] === 0 && (dq < d || (dq === d && q < p))) nearer++
  }
  return d > 1 && covering + nearer < n
}

/** A step out of the opposing crease, into the fewest opposing stick zones; -1 when there is none. */
function creaseExit(s: CrossCheckState, codes: readonly number[], side: number): number {
  let best = -1
  let bestZ = Infinity
  for (let i = 0; i < codes.length; i++) {
    if (kindOf(codes[i]) !== A_STEP) continue
    const x = xOf(codes[i])
    const y = yOf(codes[i])
    if (creaseOf(x, y) === 1 - side) continue
    const z = opposingZones(s, side, x, y, x, y)
    if (z < bestZ) [best, bestZ] = [i, z]
  }
  return best
}

/** The index of the move's next action. */
export function coachMoveChoice(s: CrossCheckState, codes: readonly number[], p: number): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const c = carrierOf(s)
  // A goalie holding the puck passes it out to a free team-mate (passes.ts) rather than wait in the crease for a
  // steal beside our goal mouth.
  if (COACH.goaliePass && w[P_GOALIE + p] === 1 && c === p) {
    const pass = bestPass(s, codes, p, GOALIE_PASS)
    if (pass.index >= 0) return pass.index
    const clear = COACH.clearance ? clearance(s, codes, p, COACH.clearDepth) : -1
    if (clear >= 0) return clear
  }
  if (COACH.goalieSide && w[P_GOALIE + p] === 1 && c !== p) {
    const x = w[P_X + p]
    const y = w[P_Y + p]
    // Never out of a stick zone for his spot: a fall is a turnover and leaves the goal open.
    const stop = find(codes, A_STOP)
    if (opposingZones(s, side, x, y, x, y) > 0 && !(c < 0 && find(codes, A_TAKE) >= 0))
      return stop >= 0 ? stop : 0
    return goalieMove(s, codes, p, goalieSpot(s, side))
  }
  // The goalie, and a skater still in the penalty box (out by its door first), as the Beginner moves them.
  if (w[P_GOALIE + p] === 1 || w[P_X + p] < 0) return moveChoice(s, codes, p)
  if (c === p) return carrierMove(s, codes, p)
  const stop = find(codes, A_STOP)
  const take = find(codes, A_TAKE)
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const zoned = opposingZones(s, side, x, y, x, y) > 0
  if (c >= 0 && w[P_SIDE + c] === side) {
    if (COACH.clear) {
      const check = clearingCheck(s, codes, p)
      if (check >= 0) return check
    }
    // A team-mate has the puck: the nearest cover it once he has skated; the rest as the Beginner (onside, then
    // round the goal), but never skating out of a stick zone for that.
    const covering = cheb(x, y, puckX(s), puckY(s)) === 1
    if (COACH.cover && COACH.stayCovering && w[P_MOVED + c] === 1 && covering && creaseOf(x, y) !== 1 - side)
      return stop >= 0 ? stop : 0
    if (COACH.cover && w[P_MOVED + c] === 1 && isCoverer(s, p, side, c, COACH.coverers)) {
      field(s, p, coverSpots(s, side), dist)
      const step = bestStep(s, p, codes, !inOffence(side, puckX(s)))
      if (step >= 0 && !(zoned && COACH.stayInZone && dist[sq(x, y)] > 12)) return step
    }
    if (COACH.stayInZone && zoned) return stop >= 0 ? stop : 0
    field(s, p, supportSpots(s, side), dist)
    const step = bestStep(s, p, codes, !inOffence(side, puckX(s)))
    return step >= 0 ? step : stop >= 0 ? stop : 0
  }
  if (COACH.leaveCrease && creaseOf(x, y) === 1 - side && !(c < 0 && take >= 0)) {
    // 000: Interference — a player still in the opposing crease as his team's turn ends may be sent off (4+).
    const out = creaseExit(s, codes, side)
    if (out >= 0) return out
  }
  if (c >= 0 && take >= 0) return take // a steal: a failed contested roll costs nothing, a tie loosens the puck
  if (COACH.contest) {
    // A safe check on their carrier, or on an opponent beside the loose puck we cannot take this step.
    const check = c >= 0 || take < 0 ? contestingCheck(s, codes, p) : -1
    if (check >= 0) return check
  }
  if (
    COACH.defend &&
    c >= 0 &&
    cheb(x, y, w[P_X + c], w[P_Y + c]) > 1 &&
    !isChaser(s, p, side, COACH.chasers)
  ) {
    // Not one of the chasers: back round our goal mouth, or stay there (never out of a stick zone for it).
    if (onDefenceSpot(s, side, p) || (COACH.stayInZone && zoned)) return stop >= 0 ? stop : 0
    field(s, p, defenceSpots(s, side, p), dist)
    const step = bestStep(s, p, codes, false)
    if (step >= 0) return step
  }
  if (c < 0) {
    if (take >= 0) return take
    // After a failed take (one a move) he stays: skating on out of a stick zone only risks a fall.
    if (COACH.afterTake && w[G_TOOK_TRY] === 1 && zoned) return stop >= 0 ? stop : 0
    if (COACH.looseReach && zoned) {
      // Out of a stick zone only to reach the puck this move.
      field(s, p, aroundPuck(s), dist)
      const here = dist[sq(x, y)]
      if (here >= FAR || here > 2 * w[G_MOVE_LEFT] + COACH.looseSlack) return stop >= 0 ? stop : 0
    }
  }
  return outOfCrease(s, codes, side, moveChoice(s, codes, p), stop)
}

/**
 * The Beginner's chase, kept out of the opposing crease unless the step puts the puck in his stick zone (to take or
 * steal it next): a chase that steps in and out of the crease round a puck it cannot reach only risks holds and
 * ends turns with players in the crease (000: Interference).
 */
function outOfCrease(
  s: CrossCheckState,
  codes: readonly number[],
  side: number,
  i: number,
  stop: number,
): number {
  const code = codes[i]
  if (kindOf(code) !== A_STEP || creaseOf(xOf(code), yOf(code)) !== 1 - side) return i
  if (cheb(xOf(code), yOf(code), puckX(s), puckY(s)) === 1) return i
  return stop >= 0 ? stop : i
}

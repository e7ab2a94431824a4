// The Hard coach's ball security (issue 9): a real cage. Traced Beginner games lost the ball to a blitz on one
// turn in five even with four team-mates next to the carrier, because "next to him" was often one side of him:
// the open squares on the other side let a blitzer walk up without a dodge. 004 tactics: team-mates on the four
// squares diagonal to the carrier put every square around him in a tackle zone, so reaching him takes a dodge.
// So the coach's carrier moves only where the cage can follow (or where no opponent can reach him), and the
// others fill the empty corners first. The same price of a reachable carrier serves the Hard search's leaves
// (carrierExposure, evaluate.ts) and the coach's touchdown try when waiting is riskier than running.

import { mark, set, undo } from '../../engine/memory'
import { moveLimit } from '../../rules/classic/procs/blockSkills'
import {
  F_ACTED,
  F_GRABBED,
  F_MOVE_SPENT,
  P_FLAGS,
  P_MA,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  HEIGHT,
  SQUARES,
  WIDTH,
} from '../../rules/classic/layout'
import { carrierGoal, exactPath, moveGoal, type Goal } from './goals'
import {
  look,
  CORNERS_OF,
  dist,
  SCAN_OF,
  freePlayers,
  isStandingPlayer,
  occupantAt,
  onPitch,
  onSideline,
  sq,
  toGo,
  TURNS_PER_HALF,
  zonesOn,
  type Look,
} from './look'
import { MAX_LAYERS, type Reach } from './paths'
import { around, within, union, type Aim } from './aim'
import { keptReach } from './reachKeep'
import type { ClassicState } from '../../rules/classic/state'

/** Chance a blitz that reaches him takes the ball: through a dodge into a full cage, or straight at him. */
const BLITZ_CAGED = 0.3
const BLITZ_OPEN = 0.6
/**
 * The ball's worth fades over the half's last turns (less time for them to score with it too), to this share on
 * the last; and the cage's pace (CARRIER_DRIVE below). Measured (coach v Beginner, 100 games, seeds 2000-2049 both
 * ways): the coach held the ball at a turn start in 93 halves of 100 and scored in 42 of them; with the fade and the
 * pace, 42 W 27 D 31 L from 34 W 33 D 33 L.
 */
const LOSS_FADE = 4
const LOSS_LATE = 0.3

/**
 * The carrier's drive, in squares (a plain object so a measurement can set it: scripts/classic-matchups.ts
 * MATCHUP_CARRIER). `loss`: a ball lost to their blitz costs about this many squares of progress (their possession,
 * their chance). `pace`: the cage's pace, in squares a turn, that still brings him within a run of the end zone by
 * the half's last turn; `behind`: what each square short of that pace costs, on top of the square itself. `fall`:
 * his own failed roll on the way (a turnover with the ball bouncing off him and the cage unformed).
 * Tried and left out (2026-12-03): a drive into their reach. Received drives ran out of time more often than they
 * scored or lost the ball (coach v Beginner, 400 games, scripts/classic-drives.ts: 156 of 325 ended with the half,
 * the carried ball 10.6 squares out at our eighth turn). The coach alone v Beginner, 2,000 games a run
 * (scripts/classic-matchups.ts), seeds 9000-9999 / 10000-10999 both ways: these values 917-573-510 / 946-555-499,
 * 0.94 / 0.98 touchdowns a game; loss 8, pace 2, behind 3: 941-525-534 / 965-524-511, 0.98 / 0.99; the same with
 * fall 12: 978-518-504 / 977-521-502, but its turns ended in a turnover 24.1% of the time from 20.0%
 * (scripts/classic-turnovers.ts, 60 games from seed 1000; 21.2% with fall 18), failed Going For It (the carrier's
 * and his team-mates') 15 -> 29. Other fall-12 runs (first seeds): loss 8 alone 948-543-509 / 970-535-495; loss 8,
 * pace 2.5, behind 2: 964-539-497 / 953-555-492; loss 8, pace 1.5, behind 4: 969-535-496; loss 6, pace 2, behind
 * 3: 961-531-508; loss 10: 927-543-530. The coach's gain did not carry over to Hard: at 15,000 nodes v Beginner,
 * seeds 5000-5049 both ways (100 games, bench:ai), loss 8, pace 2, behind 3, fall 18 went 65-22-13, 1.32-0.37
 * touchdowns, 24.4% of its turns ending in a turnover, against 66-22-12, 1.38-0.33, 22.5% with these values.
 */
export const CARRIER_DRIVE = { loss: 12, pace: 3, behind: 1, fall: 18 }
/** A touchdown try the coach considers at all, and his chance of scoring next turn with a ball he keeps. */
const MIN_TRY = 0.35
const SCORE_LATER = 0.85

/**
 * The coach's carrier: a square he reaches with at least this chance (no team re-roll counted; a dodge on 4+ or
 * worse is below it); his own failed roll on the way is priced by CARRIER_DRIVE.fall (issue 20: the carrier's
 * dodges and Going For It were a fifth of the coach's turnovers). Other bars tried (2026-12-02, the coach alone v
 * Beginner, seeds 9000-9999 both ways, scripts/classic-matchups.ts): 0.5, 876-605-519, and 0.8, 849-622-529, against
 * 872-604-524 at 0.66 — within the noise.
 */
const MIN_ADVANCE = 0.66

function xy(i: number): [number, number] {
  const x = i % WIDTH
  return [x, (i - x) / WIDTH]
}

/**
 * Team-mates who could still fill a corner this turn: standing, not yet acted, not the carrier, not marked (a
 * dodge out would put the cage at risk of a turnover).
 */
function helpers(lk: Look, carrier: number): number[] {
  const w = lk.w
  return freePlayers(lk).filter(
    (q) =>
      q !== carrier && w[P_STATE + q] === S_STANDING && zonesOn(lk, lk.side, w[P_X + q], w[P_Y + q], q) === 0,
  )
}

/**
 * Where their players could stand for a block next turn: per square of `aim`, the best chance over their standing
 * and prone players of getting there with a square kept for the block (their Blitz), on today's board; only
 * opponents within `spread` of our carrier's (cx, cy) plus their move are asked. Their flags of this turn are
 * cleared for the look (their next turn starts afresh) and put back at once. Each opponent's search is aimed at
 * those squares alone (reachSearch.ts Aim: their chances there exactly as a full search's, at a fraction of its
 * cost); the other squares are left at 0.
 */
function blitzReach(lk: Look, cx: number, cy: number, spread: number, aim: Aim): Float64Array {
  const s = lk.s
  const w = lk.w
  const best = new Float64Array(SQUARES)
  for (let q = lk.opp * 16; q < lk.opp * 16 + 16; q++) {
    const st = w[P_STATE + q]
    if (w[P_X + q] < 0 || (st !== S_STANDING && st !== S_PRONE)) continue
    // Too far to reach any square asked about: his reach below has at most `layers` squares (his move less the
    // block's square, three less to stand up), so no square of it is further away than that; no search needed.
    const layers = Math.max(0, Math.min(MAX_LAYERS - 1, moveLimit(s, q) - 1 - (st === S_STANDING ? 0 : 3)))
    if (dist(w[P_X + q], w[P_Y + q], cx, cy) > layers + 1 + spread) continue
    const at = mark(s.m)
    set(s.m, P_FLAGS + q, w[P_FLAGS + q] & ~(F_ACTED | F_MOVE_SPENT | F_GRABBED))
    const r = keptReach(s, q, 1, 1, aim) // his flags cleared: kept apart from his reach of today
    undo(s.m, at)
    // Nothing is reached outside the reach's box.
    for (let y = r.y0; y <= r.y1; y++)
      for (let i = y * WIDTH + r.x0; i <= y * WIDTH + r.x1; i++) if (r.prob[i] > best[i]) best[i] = r.prob[i]
  }
  return best
}

/**
 * Their reach for a look: the opponents picked by the first `spread` asked, worked out for the squares next to
 * those asked about (`aim`, the box read).
 */
interface TheirReach {
  readonly best: Float64Array
  readonly spread: number
  readonly aim: Aim
}

const reachCache = new WeakMap<Look, TheirReach>()
/** The squares a look's carrier may be asked about (his reach's box), once told. */
const areas = new WeakMap<Look, Aim>()
/** The carrier's squares for a move: at most this far from where he stands (reach's layers). */
const SPREAD = 16

/**
 * Their best chance to get a blocker next to (x, y) next turn (our carrier leaves his own square free). `spread`:
 * how far from the carrier's square the squares asked about with this look may be; `area`: the box they lie in
 * (worked out for at once), when known.
 */
function blitzChance(
  lk: Look,
  carrier: number,
  x: number,
  y: number,
  spread: number,
  area: Aim | null = null,
): number {
  const w = lk.w
  // The area is remembered even when this square needs no reach (below), for the squares asked next.
  if (area && !areas.has(lk)) areas.set(lk, area)
  // An opponent already there, standing or prone (he stands up and blocks): no Blitz needed, and no need to work
  // out their reach (the dearest part). Traced games lost caged carriers to an opponent lying next to them.
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const ax = x + dx
      const ay = y + dy
      if ((dx === 0 && dy === 0) || !onPitch(ax, ay)) continue
      const q = occupantAt(w, ax, ay)
      if (q < 0 || q === carrier || w[P_SIDE + q] === lk.side) continue
      const st = w[P_STATE + q]
      if (st === S_STANDING || st === S_PRONE) return 1
    }
  // Their reach, worked out once per look: an opponent too far for any square asked about is skipped, and a wider
  // spread only adds such opponents, so the chances do not depend on which square was asked first. It covers the
  // squares next to `area`'s; a square asked outside it (never, as called) widens it, with the same opponents.
  const asked = around(areas.get(lk) ?? null, x, y)
  let their = reachCache.get(lk)
  if (!their || !within(asked, their.aim)) {
    const pick = their ? their.spread : spread
    const aim = their ? union(their.aim, asked) : asked
    const cx = w[P_X + carrier]
    const cy = w[P_Y + carrier]
    reachCache.set(lk, (their = { best: blitzReach(lk, cx, cy, pick, aim), spread: pick, aim }))
  }
  const r = their.best
  let best = 0
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const ax = x + dx
      const ay = y + dy
      if ((dx === 0 && dy === 0) || !onPitch(ax, ay)) continue
      const q = occupantAt(w, ax, ay)
      if (q >= 0 && q !== carrier) continue
      const i = sq(ax, ay)
      if (r[i] > best) best = r[i]
    }
  return best
}

/**
 * How many of the four corners around (x, y) end up covered: held by a standing team-mate already, or reachable
 * by a distinct helper (straight-line squares within his MA), or off the pitch.
 */
export function coverableCorners(
  lk: Look,
  carrier: number,
  x: number,
  y: number,
  pool: readonly number[],
): number {
  const w = lk.w
  const used = new Set<number>()
  let covered = 0
  for (const [dx, dy] of CORNERS_OF[lk.side]) {
    const cx = x + dx
    const cy = y + dy
    if (!onPitch(cx, cy)) {
      covered++ // nobody blitzes from the crowd (measured: better than counting the sideline as open)
      continue
    }
    const q = occupantAt(w, cx, cy)
    if (q >= 0 && q !== carrier) {
      if (w[P_STATE + q] === S_STANDING && w[P_SIDE + q] === lk.side) {
        covered++
        used.add(q)
      }
      continue // an opponent or a player on the ground holds the corner: nobody can stand there
    }
    let best = -1
    let bestD = 99
    for (const h of pool) {
      if (used.has(h)) continue
      const d = dist(w[P_X + h], w[P_Y + h], cx, cy)
      if (d <= w[P_MA + h] && d < bestD) {
        bestD = d
        best = h
      }
    }
    if (best >= 0) {
      used.add(best)
      covered++
    }
  }
  return covered
}

/**
 * The coach's value of the carrier ending on (x, y), in squares: forward, less the ball's worth times the chance
 * their next turn takes it (nobody reaches him; a dodge into a full cage; an open side or a tackle zone on him).
 * Tried and left out (2026-12-02): 0.3 or 0.8 a square less for each standing opponent within two squares of it
 * (full cages are lost where the cage stands against their massed players, whose blocks knock a corner down before
 * the blitz).
 * The coach alone v Beginner, 2,000 games each (scripts/classic-matchups.ts): seeds 9000-9999, 949-527-524 (0.3) and
 * 940-528-532 (0.8) against 872-604-524; seeds 11000-11999, 962-528-510 (0.3) against 950-529-521 — about one point
 * in a hundred over both, within the noise, and not measured under Hard.
 */
function squareValue(lk: Look, p: number, x: number, y: number, pool: readonly number[]): number {
  const missing = 4 - coverableCorners(lk, p, x, y, pool)
  return -toGo(lk.side, x) - lossOf(lk) * lostChance(lk, p, x, y, missing) - 0.3 * missing - behind(lk, p, x)
}

/**
 * What a lost ball costs, in squares (`squares` early in the half): less as the half runs out (less time for them
 * to score with it too).
 */
function lossOf(lk: Look, squares = CARRIER_DRIVE.loss): number {
  return squares * Math.max(LOSS_LATE, Math.min(1, (TURNS_PER_HALF - lk.turn) / LOSS_FADE))
}

/**
 * Squares behind the pace that brings him within a run of the end zone by the half's last turn (about `pace`
 * squares a turn with the cage), weighted: a ball still in midfield at the end of the half is a ball wasted.
 */
function behind(lk: Look, p: number, x: number): number {
  if (lk.lastTurn) return 0
  const left = TURNS_PER_HALF - lk.turn
  const short = toGo(lk.side, x) - (lk.w[P_MA + p] + 2) - CARRIER_DRIVE.pace * (left - 1)
  return CARRIER_DRIVE.behind * Math.max(0, short)
}

/**
 * The chance their next turn takes the ball from our carrier on (x, y) with `missing` cage corners. On the sideline
 * the cage does not keep it: any block that reaches him can push him into the crowd (004 push-backs; rulings.md: the
 * ball is thrown in), a Pushed being enough where a cage's knock-down takes two bad dice — the corners off the pitch
 * only keep blitzers from standing there (coverableCorners).
 */
function lostChance(lk: Look, p: number, x: number, y: number, missing: number, spread = SPREAD): number {
  const reachable = blitzChance(lk, p, x, y, spread)
  const open = missing > 0 || onSideline(y) || zonesOn(lk, lk.side, x, y, p) > 0
  return reachable * (open ? BLITZ_OPEN : BLITZ_CAGED)
}

/** His likeliest run into the end zone and its chance (the engine's, team re-roll counted); null when none. */
function touchdownTry(lk: Look, r: Reach): Goal | null {
  const endX = lk.side === 0 ? WIDTH - 1 : 0
  let td = -1
  for (let y = 0; y < HEIGHT; y++) {
    const i = sq(endX, y)
    if (i !== r.start && r.prob[i] > 0 && (td < 0 || r.prob[i] > r.prob[td])) td = i
  }
  return td < 0 ? null : { to: td, p: exactPath(lk, r, td), why: 'score' }
}

/** The coach's carrier: a touchdown as the Beginner sees it, else the best square the cage can follow him to. */
export function coachCarrierGoal(lk: Look, p: number, r: Reach): Goal {
  const base = carrierGoal(lk, p, r)
  if (base.why === 'score') return base
  const pool = helpers(lk, p)
  const [x0, y0] = xy(r.start)
  blitzChance(lk, p, x0, y0, r.layers, r) // their reach, worked out once for the squares he can get to
  const here = squareValue(lk, p, x0, y0, pool)
  let best = r.start
  let bestV = here
  // His own failed roll costs more than a blitz's: the ball bounces off him, the turn is over with the cage
  // unformed and the team-mates still to act standing where they were.
  const fumbled = here - lossOf(lk, CARRIER_DRIVE.fall)
  const order = SCAN_OF[lk.side]
  for (let n = r.y0 * WIDTH; n < (r.y1 + 1) * WIDTH; n++) {
    const i = order[n]
    const q = r.prob[i]
    if (q < MIN_ADVANCE || i === r.start) continue
    const [x, y] = xy(i)
    if (toGo(lk.side, x) === 0) continue // the end zone is the touchdown's business
    const v = q * squareValue(lk, p, x, y, pool) + (1 - q) * fumbled - 0.01 * r.steps[i]
    if (v > bestV + 0.05) {
      bestV = v
      best = i
    }
  }
  // A touchdown try below the Beginner's bar still beats waiting where their blitz is likely to take the ball:
  // the try against the chance of keeping it a turn and scoring then (about SCORE_LATER).
  const td = touchdownTry(lk, r)
  if (td && td.p >= MIN_TRY) {
    const [bx, by] = xy(best)
    const keep = 1 - lostChance(lk, p, bx, by, 4 - coverableCorners(lk, p, bx, by, pool))
    if (td.p >= keep * SCORE_LATER) return td
  }
  if (best === r.start) return { to: r.start, p: 1, why: 'stay' }
  return { to: best, p: r.prob[best] < 0.999 ? exactPath(lk, r, best) : 1, why: 'advance' }
}

/**
 * The coach's cage for a team-mate of our carrier: a corner he holds stays held; an empty corner he reaches with
 * no roll is his (the one fewest others could fill first); next to the carrier otherwise he stays. Null when he
 * has no part in the cage.
 */
export function cageGoal(lk: Look, p: number, r: Reach): Goal | null {
  const w = lk.w
  const c = lk.carrier
  const cx = w[P_X + c]
  const cy = w[P_Y + c]
  const [x0, y0] = xy(r.start)
  const d0 = dist(x0, y0, cx, cy)
  if (d0 === 1 && x0 !== cx && y0 !== cy) return { to: r.start, p: 1, why: 'stay' } // holds a corner
  const others = helpers(lk, c).filter((q) => q !== p)
  let corner = -1
  let cornerRank = Infinity
  for (const [dx, dy] of CORNERS_OF[lk.side]) {
    const x = cx + dx
    const y = cy + dy
    if (!onPitch(x, y)) continue
    const i = sq(x, y)
    if (r.prob[i] < 0.999) continue
    // Fewer others able to take it first, then fewer steps.
    let rivals = 0
    for (const q of others) if (dist(w[P_X + q], w[P_Y + q], x, y) <= w[P_MA + q]) rivals++
    const rank = rivals * 100 + r.steps[i]
    if (rank < cornerRank) {
      cornerRank = rank
      corner = i
    }
  }
  if (corner >= 0) return { to: corner, p: 1, why: 'cage' }
  if (d0 === 1) return { to: r.start, p: 1, why: 'stay' }
  return null
}

/** True when `p` stands on one of the four squares diagonal to our carrier (a corner of his cage). */
export function holdsCorner(lk: Look, p: number): boolean {
  const w = lk.w
  if (lk.carrier < 0 || !isStandingPlayer(w, p)) return false
  const dx = Math.abs(w[P_X + p] - w[P_X + lk.carrier])
  const dy = Math.abs(w[P_Y + p] - w[P_Y + lk.carrier])
  return dx === 1 && dy === 1
}

/** A player's goal this activation: the Beginner's, or with `lk.coach` the coach's carrier run and cage. */
export function playerGoal(lk: Look, p: number, r: Reach): Goal {
  if (p === lk.carrier) return lk.coach ? coachCarrierGoal(lk, p, r) : carrierGoal(lk, p, r)
  if (lk.coach && lk.ourBall) return cageGoal(lk, p, r) ?? moveGoal(lk, p, r)
  return moveGoal(lk, p, r)
}

/**
 * For the Hard search's leaves: the chance that the side to move next takes the ball from the other side's
 * carrier in its turn (0 when the carrier's own side moves next, or nobody holds the ball).
 */
export function carrierExposure(s: ClassicState, carrierSide: number): number {
  const lk = look(s, carrierSide, true)
  if (!lk.ourBall) return 0
  const w = s.m.w
  const c = lk.carrier
  const x = w[P_X + c]
  const y = w[P_Y + c]
  return lostChance(lk, c, x, y, 4 - coverableCorners(lk, c, x, y, []), 0)
}

// Where each player wants to go and whom he wants to hit: the ball carrier's run (score when the way is likely
// enough, else the best safe square forward), the pick-up, the cage corners, support and marking, the blitz and
// the block. The team-turn planner and the activation both ask these, so a player declared for a reason keeps to
// it step after step.

import { blockDice } from '../../rules/classic/data/blockDice'
import { mark, set, undo } from '../../engine/memory'
import { BF_BLITZ, BF_MOVED, blockStrengths } from '../../rules/classic/procs/block'
import { blockProbability, pathProbability } from '../../rules/classic/probability'
import {
  F_ACTED,
  HEIGHT,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '../../rules/classic/layout'
import { moveOnPitch } from '../../rules/classic/state'
import { anySkill } from '../../rules/classic/skills'
import {
  CORNERS_OF,
  scanDir,
  dist,
  forward,
  isStandingPlayer,
  onPitch,
  SCAN_OF,
  sq,
  standingOf,
  threats,
  toGo,
  zonesOn,
  type Look,
} from './look'
import { pathTo, pickUpChance, reachFor, type Reach } from './paths'

/** 004: Going For It succeeds on 2+. */
const GFI = 5 / 6

export interface Goal {
  /** Target square (y * WIDTH + x); the start square when he should stay. */
  readonly to: number
  /** Chance of getting there (and, for a pick-up, of picking up), team re-roll not counted. */
  readonly p: number
  readonly why: 'score' | 'advance' | 'pickup' | 'cage' | 'support' | 'mark' | 'chase' | 'stay'
}

const stay = (r: Reach): Goal => ({ to: r.start, p: 1, why: 'stay' })

function xy(i: number): [number, number] {
  const x = i % WIDTH
  return [x, (i - x) / WIDTH]
}

/** The engine's exact chance (team re-roll and skills counted) of the likeliest path to `to`. */
export function exactPath(lk: Look, r: Reach, to: number): number {
  const path = pathTo(r, to)
  if (!path) return 0
  const s = lk.s
  // Before he is declared, his squares moved are last turn's: count from none (undone at once).
  const at = mark(s.m)
  if ((s.m.w[P_FLAGS + r.p] & F_ACTED) === 0) set(s.m, P_MOVED + r.p, 0)
  const chance = pathProbability(s, r.p, path.map(xy))
  undo(s.m, at)
  return chance
}

/** How good a square is for our carrier: forward, out of tackle zones, away from opponents who could hit him. */
function carrierSquareValue(lk: Look, p: number, x: number, y: number): number {
  return -toGo(lk.side, x) - 2 * zonesOn(lk, lk.side, x, y, p) - 0.6 * threats(lk, lk.side, x, y, 3)
}

/** The chance a touchdown try must beat: 0.7, 0.4 on the seventh turn, anything on the last. */
export function scoreBar(lk: Look): number {
  return lk.lastTurn ? 0 : lk.turn >= 7 ? 0.4 : 0.7
}

/** Standing team-mates next to (x, y), not counting `p`. */
function guards(lk: Look, p: number, x: number, y: number): number {
  const w = lk.w
  let n = 0
  for (let q = lk.side * 16; q < lk.side * 16 + 16; q++)
    if (q !== p && isStandingPlayer(w, q) && dist(w[P_X + q], w[P_Y + q], x, y) === 1) n++
  return n
}

/** The carrier's move: a touchdown when likely enough (any chance on the last turn), else the best square. */
export function carrierGoal(lk: Look, p: number, r: Reach = reachFor(lk, p)): Goal {
  const endX = lk.side === 0 ? WIDTH - 1 : 0
  let td = -1
  for (let y = 0; y < HEIGHT; y++) {
    const i = sq(endX, y)
    if (i !== r.start && r.prob[i] > 0 && (td < 0 || r.prob[i] > r.prob[td])) td = i
  }
  if (td >= 0) {
    const chance = exactPath(lk, r, td)
    if (chance > scoreBar(lk) || chance >= 0.999) return { to: td, p: chance, why: 'score' }
  }
  const [x0, y0] = xy(r.start)
  const here = carrierSquareValue(lk, p, x0, y0)
  // A lost ball costs about eight squares of progress: only a clearly better square is worth a roll.
  const loss = here - 8
  let best = r.start
  let bestV = here
  // In a cage (two or more team-mates next to him) he never rolls for a few squares: that is what the cage is for.
  const minP = guards(lk, p, x0, y0) >= 2 ? 0.999 : 0.5
  const order = SCAN_OF[lk.side]
  for (let n = r.y0 * WIDTH; n < (r.y1 + 1) * WIDTH; n++) {
    const i = order[n]
    const q = r.prob[i]
    if (q < minP || i === r.start || i === td) continue
    const [x, y] = xy(i)
    const v = q * carrierSquareValue(lk, p, x, y) + (1 - q) * loss - 0.01 * r.steps[i]
    if (v > bestV + 0.05) {
      bestV = v
      best = i
    }
  }
  return best === r.start ? stay(r) : { to: best, p: r.prob[best], why: 'advance' }
}

/** The coach's last-action pick-up floor, a team re-roll counted: below it he screens the ball instead. */
export const COACH_LAST_PICKUP = 0.3

/** A roll's chance `p` with the team re-roll, when one is left, spent on its failure. */
export function withReroll(lk: Look, p: number): number {
  return lk.reroll ? 1 - (1 - p) * (1 - p) : p
}

/** Chance that `p` reaches the loose ball and picks it up (0 when he cannot reach it). */
export function pickUpOdds(lk: Look, r: Reach): number {
  const b = sq(lk.bx, lk.by)
  if (!lk.looseBall || r.prob[b] === 0) return 0
  return r.prob[b] * pickUpChance(lk.s, r.p, lk.bx, lk.by)
}

/**
 * The likeliest safe (no roll) square of `r` minimising `cost`, or the start when none beats staying. `floor`, when
 * given, is `cost`'s first terms alone (the rest are counts of players, never negative), so it is never above it:
 * a square whose floor cannot beat the best so far is passed over without the counting (floating-point sums only
 * grow as non-negative terms are added, so the choice is exactly the one the whole cost makes).
 */
function safeBest(
  lk: Look,
  r: Reach,
  cost: (x: number, y: number) => number,
  floor?: (x: number, y: number) => number,
): number {
  let best = r.start
  let bestC = cost(r.start % WIDTH, (r.start - (r.start % WIDTH)) / WIDTH)
  const order = SCAN_OF[lk.side]
  for (let n = r.y0 * WIDTH; n < (r.y1 + 1) * WIDTH; n++) {
    const i = order[n]
    if (r.prob[i] < 0.999 || i === r.start) continue
    const x = i % WIDTH
    const y = (i - x) / WIDTH
    if (floor && !(floor(x, y) + 0.01 * r.steps[i] < bestC - 0.05)) continue
    const c = cost(x, y) + 0.01 * r.steps[i]
    if (c < bestC - 0.05) {
      bestC = c
      best = i
    }
  }
  return best
}

/** A player other than the carrier on a Move: pick the ball up, form the cage, support, mark the carrier. */
export function moveGoal(lk: Look, p: number, r: Reach = reachFor(lk, p)): Goal {
  const w = lk.w
  const side = lk.side
  if (lk.looseBall) {
    const odds = pickUpOdds(lk, r)
    // The coach never rolls for a ball below his last floor (before the half's last turn): his player screens
    // it instead — next to it, with no roll, so their pick-up is made in his tackle zone. (A team-mate declared
    // for a safe move used to find the ball in reach on the way and try it at any odds; scripts/classic-turnovers.ts.)
    const screens = lk.coach && !lk.lastTurn && withReroll(lk, odds) < COACH_LAST_PICKUP
    if (odds > 0 && !screens) return { to: sq(lk.bx, lk.by), p: odds, why: 'pickup' }
    const to = safeBest(
      lk,
      r,
      (x, y) => dist(x, y, lk.bx, lk.by) + 0.5 * zonesOn(lk, side, x, y, p),
      (x, y) => dist(x, y, lk.bx, lk.by),
    )
    return to === r.start ? stay(r) : { to, p: 1, why: 'chase' }
  }
  if (lk.ourBall) {
    const c = lk.carrier
    const cx = w[P_X + c]
    const cy = w[P_Y + c]
    const [x0, y0] = xy(r.start)
    if (dist(x0, y0, cx, cy) === 1) return stay(r) // already guarding him
    // 004 tactics: the cage — team-mates on the four squares diagonal to the carrier.
    let corner = -1
    for (const [dx, dy] of CORNERS_OF[side]) {
      const x = cx + dx
      const y = cy + dy
      if (!onPitch(x, y)) continue
      const i = sq(x, y)
      if (r.prob[i] >= 0.999 && (corner < 0 || r.steps[i] < r.steps[corner])) corner = i
    }
    if (corner >= 0) return { to: corner, p: 1, why: 'cage' }
    // Screen ahead of him, out of tackle zones, not bunched on team-mates.
    const aim = toGo(side, cx) - 3
    const to = safeBest(
      lk,
      r,
      (x, y) =>
        Math.abs(toGo(side, x) - aim) +
        0.3 * Math.abs(y - cy) +
        1.5 * zonesOn(lk, side, x, y, p) +
        0.4 * friendsNear(lk, p, x, y),
      (x, y) => Math.abs(toGo(side, x) - aim) + 0.3 * Math.abs(y - cy),
    )
    return to === r.start ? stay(r) : { to, p: 1, why: 'support' }
  }
  if (lk.ballInAir) {
    // 004 kick-off Blitz!: the kicking team's free turn while the ball is in the air — up to where it will come
    // down (out of tackle zones, no roll), so their receiver is marked when he catches it.
    const to = safeBest(
      lk,
      r,
      (x, y) => dist(x, y, lk.bx, lk.by) + 0.5 * zonesOn(lk, side, x, y, p),
      (x, y) => dist(x, y, lk.bx, lk.by),
    )
    return to === r.start ? stay(r) : { to, p: 1, why: 'chase' }
  }
  if (lk.theirBall) {
    const c = lk.carrier
    const cx = w[P_X + c]
    const cy = w[P_Y + c]
    // Level with him, a square on our end zone's side of him beats one behind him (markers in his way) by choice,
    // not by the scan's order (which once put the home side's markers in front of him and the away side's behind).
    const ahead = (x: number): number => Math.max(-1, Math.min(1, toGo(lk.opp, x) - toGo(lk.opp, cx)))
    const to = safeBest(lk, r, (x, y) => dist(x, y, cx, cy) + 0.1 * ahead(x))
    if (lk.coach && dist(...xy(to), cx, cy) > 1) {
      // The coach's chasers who cannot mark him go where he is heading (a screen in his way), not behind him.
      const ax = Math.max(0, Math.min(WIDTH - 1, cx + forward(lk.opp) * SCREEN_LEAD))
      const to2 = safeBest(
        lk,
        r,
        (x, y) => dist(x, y, ax, cy) + 0.5 * friendsNear(lk, p, x, y),
        (x, y) => dist(x, y, ax, cy),
      )
      return to2 === r.start ? stay(r) : { to: to2, p: 1, why: 'chase' }
    }
    return to === r.start ? stay(r) : { to, p: 1, why: dist(...xy(to), cx, cy) === 1 ? 'mark' : 'chase' }
  }
  return stay(r)
}

/**
 * How far ahead of their carrier the coach's chasers aim (a screen in his way). Measured, coach v Beginner, 100
 * games (seeds 2000-2049 both ways): behind him as the Beginner does 44 W 25 D 31 L, 2 ahead 43 W 33 D 24 L, 4 ahead
 * 54 W 21 D 25 L (0.69 touchdowns against, from 0.93), 6 ahead 39 W 25 D 36 L; on seeds 2100-2149, behind him
 * 49 W 23 D 28 L, 4 ahead 45 W 27 D 28 L. Over both, 4 ahead: 99 W to 93, 1.44 touchdowns against to 1.72 (a small
 * gain, within the dice's noise for the wins).
 */
const SCREEN_LEAD = 4

function friendsNear(lk: Look, p: number, x: number, y: number): number {
  const w = lk.w
  let n = 0
  for (let q = lk.side * 16; q < lk.side * 16 + 16; q++)
    if (q !== p && q !== lk.carrier && isStandingPlayer(w, q) && dist(w[P_X + q], w[P_Y + q], x, y) <= 1) n++
  return n
}

export interface BlockOption {
  readonly target: number
  /** Chance of knocking him down (the team re-roll not counted). */
  readonly kd: number
  /** Dice and who picks: +n attacker picks n dice, -n the defender picks. */
  readonly dice: number
  /** The attacker's own chance of falling (a Skull, or Both Down without Block): a turnover. */
  readonly fall: number
  readonly value: number
}

/** The block `p` would throw from where he stands at `target`. */
export function blockOption(lk: Look, p: number, target: number, flags = 0): BlockOption {
  const s = lk.s
  const st = blockStrengths(s, p, target, flags)
  const d = blockDice(st.att, st.def)
  const kd = blockProbability(s, p, target, false, flags)
  // A turnover: every die bad when he picks, any die bad when the defender picks (Skull, Both Down without Block).
  const bad = (anySkill(s, p, (r) => r.savesBothDown) ? 1 : 2) / 6
  const fall = d.chooser === 'attacker' ? bad ** d.count : 1 - (1 - bad) ** d.count
  const carrierBonus = target === lk.carrier ? 2 : 0
  const value = kd * (1 + carrierBonus) - fall * (p === lk.carrier ? 4 : 1.2)
  return { target, kd, dice: d.chooser === 'attacker' ? d.count : -d.count, fall, value }
}

/** The best block `p` can throw from his square (a standing opponent next to him), or null. */
export function bestBlock(lk: Look, p: number): BlockOption | null {
  const w = lk.w
  if (w[P_STATE + p] !== S_STANDING) return null
  const px = w[P_X + p]
  const py = w[P_Y + p]
  let best: BlockOption | null = null
  for (const q of standingOf(lk, lk.opp)) {
    if (dist(w[P_X + q], w[P_Y + q], px, py) !== 1) continue
    const o = blockOption(lk, p, q)
    if (!best || o.value > best.value) best = o
  }
  return best
}

export interface BlitzPlan {
  readonly target: number
  /** Square to block from (his own when already next to the target). */
  readonly from: number
  /** Chance to get there and knock the target down. */
  readonly p: number
  readonly value: number
  /** Chance the blitz turns the ball over: a roll failed on the way there, or the blitzer's own fall. */
  readonly risk: number
}

/**
 * The Blitz a declared blitzer walks: their carrier while he holds the ball and is in reach, else the likeliest
 * knock-down — the declaration may have been for damage (turnPolicy.ts), and a blitzer who looked only for a carrier
 * out of reach ended at once, the team's one Blitz of the turn spent for nothing.
 */
export function declaredBlitz(lk: Look, p: number): BlitzPlan | null {
  return (lk.theirBall ? blitzPlan(lk, p, true) : null) ?? blitzPlan(lk, p, false)
}

/** The best Blitz for `p`: the opposing carrier first, else the likeliest knock-down. */
export function blitzPlan(lk: Look, p: number, onlyCarrier: boolean): BlitzPlan | null {
  const s = lk.s
  const w = lk.w
  const r = reachFor(lk, p, 1) // 004: the block of a Blitz costs a square
  const targets = onlyCarrier ? (lk.theirBall ? [lk.carrier] : []) : standingOf(lk, lk.opp)
  let best: BlitzPlan | null = null
  for (const t of targets) {
    if (!isStandingPlayer(w, t)) continue
    const tx = w[P_X + t]
    const ty = w[P_Y + t]
    let from = -1
    for (let dy = -1; dy <= 1; dy++)
      for (let k = -1; k <= 1; k++) {
        const dx = k * scanDir(lk.side) // the side's own order (look.ts SCAN_OF)
        const x = tx + dx
        const y = ty + dy
        if ((dx === 0 && dy === 0) || !onPitch(x, y)) continue
        const i = sq(x, y)
        if (r.prob[i] === 0) continue
        if (
          from < 0 ||
          r.prob[i] > r.prob[from] + 1e-9 ||
          (r.prob[i] === r.prob[from] && r.steps[i] < r.steps[from])
        )
          from = i
      }
    if (from < 0) continue
    const steps = r.steps[from]
    const moved0 = (w[P_FLAGS + p] & F_ACTED) !== 0 ? w[P_MOVED + p] : 0
    const gfi = moved0 + steps + (w[P_STATE + p] !== S_STANDING ? 3 : 0) >= w[P_MA + p] ? GFI : 1
    // Price the block from the square he would stand on (assists change with it), then put him back.
    const at = mark(s.m)
    const [fx, fy] = xy(from)
    if (from !== r.start) moveOnPitch(s, p, fx, fy)
    const o = blockOption(lk, p, t, BF_BLITZ | (steps > 0 ? BF_MOVED : 0))
    undo(s.m, at)
    // A Blitz at their carrier with the dice against us: only when it is the last chance to stop a touchdown
    // (issue 20: halflings threw two-dice-against blitzes and fell).
    if (o.dice < 0 && !(t === lk.carrier && lastChance(lk))) continue
    const there = r.prob[from] * gfi
    const chance = there * o.kd
    // The blitzer's own fall (counted in every block and blitz) and the way there: each a turnover.
    const value = chance * (t === lk.carrier ? 3 : 1) - (1 - there) * 0.5 - there * o.fall * 1.2
    const risk = 1 - there + there * o.fall
    if (!best || value > best.value) best = { target: t, from, p: chance, value, risk }
  }
  return best
}

/**
 * Whether their carrier could score in their next turn (his move plus two Going For It from the end zone): then
 * stopping him now is the last chance, and a blitz at bad odds is still worth it.
 */
export function lastChance(lk: Look): boolean {
  if (!lk.theirBall) return false
  const w = lk.w
  return toGo(lk.opp, w[P_X + lk.carrier]) <= w[P_MA + lk.carrier] + 2
}

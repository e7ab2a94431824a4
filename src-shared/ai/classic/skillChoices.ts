// The skills the engine asks about that a coach should use where they help (issue 20: Dump-off, Piling On and
// Pass Block were always declined): a Dump Off to a safe pair of hands when the carrier is likely to go down, Piling
// On when the piler is not needed on his feet, a Pass Block move next to the catcher; and the kick-off's free
// moves (004 Fooled Ya!: every receiving player may move one square) out of tackle zones and towards the ball.

import {
  A_FREE_DONE,
  A_FREE_STEP,
  A_PASS_BLOCK,
  A_STEP,
  A_THROW,
  A_USE_SKILL,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../../rules/classic/actions'
import { P_SIDE, P_X, P_Y } from '../../rules/classic/layout'
import { throwProbability } from '../../rules/classic/throwOdds'
import { anySkill } from '../../rules/classic/skills'
import { arg, topFrame } from '../../rules/classic/stack'
import { holdsCorner } from './cage'
import { blockOption } from './goals'
import { dist, threats, toGo, zonesOn, type LegalSet, type Look } from './look'

/**
 * A Dump Off is thrown when the block knocks the carrier down at least this often, the pass arrives at least this
 * often, and its chance beats his chance of keeping the ball on his feet less a margin: a dump-off that fails drops
 * the ball by our receiver, away from their blocker, where a carrier knocked down drops it next to him.
 */
const DUMP_WHEN_DOWN = 0.3
const DUMP_CATCH = 0.4
const DUMP_MARGIN = 0.2

function decline(legal: LegalSet): number {
  const c = code(A_USE_SKILL, 0, 0)
  return legal.has(c) ? c : legal.codes[legal.codes.length - 1]
}

/**
 * 003 Dump Off: our carrier `c` is about to be blocked (frame: a = carrier, b = blocker). The quick pass goes to
 * the team-mate likeliest to catch it, out of tackle zones and away from their players, when the block is likely
 * to knock him down and the pass likely to arrive; else he takes the block with the ball.
 */
export function dumpOff(lk: Look, legal: LegalSet): number {
  const s = lk.s
  const w = lk.w
  const f = topFrame(s)
  const c = arg(s, f, 0)
  const blocker = arg(s, f, 1)
  if (w[P_SIDE + c] !== lk.side) return decline(legal)
  // The blocker's view of the block: his knock-down chance on our carrier from where he stands, and a Both Down
  // fells our carrier too unless he has Block (002).
  const kd = blockOption({ ...lk, side: lk.opp, opp: lk.side }, blocker, c).kd
  const down = Math.min(1, kd + (anySkill(s, c, (r) => r.savesBothDown) ? 0 : 1 / 6))
  if (down < DUMP_WHEN_DOWN) return decline(legal)
  let best = -1
  let bestV = Math.max(DUMP_CATCH, 1 - down - DUMP_MARGIN)
  for (const t of legal.codes) {
    if (typeOf(t) !== A_THROW) continue
    const x = xOf(t)
    const y = yOf(t)
    const p = throwProbability(s, c, x, y)
    // A catch next to their players is a ball they reach at once: worth less.
    const v = p - 0.1 * zonesOn(lk, lk.side, x, y) - 0.03 * threats(lk, lk.side, x, y, 3)
    if (v > bestV) {
      bestV = v
      best = t
    }
  }
  return best >= 0 ? best : decline(legal)
}

/**
 * 003 Piling On (the block's frame: a = attacker, b = defender): he lies down to hit the fallen defender harder,
 * unless he is our carrier, holds a corner of the cage, or stands next to their carrier (his tackle zone is what
 * keeps him there).
 */
export function pilingOn(lk: Look, legal: LegalSet): number {
  const s = lk.s
  const w = lk.w
  const att = arg(s, topFrame(s), 0)
  const yes = code(A_USE_SKILL, 0, 1)
  if (!legal.has(yes) || w[P_SIDE + att] !== lk.side || att === lk.carrier) return decline(legal)
  if (lk.ourBall && (holdsCorner(lk, att) || nextTo(lk, att, lk.carrier))) return decline(legal)
  if (lk.theirBall && nextTo(lk, att, lk.carrier)) return decline(legal)
  return yes
}

function nextTo(lk: Look, p: number, q: number): boolean {
  const w = lk.w
  return q >= 0 && dist(w[P_X + p], w[P_Y + p], w[P_X + q], w[P_Y + q]) === 1
}

/**
 * 003 Pass Block (frame: a = thrower, b/c = the target square): the Pass Blocker nearest the catcher's square moves,
 * when he need not dodge to leave his square.
 */
export function passBlock(lk: Look, legal: LegalSet): number {
  const s = lk.s
  const w = lk.w
  const f = topFrame(s)
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  let best = -1
  let bestD = Infinity
  for (const c of legal.codes) {
    if (typeOf(c) !== A_PASS_BLOCK) continue
    const q = playerOf(c)
    if (zonesOn(lk, lk.side, w[P_X + q], w[P_Y + q], q) > 0) continue
    const d = dist(w[P_X + q], w[P_Y + q], tx, ty)
    if (d < bestD) {
      bestD = d
      best = c
    }
  }
  return best >= 0 ? best : decline(legal)
}

/**
 * The Pass Blocker's steps (frame: a = thrower, b/c = target, d = the mover): towards the catcher's square, with no
 * dodge; he stops next to it, or where the engine allows once no step brings him closer.
 */
export function passBlockMove(lk: Look, legal: LegalSet): number {
  const s = lk.s
  const w = lk.w
  const f = topFrame(s)
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  const q = arg(s, f, 3)
  const stop = code(A_USE_SKILL, 0, 0)
  const here = dist(w[P_X + q], w[P_Y + q], tx, ty)
  const marked = zonesOn(lk, lk.side, w[P_X + q], w[P_Y + q], q) > 0
  if (legal.has(stop) && (here <= 1 || marked)) return stop
  let best = -1
  let bestD = here
  for (const c of legal.codes) {
    if (typeOf(c) !== A_STEP) continue
    const d = dist(xOf(c), yOf(c), tx, ty)
    if (d < bestD || (best < 0 && !legal.has(stop))) {
      bestD = d
      best = c
    }
  }
  if (best >= 0) return best
  return legal.has(stop) ? stop : legal.codes[0]
}

/**
 * 004 Fooled Ya! (the receiving team's free moves, one square each, tackle zones ignored): a player in a tackle
 * zone steps out of it (towards the ball), one free of them a square nearer the ball when that keeps him free;
 * then done. Each player moves once, so this ends.
 */
export function freeMoves(lk: Look, legal: LegalSet): number {
  const w = lk.w
  let best = -1
  let bestGain = 0
  for (const c of legal.codes) {
    if (typeOf(c) !== A_FREE_STEP) continue
    const p = playerOf(c)
    const x0 = w[P_X + p]
    const y0 = w[P_Y + p]
    const x = xOf(c)
    const y = yOf(c)
    const zonesBefore = zonesOn(lk, lk.side, x0, y0, p)
    const zonesAfter = zonesOn(lk, lk.side, x, y, p)
    const nearer = dist(x0, y0, lk.bx, lk.by) - dist(x, y, lk.bx, lk.by)
    const gain = 2 * (zonesBefore - zonesAfter) + 0.5 * nearer + 0.1 * (toGo(lk.side, x0) - toGo(lk.side, x))
    if (zonesAfter > zonesBefore || (zonesAfter > 0 && zonesBefore === 0)) continue
    if (gain > bestGain + 1e-9) {
      bestGain = gain
      best = c
    }
  }
  if (best >= 0) return best
  const done = code(A_FREE_DONE)
  return legal.has(done) ? done : legal.codes[legal.codes.length - 1]
}

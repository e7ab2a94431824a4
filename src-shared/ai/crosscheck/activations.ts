// The Hard search's "player → square → act" candidates at a Cross Check team turn's "who skates next"
// (GameAi.activations): drawn from the coach's own goals — the carrier skates to a shooting square and shoots, or
// passes to a free team-mate; with the puck theirs a skater goes at their carrier to check him (000: Checking) or
// steal the puck (000: Taking Control); a loose puck is chased and taken, and their skaters beside it checked; and a
// skater falls back round our goal mouth (defence.ts). Each is a plan the coach then walks (plans.ts); the search
// weighs them against the coach's own choice through the opponent's reply. Reads only the state's words and never
// the dice.

import type { Action } from '../../engine/api'
import { creaseOf, isIce, LENGTH, WIDTH } from '../../rules/crosscheck/data/rink'
import {
  DIRS,
  inStickZone,
  occupant,
  opposingZones,
  puckDir,
  puckX,
  puckY,
  sq,
} from '../../rules/crosscheck/geometry'
import {
  G_TTOTAL,
  MAX_PLAYERS,
  P_AG,
  P_GOALIE,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_STANDING,
} from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import type { AiContext, PlannedAction } from '../types'
import { attackGoalX, carrierOf, cheb, shootingSpots, SQUARES, xOfSq, yOfSq } from './board'
import { defenceSpots, onDefenceSpot } from './defence'
import type { PlanEnd, SkatePlan } from './plans'
import { passChance } from './shots'

/** How many of each kind of plan are laid out (the search's ordering look ranks them all). */
export const PLAN_LIMITS = { shots: 2, passes: 2, chasers: 3, guards: 2, scrumChecks: 2 }

const steps = new Int16Array(SQUARES)
const queue = new Int16Array(SQUARES)

/** Steps from p's square to every free ice square within `max` steps (stick zones ignored); -1 beyond. */
function reach(s: CrossCheckState, p: number, max: number): Int16Array {
  const w = s.m.w
  steps.fill(-1)
  const start = sq(w[P_X + p], w[P_Y + p])
  steps[start] = 0
  queue[0] = start
  for (let head = 0, tail = 1; head < tail; head++) {
    const u = queue[head]
    if (steps[u] >= max) continue
    for (const [dx, dy] of DIRS) {
      const x = xOfSq(u) + dx
      const y = yOfSq(u) + dy
      if (!isIce(x, y) || occupant(s, x, y) >= 0) continue
      const v = sq(x, y)
      if (steps[v] >= 0) continue
      steps[v] = steps[u] + 1
      queue[tail++] = v
    }
  }
  return steps
}

/** Free ice squares beside (x, y) that p reaches within `max` steps, nearest first. */
function besideWithin(s: CrossCheckState, p: number, x: number, y: number, max: number): number[] {
  const r = reach(s, p, max)
  const out: number[] = []
  for (const [dx, dy] of DIRS) {
    const k = sq(x + dx, y + dy)
    if (isIce(x + dx, y + dy) && r[k] >= 0) out.push(k)
  }
  return out.sort((a, b) => r[a] - r[b])
}

/** Our skaters free to skate (a skate action is legal for them), on the ice, standing, no goalie. */
function skaters(ctx: AiContext<CrossCheckState>): Map<number, Action> {
  const w = ctx.state.m.w
  const out = new Map<number, Action>()
  for (const a of ctx.legal) {
    if (a.type !== 'skate' || typeof a.player !== 'number') continue
    const p = a.player
    if (w[P_X + p] < 0 || w[P_GOALIE + p] === 1 || w[P_STATE + p] !== PS_STANDING) continue
    out.set(p, a)
  }
  return out
}

/** Whole-move plans for the search at a 'turn' decision; null at any other decision. */
export function crossCheckActivations(ctx: AiContext<CrossCheckState>): PlannedAction[] | null {
  if (ctx.decision.kind !== 'turn') return null
  const s = ctx.state
  const w = s.m.w
  const side = ctx.side as number
  const free = skaters(ctx)
  if (free.size === 0) return null
  const turn = w[G_TTOTAL + side]
  const c = carrierOf(s)
  const out: PlannedAction[] = []
  const add = (p: number, to: number[], end: PlanEnd, target: number, why: string): void => {
    const action = free.get(p)
    if (!action || to.length === 0) return
    const loose = end === 'check' && c < 0
    const plan: SkatePlan = {
      player: p,
      side,
      turn,
      to,
      end,
      target,
      carrying: c === p,
      ...(loose ? { loose } : {}),
    }
    out.push({ action, plan, why, own: false })
  }
  if (c >= 0 && w[P_SIDE + c] === side) {
    if (free.has(c)) carrierPlans(s, c, add)
  } else {
    // Their carrier or a loose puck: the nearest skaters who reach it this move go at it.
    const tx = c >= 0 ? w[P_X + c] : puckX(s)
    const ty = c >= 0 ? w[P_Y + c] : puckY(s)
    const near = [...free.keys()]
      .map((p) => ({ p, d: cheb(w[P_X + p], w[P_Y + p], tx, ty) }))
      .sort((a, b) => a.d - b.d || a.p - b.p)
      .slice(0, PLAN_LIMITS.chasers)
    for (const { p } of near) {
      const ma = w[P_MA + p]
      // A check is a square of movement (000: Checking): beside him with one left.
      if (c >= 0) add(p, besideWithin(s, p, tx, ty, ma - 1), 'check', c, `${p} checks ${c}`)
      add(p, besideWithin(s, p, puckX(s), puckY(s), ma), 'take', -1, `${p} takes the puck`)
    }
    if (c < 0) scrumChecks(s, side, free, add)
    const guards = [...free.keys()]
      .filter((p) => !onDefenceSpot(s, side, p))
      .sort((a, b) => ownGoalDistance(s, side, a) - ownGoalDistance(s, side, b) || a - b)
      .slice(0, PLAN_LIMITS.guards)
    for (const p of guards) add(p, defenceSpots(s, side, p), 'stop', -1, `${p} guards our goal`)
  }
  return out
}

/**
 * A loose puck in a scrum: their skaters beside it are what makes every take of ours a roll at minus one each, and
 * theirs a likely one (000: Taking Control — -1 per opposing stick zone on the taker or the puck). A check knocking
 * one down (000: Checking) clears his zone; beside the puck it is no Roughing (000: neither within one square of the
 * puck). Their best taker first (highest AG), each checked by our nearest skater who reaches beside him.
 * Measured 2026-12-03, Hard 1,500 nodes v Beginner, seeds 5000-5099 both ways (200 games): 177-15-8, 3.63-0.58 goals
 * a game, against 174-12-14, 3.54-0.62 without (watched before: a loose puck lay nine turns in a scrum, each side's
 * takes failing at minus two or more).
 */
function scrumChecks(s: CrossCheckState, side: number, free: Map<number, Action>, add: Add): void {
  const w = s.m.w
  const px = puckX(s)
  const py = puckY(s)
  const targets: number[] = []
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (w[P_SIDE + q] === side || w[P_X + q] < 0 || w[P_GOALIE + q] === 1) continue
    if (w[P_STATE + q] === PS_STANDING && cheb(w[P_X + q], w[P_Y + q], px, py) <= 1) targets.push(q)
  }
  targets.sort((a, b) => w[P_AG + b] - w[P_AG + a] || a - b)
  for (const q of targets.slice(0, PLAN_LIMITS.scrumChecks)) {
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    const by = [...free.keys()]
      .map((p) => ({ p, d: cheb(w[P_X + p], w[P_Y + p], qx, qy) }))
      .sort((a, b) => a.d - b.d || a.p - b.p)
    for (const { p } of by) {
      const to = besideWithin(s, p, qx, qy, w[P_MA + p] - 1)
      if (to.length === 0) continue
      add(p, to, 'check', q, `${p} checks ${q} by the puck`)
      break
    }
  }
}

const ownGoalDistance = (s: CrossCheckState, side: number, p: number): number =>
  cheb(s.m.w[P_X + p], s.m.w[P_Y + p], side === 0 ? 0 : LENGTH - 1, 7)

type Add = (p: number, to: number[], end: PlanEnd, target: number, why: string) => void

/** Our carrier's plans: shoot from here or from the nearest shooting squares he reaches, or pass to a free mate. */
function carrierPlans(s: CrossCheckState, c: number, add: Add): void {
  const w = s.m.w
  const side = w[P_SIDE + c]
  const here = sq(w[P_X + c], w[P_Y + c])
  add(c, [here], 'shoot', -1, `${c} shoots from here`)
  const r = reach(s, c, w[P_MA + c])
  // Where his puck lies next to the goal mouth (the coach's carrier squares), outside the opposing crease.
  const [dx, dy] = DIRS[puckDir(s)]
  const spots: { k: number; cost: number }[] = []
  for (const k of shootingSpots(side)) {
    const x = xOfSq(k) - dx
    const y = yOfSq(k) - dy
    if (!isIce(x, y) || creaseOf(x, y) === 1 - side) continue
    const at = sq(x, y)
    if (at === here || r[at] < 0) continue
    spots.push({ k: at, cost: r[at] + 3 * opposingZones(s, side, x, y, xOfSq(k), yOfSq(k)) })
  }
  spots.sort((a, b) => a.cost - b.cost || a.k - b.k)
  for (const { k } of spots.slice(0, PLAN_LIMITS.shots))
    add(c, [k], 'shoot', -1, `${c} shoots from ${xOfSq(k)},${yOfSq(k)}`)
  // Passes from where he stands to an empty square in a free team-mate's stick zone, best chance first.
  const passes: { q: number; k: number; ok: number }[] = []
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === c || w[P_SIDE + q] !== side || w[P_X + q] < 0 || w[P_GOALIE + q] === 1) continue
    if (w[P_STATE + q] !== PS_STANDING || w[P_MOVED + q] === 1) continue // he skates next and takes it
    let best = { k: -1, ok: 0 }
    for (let y = w[P_Y + q] - 1; y <= w[P_Y + q] + 1; y++)
      for (let x = w[P_X + q] - 1; x <= w[P_X + q] + 1; x++) {
        if (x < 0 || y < 0 || x >= LENGTH || y >= WIDTH || !isIce(x, y) || occupant(s, x, y) >= 0) continue
        if (creaseOf(x, y) >= 0 || !inStickZone(s, q, x, y) || opposingZones(s, side, x, y, x, y) > 0)
          continue
        // Nearer their goal is better: a small tie-break on the arrival chance.
        const ok = passChance(s, c, x, y) - 0.001 * cheb(x, y, attackGoalX(side), 7)
        if (ok > best.ok) best = { k: sq(x, y), ok }
      }
    if (best.k >= 0) passes.push({ q, ...best })
  }
  passes.sort((a, b) => b.ok - a.ok || a.q - b.q)
  for (const { q, k } of passes.slice(0, PLAN_LIMITS.passes)) add(c, [here], 'pass', k, `${c} passes to ${q}`)
}

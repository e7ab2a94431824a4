// A player's activation planned once and replayed step by step. The coach works out, at every step of a Move or a
// Blitz, why the player was declared and the likeliest path there (reach over the pitch, his goal, the cage): the
// same answer square after square while nothing but his own walk has changed. So the Hard coach keeps the path it
// chose at the activation's first step and plays its next square at once while the position is the one it planned
// in — every other player where he was, the ball's state, the turn and the team re-rolls unchanged (a fingerprint)
// and the player on his path. Anything else (a fall, a re-roll spent, the ball picked up) and the coach plans
// afresh. A plan can also be given from outside (`follow`): the Hard search's "player → square" candidates
// (candidates.ts) apply a declaration and then walk the given path, in its look-ahead and, once chosen, in play.

import { A_BLOCK, A_END_ACTIVATION, A_STEP, K_BLITZ, K_MOVE, code, typeOf } from '../../rules/classic/actions'
import {
  F_KIND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF,
  G_RR0,
  G_TURN0,
  MAX_PLAYERS,
  P_STATE,
  P_X,
  P_Y,
  WIDTH,
} from '../../rules/classic/layout'
import { PR_ACTIVATION } from '../../rules/classic/procs/kinds'
import { arg, topFrame } from '../../rules/classic/stack'
import type { ClassicState } from '../../rules/classic/state'
import { declaredBlitz } from './goals'
import { playerGoal } from './cage'
import { look, type LegalSet } from './look'
import { pathTo, reachFor } from './paths'
import { AnswerTable } from './answerTable'

/** A walk for one activation: the squares to step on in order, then a block (or the end, or the coach again). */
export interface ActivationPlan {
  readonly player: number
  /** The declared action kind (K_MOVE, K_BLITZ, K_BLOCK). */
  readonly kind: number
  /** Squares (y * WIDTH + x) of the path, without the start. */
  readonly squares: readonly number[]
  /** Whom to block at the end (a Blitz or a Block), else -1. */
  readonly target: number
  /**
   * At the end of the path: true ends the activation (a given square is where he was sent), false hands him back
   * to the coach (the coach's own plan: a picked-up ball or a new chance may change what he does next).
   */
  readonly endThere: boolean
}

interface Stored extends ActivationPlan {
  readonly side: number
  readonly print: number
  /** The square he stood on when the plan was made (its walk starts there). */
  readonly start: number
}

/** The activation under way: its player and declared kind, or null when the top frame is not an activation. */
function activation(s: ClassicState): { p: number; kind: number } | null {
  const f = topFrame(s)
  if (s.m.w[f + F_KIND] !== PR_ACTIVATION) return null
  return { p: arg(s, f, 0), kind: arg(s, f, 1) }
}

/**
 * Everything a plan for `p` depends on besides his own walk: every other player's square and state, the ball (its
 * square only when someone else has it or nobody does), the half, the turns and the team re-rolls.
 */
export function fingerprint(s: ClassicState, p: number, side: number): number {
  const w = s.m.w
  let h = (0x811c9dc5 ^ (p * 2 + side)) | 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p) continue
    h = Math.imul(h ^ w[P_X + q], 16777619)
    h = Math.imul(h ^ w[P_Y + q], 16777619)
    h = Math.imul(h ^ w[P_STATE + q], 16777619)
  }
  const carried = w[G_CARRIER] === p
  for (const i of [G_BALL_STATE, G_CARRIER, G_HALF, G_TURN0, G_TURN0 + 1, G_RR0, G_RR0 + 1])
    h = Math.imul(h ^ w[i], 16777619)
  if (!carried) {
    h = Math.imul(h ^ w[G_BALL_X], 16777619)
    h = Math.imul(h ^ w[G_BALL_Y], 16777619)
  }
  return h
}

/** Plans kept (the coach's own and those given in play); the table starts afresh when full. */
const CAPACITY = 4096
const plans = new Map<number, Stored>()
/** A candidate's plan for the one look-ahead simulation under way (the search sets and clears it). */
let given: Stored | null = null

function keyOf(print: number, kind: number): number {
  return Math.imul(print, 31) + kind
}

function store(s: ClassicState, side: number, plan: ActivationPlan): Stored {
  const w = s.m.w
  const start = w[P_Y + plan.player] * WIDTH + w[P_X + plan.player]
  return { ...plan, side, print: fingerprint(s, plan.player, side), start }
}

/**
 * Makes the policy follow `plan` for its activation in this position: `look` for the one simulation under way
 * (null forgets it), `play` for the real game (kept until it is walked or the position changes).
 */
export function followPlan(
  s: ClassicState,
  side: number,
  plan: ActivationPlan | null,
  scope: 'look' | 'play',
): void {
  if (scope === 'look') {
    given = plan ? store(s, side, plan) : null
    return
  }
  if (!plan) return
  const st = store(s, side, plan)
  if (plans.size >= CAPACITY) plans.clear()
  plans.set(keyOf(st.print, st.kind), st)
}

/** Forgets every plan (tests start from none; a plan is otherwise kept while its position may come back). */
export function forgetPlans(): void {
  plans.clear()
  noted.clear()
  given = null
}

/** The planned next action of the activation under way, as a code of `legal`, or null (no plan applies). */
export function plannedStep(s: ClassicState, side: number, legal: LegalSet): number | null {
  const a = activation(s)
  if (!a) return null
  const print = fingerprint(s, a.p, side)
  const plan =
    given && given.print === print && given.player === a.p && given.kind === a.kind && given.side === side
      ? given
      : plans.get(keyOf(print, a.kind))
  if (!plan || plan.player !== a.p || plan.side !== side || plan.print !== print) return null
  const w = s.m.w
  const here = w[P_Y + a.p] * WIDTH + w[P_X + a.p]
  // Where he is on the path: one of its squares, or where it starts (none of it walked yet).
  const next = plan.squares.indexOf(here) + 1
  if (next === 0 && here !== plan.start) return null
  if (next < plan.squares.length) {
    const to = plan.squares[next]
    const x = to % WIDTH
    const c = code(A_STEP, 0, x, (to - x) / WIDTH)
    return legal.has(c) ? c : null
  }
  // The path is walked: the block, the end of the activation, or the coach's own look from here.
  if (plan.target >= 0) {
    const c = code(A_BLOCK, plan.target)
    if (legal.has(c)) return c
  }
  if (!plan.endThere) return null
  const end = code(A_END_ACTIVATION)
  return legal.has(end) ? end : null
}

/**
 * What `notePlan` worked out by position (the words up to the activation's frame, the side and the coach's step):
 * the plan, or null when it keeps none. The look-ahead meets the same first steps round after round, and most of
 * them keep no plan (a one-square walk, a first square not the coach's), which was worked out again each time.
 */
const noted = new AnswerTable<ActivationPlan | null>(CAPACITY)

/**
 * After the coach answered `chosen` at the first step of an activation (no plan yet), keeps the path it is on:
 * worked out with the coach's own goal functions, and kept only when its first square is the coach's step.
 */
export function notePlan(s: ClassicState, side: number, chosen: number, legal: LegalSet): void {
  if (typeOf(chosen) !== A_STEP || plannedStep(s, side, legal) !== null) return
  const a = activation(s)
  if (!a || (a.kind !== K_MOVE && a.kind !== K_BLITZ)) return
  const plan = noted.get(s, side, [chosen], () => planAt(s, side, a.p, a.kind, chosen))
  if (plan) followPlan(s, side, plan, 'play')
}

/** The plan `notePlan` keeps for `p`'s activation of `kind` after the coach's step `chosen`, or null. */
function planAt(
  s: ClassicState,
  side: number,
  p: number,
  kind: number,
  chosen: number,
): ActivationPlan | null {
  const lk = look(s, side, true)
  let squares: number[] | null = null
  let target = -1
  if (kind === K_MOVE) {
    const r = reachFor(lk, p)
    squares = pathTo(r, playerGoal(lk, p, r).to)
  } else {
    const plan = declaredBlitz(lk, p)
    if (plan) {
      squares = pathTo(reachFor(lk, p, 1), plan.from)
      target = plan.target
    }
  }
  if (!squares || squares.length < 2) return null // a one-square walk has nothing to replay
  const first = squares[0]
  const x = first % WIDTH
  if (code(A_STEP, 0, x, (first - x) / WIDTH) !== chosen) return null
  return { player: p, kind, squares, target, endThere: false }
}

// The coach's team turn planned once for the Hard search's look-ahead (issue 20 point 2: "each player's plan made
// once and replayed in rollouts"). The coach works its turn out again at every declaration and at the first step of
// every activation — reaches, goals and the cage for every free player —, and in a look-ahead that was ~88% of the
// time, although between two declarations only one of our players has moved. So in a look-ahead the coach plans
// the turn once, from one look at the position: the declarations in the order its team-turn planner (turnPolicy.ts)
// gives them when each planned player is taken out of the choice in turn, and each activation's path and target
// from the same goal functions its activation step uses (activation.ts). Later decisions of the turn replay the
// plan's next step while it still fits: the player declares from the square he was planned from, the next square
// is a legal step (so still empty) that needs a dodge exactly when it did at planning time, the block's target is
// still a legal block, and the ball (state, carrier, square), the half and the turn are unchanged. When a step no
// longer fits — a die went wrong, a push moved someone, the carrier moved on (the cage is planned round him) — the
// coach answers that decision itself and the next team-turn decision plans afresh from there.
//
// This is a rollout policy only: the coach's own decisions (the Beginner, Hard's choice at the root) never come
// here, so they are exactly as before. The plan lives for one look-ahead: `lookCount` (hard/lookahead.ts) tells a
// new playout from the one under way.

import type { Action } from '../../engine/api'
import {
  A_BLOCK,
  A_DECLARE,
  A_END_ACTIVATION,
  A_STEP,
  K_BLITZ,
  K_BLOCK,
  K_MOVE,
  code,
  encode,
  playerOf,
  typeOf,
  xOf,
} from '../../rules/classic/actions'
import {
  BALL_CARRIED,
  BALL_GROUND,
  F_KIND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF,
  G_TURN0,
  P_X,
  P_Y,
  WIDTH,
} from '../../rules/classic/layout'
import { tackleZones } from '../../rules/classic/geometry'
import { PR_ACTIVATION } from '../../rules/classic/procs/kinds'
import { AF_BLOCKED } from '../../rules/classic/procs/turnLegal'
import { arg, topFrame } from '../../rules/classic/stack'
import type { ClassicState } from '../../rules/classic/state'
import { lookCount, searchCount } from '../hard/lookahead'
import type { AiContext } from '../types'
import { blockOption } from './goals'
import { hasActed, LegalSet, look, type Look } from './look'
import { pathTo, reachFor } from './paths'
import { planTurn } from './turnPolicy'
import { blitzOf, blockOf, goalOf } from './turnPlanLook'
import { forgetPlans, rememberedPlan } from './turnPlanMemo'

/** One planned activation (never changed once made: plans are shared by position): its declaration and, for a Move, Blitz or Block, its walk and target. */
export interface PlannedStep {
  /** The declaration's code (or the end of the turn: then nothing else is set). */
  readonly decl: number
  readonly player: number
  readonly kind: number
  /** The square he declares from (y * WIDTH + x). */
  readonly start: number
  /** The walk's squares without the start; null: the coach plays this activation itself (a Pass, a Foul...). */
  readonly squares: readonly number[] | null
  /** Per square of the walk, whether the square he leaves for it was in an opponent's tackle zone (a dodge). */
  readonly dodges: readonly boolean[]
  /** Whom he blocks at the end of the walk, else -1. */
  readonly target: number
  /**
   * What the declaration's odds rest on, checked again before it is replayed: a Block's dice (blockDice), a walk
   * onto the loose ball the opponents' tackle zones on it (the pick-up's modifier); else -1.
   */
  readonly odds: number
}

interface TurnPlan {
  /** The search it was made in (hard/lookahead.ts `searchCount`): plans never reach another decision's search. */
  readonly search: number
  readonly meta: object
  readonly side: number
  readonly half: number
  readonly turn: number
  readonly ball: number
  /** The ball's square when planned (a carried one included). */
  readonly ballAt: number
  readonly steps: readonly PlannedStep[]
  /** The activation under way, when it was declared from the plan, and the look it was declared in. */
  active: PlannedStep | null
  activeLook: number
}

/**
 * The plan of the turn under way, kept across the look-aheads of one search: each playout starts from the same
 * root, so the plan made in one still fits the next while its players stand where it planned them from and the
 * ball is where it was; which of its steps are done is read off the players' acted flags.
 */
let current: TurnPlan | null = null

/** How often a turn was planned and a decision replayed (the tests count them; the bench may print them). */
export const turnPlanStats = { plans: 0, replayed: 0 }

/** Forgets the plan under way and every remembered one (tests start from none). */
export function forgetTurnPlan(): void {
  current = null
  forgetPlans()
}

/**
 * The ball's state, carrier and (when nobody carries it) square in one number: a plan holds only while it is
 * unchanged. A carried ball's square moves with the carrier's own planned walk; a new team-turn decision checks it
 * (`ballAt`): the cage is planned round where he stood.
 */
function ballPrint(w: Int32Array): number {
  let h = Math.imul(0x811c9dc5 ^ w[G_BALL_STATE], 16777619)
  h = Math.imul(h ^ w[G_CARRIER], 16777619)
  if (w[G_BALL_STATE] === BALL_CARRIED) return h
  h = Math.imul(h ^ w[G_BALL_X], 16777619)
  return Math.imul(h ^ w[G_BALL_Y], 16777619)
}

const ballAt = (w: Int32Array): number => w[G_BALL_Y] * WIDTH + w[G_BALL_X]

const squareOf = (w: Int32Array, p: number): number => w[P_Y + p] * WIDTH + w[P_X + p]

/** The plan of this look-ahead's turn for `side`, if it is still the plan of this position's turn. */
function livePlan(s: ClassicState, side: number): TurnPlan | null {
  const tp = current
  const w = s.m.w
  if (
    !tp ||
    tp.search !== searchCount() ||
    tp.meta !== s.meta ||
    tp.side !== side ||
    tp.half !== w[G_HALF] ||
    tp.turn !== w[G_TURN0 + side] ||
    tp.ball !== ballPrint(w)
  )
    return null
  return tp
}

/** The activation planned for `decl` from the look `lk` (its walk and target from the coach's goal functions). */
function planActivation(lk: Look, decl: number): PlannedStep {
  const p = playerOf(decl)
  const kind = xOf(decl)
  const w = lk.w
  const start = squareOf(w, p)
  let squares: number[] | null = null
  let target = -1
  if (kind === K_MOVE) {
    const r = reachFor(lk, p)
    squares = pathTo(r, goalOf(lk, p).to)
  } else if (kind === K_BLITZ) {
    // As the activation step plans it (activation.ts): their carrier when they have the ball.
    const plan = (lk.theirBall ? blitzOf(lk, p, true) : null) ?? blitzOf(lk, p, false)
    if (plan) {
      squares = pathTo(reachFor(lk, p, 1), plan.from)
      target = plan.target
    }
  } else if (kind === K_BLOCK) {
    const o = blockOf(lk, p)
    if (o) {
      squares = []
      target = o.target
    }
  }
  const dodges: boolean[] = []
  if (squares)
    for (let i = 0; i < squares.length; i++) {
      const from = i === 0 ? start : squares[i - 1]
      dodges.push(tackleZones(lk.s, lk.side, from % WIDTH, Math.floor(from / WIDTH)) > 0)
    }
  return {
    decl,
    player: p,
    kind,
    start,
    squares,
    dodges,
    target,
    odds: oddsOf(lk.s, lk.side, p, kind, target, squares),
  }
}

/** The Block's dice (attacker's pick positive), or the tackle zones on the loose ball a walk ends on, or -1. */
function oddsOf(
  s: ClassicState,
  side: number,
  p: number,
  kind: number,
  target: number,
  squares: readonly number[] | null,
): number {
  const w = s.m.w
  if (kind === K_BLOCK && target >= 0) return blockOption(look(s, side, true), p, target).dice
  if (kind !== K_MOVE || !squares || squares.length === 0 || w[G_BALL_STATE] !== BALL_GROUND) return -1
  const last = squares[squares.length - 1]
  if (last !== ballAt(w)) return -1
  return tackleZones(s, side, last % WIDTH, (last - (last % WIDTH)) / WIDTH)
}

/** Most declarations a turn can hold (a team's players on the pitch), and the end of the turn. */
const MAX_STEPS = 17

/**
 * Plans the rest of `side`'s turn from this position: the team-turn planner's declaration, then its next one with
 * that player taken out of the choice, and so on until it ends the turn — all from the one look, so every player's
 * reach and goal is worked out once (turnPlanLook.ts) — with each activation's walk.
 */
function planSteps(ctx: AiContext<ClassicState>): PlannedStep[] {
  turnPlanStats.plans++
  const lk = look(ctx.state, ctx.side, true)
  const codes = ctx.legal.map((a) => encode(a))
  const taken = new Set<number>()
  const steps: PlannedStep[] = []
  for (let k = 0; k < MAX_STEPS; k++) {
    const legal = new LegalSet(
      ctx.legal.filter((_, i) => {
        const c = codes[i]
        return c === null || typeOf(c) !== A_DECLARE || !taken.has(playerOf(c))
      }),
    )
    const c = planTurn(lk, legal)
    if (typeOf(c) !== A_DECLARE) {
      steps.push({
        decl: c,
        player: -1,
        kind: -1,
        start: -1,
        squares: null,
        dodges: [],
        target: -1,
        odds: -1,
      })
      break
    }
    steps.push(planActivation(lk, c))
    taken.add(playerOf(c))
  }
  return steps
}

/**
 * The turn's plan from this position, made once per position: every playout of a search starts from the same
 * root, so the position of its first team-turn decision (and of many re-plans: the same rolls come out the same
 * way) comes back round after round (turnPlanMemo.ts).
 */
export function planWholeTurn(ctx: AiContext<ClassicState>, legal: LegalSet): TurnPlan {
  const s = ctx.state
  const w = s.m.w
  const steps = rememberedPlan(s, ctx.side, legal.codes, () => planSteps(ctx))
  return {
    search: searchCount(),
    meta: s.meta,
    side: ctx.side,
    half: w[G_HALF],
    turn: w[G_TURN0 + ctx.side],
    ball: ballPrint(w),
    ballAt: ballAt(w),
    steps,
    active: null,
    activeLook: -1,
  }
}

/**
 * The plan's next declaration at a team-turn decision — its first step whose player has not acted yet —, planning
 * the turn (again) when the plan no longer fits.
 */
function declaration(ctx: AiContext<ClassicState>, legal: LegalSet): number | null {
  const w = ctx.state.m.w
  const fits = (st: PlannedStep | undefined): st is PlannedStep =>
    st !== undefined &&
    legal.has(st.decl) &&
    (st.player < 0 || (squareOf(w, st.player) === st.start && oddsHold(ctx.state, ctx.side, st)))
  let tp = livePlan(ctx.state, ctx.side)
  let st = tp && tp.ballAt === ballAt(w) ? nextStep(w, tp) : undefined
  if (tp && fits(st)) turnPlanStats.replayed++
  else {
    tp = current = planWholeTurn(ctx, legal)
    st = nextStep(w, tp)
    if (!fits(st)) {
      current = null
      return null
    }
  }
  tp.active = st.player >= 0 ? st : null
  tp.activeLook = lookCount()
  return st.decl
}

/**
 * The declaration's odds are no worse than planned: a Block on as many dice (an assist lost to an earlier push
 * makes the coach think again), a pick-up under no more tackle zones.
 */
function oddsHold(s: ClassicState, side: number, st: PlannedStep): boolean {
  if (st.odds < 0) return true
  const now = oddsOf(s, side, st.player, st.kind, st.target, st.squares)
  return st.kind === K_BLOCK ? now >= st.odds : now >= 0 && now <= st.odds
}

/** The plan's first step whose player has not acted this turn (the end of the turn has no player). */
function nextStep(w: Int32Array, tp: TurnPlan): PlannedStep | undefined {
  return tp.steps.find((st) => st.player < 0 || !hasActed(w, st.player))
}

/** The planned activation's next action, or null (the coach answers, and the turn is planned again after it). */
function activationStep(ctx: AiContext<ClassicState>, legal: LegalSet): number | null {
  const s = ctx.state
  const w = s.m.w
  const tp = livePlan(s, ctx.side)
  const st = tp?.active
  // Only an activation the plan declared in this very look: one the search declared (a root candidate, perhaps
  // with a plan of its own: plans.ts) is the coach's.
  if (!tp || !st || st.squares === null || tp.activeLook !== lookCount()) return null
  const f = topFrame(s)
  if (w[f + F_KIND] !== PR_ACTIVATION || arg(s, f, 0) !== st.player || arg(s, f, 1) !== st.kind) return null
  const broken = (): null => {
    current = null
    return null
  }
  const end = code(A_END_ACTIVATION)
  // A Block or Blitz whose block is thrown is over (as the coach's activation step does it).
  if ((arg(s, f, 2) & AF_BLOCKED) !== 0) return legal.has(end) ? end : broken()
  const here = squareOf(w, st.player)
  const at = here === st.start ? 0 : st.squares.indexOf(here) + 1
  if (at === 0 && here !== st.start) return broken()
  if (at < st.squares.length) {
    const to = st.squares[at]
    const x = to % WIDTH
    const c = code(A_STEP, 0, x, (to - x) / WIDTH)
    const dodge = tackleZones(s, ctx.side, here % WIDTH, (here - (here % WIDTH)) / WIDTH) > 0
    return legal.has(c) && dodge === st.dodges[at] ? c : broken()
  }
  if (st.target >= 0) {
    const c = code(A_BLOCK, st.target)
    return legal.has(c) ? c : broken()
  }
  return legal.has(end) ? end : broken()
}

/**
 * The coach's rollout policy (hard/games.ts): a team-turn decision or a planned activation's step from the turn
 * plan, anything else — and a step that no longer fits — by the coach itself (`coach`).
 */
export function rolloutPolicy(
  ctx: AiContext<ClassicState>,
  coach: (ctx: AiContext<ClassicState>) => Action,
): Action {
  const kind = ctx.decision.kind
  // An activation step is the plan's only when the plan declared it in this look (activationStep): most of a
  // playout's other steps (the search's own declaration) go straight to the coach, without a legal set built.
  const planned = kind === 'activation' && current?.active != null && current.activeLook === lookCount()
  if (kind === 'turn' || planned) {
    const legal = new LegalSet(ctx.legal)
    const c = kind === 'turn' ? declaration(ctx, legal) : activationStep(ctx, legal)
    const a = c === null ? undefined : legal.get(c)
    if (a) {
      if (kind === 'activation') turnPlanStats.replayed++
      return a
    }
  }
  return coach(ctx)
}

// The Hard level: a search over the engine's legal actions, seeded by the game's scripted coach (GameAi.coach, else
// its Beginner; "the policy" below) and ended at leaves by the game's evaluation. At the root each candidate action
// is tried in rounds of simulations: apply it, let the policy play on (both sides, every decision kind) until the
// side to move hands the turn over (Blitz Bowl and Cross Check: until the opponent's reply is over too), evaluate,
// undo. Chance is sampled: every simulation re-seeds the look-ahead's dice from the AI's own generator (the real
// future dice stay unseen), and all candidates of one round share that seed (common random numbers), so their
// difference is the action's, not the dice's. Candidates: the policy's choice, its next choices, then a one-ply
// ranking (for a kind the policy otherwise answers alone, only the actions the game's focus names: games.ts).
// Successive halving spends the budget on the better challengers; the policy's choice is overruled only by a
// statistically clear lead.
import type { Action, Decision, Side } from '../../engine/api'
import { createRandom, drawSeed } from '../rng'
import type { AiContext, GameAi, PlannedAction } from '../types'
import { applyLegal, fastCodesOf } from './fast'
import { DEFAULT_SEARCH, GAME_SEARCH, POLICY_ONLY_KINDS } from './games'
import { positionMemo } from './positionMemo'
import { lookaheads } from './lookahead'
import { coach, policyChoice, policyCodeStep, policyStep } from './policySteps'

/** What a decision may spend: look-ahead actions (reproducible) and/or wall time. */
export interface AiBudget {
  readonly nodes?: number
  readonly timeMs?: number
  /** False spends the whole budget even when the answer is already clear (the rollout bench's fixed work). */
  readonly settle?: boolean
}

/** One core, one second, when the caller names no budget. */
export const DEFAULT_TIME_MS = 1000

/**
 * How a decision ended: one legal action (`trivial`), the policy alone (`policy`), the budget spent (`budget`), the
 * result clear before the budget was (`settled`: the policy's choice out of every challenger's reach, or one
 * challenger's lead beyond doubt), or past twice its time (`watchdog`).
 */
export type SearchStop = 'trivial' | 'policy' | 'budget' | 'settled' | 'watchdog'

export interface SearchReport {
  readonly action: Action
  /** Look-ahead actions applied. */
  readonly nodes: number
  /** Of those, the ones in the simulations (not the ordering looks). */
  readonly rolloutNodes?: number
  readonly simulations: number
  readonly candidates: number
  readonly stopped: SearchStop
  /** True when a challenger's clear lead overruled the policy's choice. */
  readonly overruled?: boolean
  /** The chosen candidate's plan, when it was a whole activation (GameAi.activations): what it is. */
  readonly plan?: string
}

/** When the opponent owns one of these, the simulated turn is over and the position is evaluated. */
const HANDOVER_KINDS = new Set([
  'turn',
  'pre-turn',
  'setup',
  'line-up',
  'kick',
  'kick-or-receive',
  'coin-toss',
])
/** How many of the candidates after the prior come from asking the policy again. */
const POLICY_ALTERNATIVES = 3
/** A simulated continuation stops after this many actions even if the turn goes on. */
const MAX_DEPTH = 60

/** Rounds needed before the search may overrule the policy. */
const MIN_ROUNDS = 3
/**
 * Rounds before the search may stop early because the answer is clear: enough shared dice that a challenger
 * which never differed from the policy's choice (all differences 0) has been tried in more than a few outcomes.
 */
const SETTLE_ROUNDS = 8
/** How many of the candidates after the prior come from asking the policy again when whole activations are laid out. */
const PLANNED_ALTERNATIVES = 1
/** A planned activation's ordering look plays at most this many of its steps. */
const PLAN_STEPS = 24
/** How much better (score units, mean over rounds) another action must look to overrule the policy... */
const OVERRIDE_MARGIN = 0.03
/**
 * ...and by how many standard errors of the paired (same dice) differences: a lead the dice explain is no lead.
 * One error instead, measured 2026-11-30 (bench:ai Hard v Beginner, each seed both ways): Classic at 15,000 nodes,
 * seeds 5000-5099, 132-38-30 with 19.8% of its turns ending in a turnover against 131-42-27 and 16.9%; Cross Check
 * at 1,500 nodes, seeds 5000-5019, 30-5-5 against 33-5-2. Overruling the policy on thinner leads buys nothing.
 */
const OVERRIDE_SE = 2

class Watchdog extends Error {}
/** The node budget ran out inside a round; that round is dropped (its candidates would not share its dice). */
class OutOfNodes extends Error {}

/** Wraps each simulation (the rollout bench times them with CPU time: bench/rollout.ts). */
export type RolloutMeter = <T>(run: () => T) => T

export function searchHard(
  kit: GameAi,
  ctx: AiContext,
  budget: AiBudget = {},
  clock: () => number = () => performance.now(),
  meter: RolloutMeter = (run) => run(),
): SearchReport {
  const { legal, ruleset, state, side } = ctx
  if (legal.length === 1) return report(legal[0], 0, 0, 1, 'trivial')
  const start = clock()
  const timeMs = budget.timeMs ?? (budget.nodes === undefined ? DEFAULT_TIME_MS : Infinity)
  const maxNodes = budget.nodes ?? Infinity
  const hardStop = start + 2 * timeMs
  const fast = fastCodesOf(ruleset)
  const game = GAME_SEARCH[ruleset.id] ?? DEFAULT_SEARCH
  const reply = game.reply
  const maxDepth = reply ? 2 * MAX_DEPTH : MAX_DEPTH
  let nodes = 0
  // The node budget is the simulations': the ordering looks' nodes (before the rounds) do not count against it, so
  // a small budget still buys rounds however many candidates had to be ordered.
  let ordering = 0
  // The leaves' values (and in the games that ask for it, the policy's answers) remembered by position for this
  // decision (positionMemo.ts): the same continuations come back round after round.
  const leafMemo = positionMemo<number>()
  const evaluate = (st: unknown): number => leafMemo(st, () => kit.evaluate(st, side))
  // One memo per plan followed (null: the policy's own): a planned move answers differently in the same position.
  const policyMemos = game.memoPolicy ? new Map<unknown, ReturnType<typeof positionMemo<Action>>>() : null
  const memoOf = (plan: unknown): ReturnType<typeof positionMemo<Action>> | null => {
    if (!policyMemos) return null
    let memo = policyMemos.get(plan)
    if (!memo) policyMemos.set(plan, (memo = positionMemo<Action>()))
    return memo
  }
  // The policy's look-ahead steps on the engine's codes where the game's coach answers in them (no rollout policy
  // of the game's own): the same answers, without an action object per legal code and step.
  const codeStep = fast && !game.rollout ? policyCodeStep(kit, ctx, fast) : null
  // Every look of this decision starts from this very position: journal-free playouts, the words put back after.
  const lookahead = lookaheads(ruleset, state)
  const unseen = { side, redeal: kit.redealHidden }

  const prior = policyChoice(kit, ctx, createRandom(drawSeed(ctx.rng)))
  const kind = ctx.decision.kind
  if (POLICY_ONLY_KINDS.has(kind)) return report(prior, 0, 0, 1, 'policy')
  // A policy-only kind is searched only over the actions the game's focus names (with the policy's choice).
  const focus = game.policyOnly.has(kind) ? (game.focus?.(state, kind, legal) ?? null) : undefined
  if (focus === null || focus?.length === 0) return report(prior, 0, 0, 1, 'policy')

  const watch = (counted = true): void => {
    // The watchdog: a decision past twice its time ends with the best action found so far.
    if (timeMs !== Infinity && clock() > hardStop) throw new Watchdog()
    if (counted && nodes - ordering >= maxNodes) throw new OutOfNodes()
  }

  /** Has the policy follow `plan` after its action in this look-ahead (forgotten at its end). */
  const withPlan = <T>(plan: unknown, run: () => T): T => {
    if (plan === null || !kit.follow) return run()
    try {
      kit.follow(state, side, plan, 'look')
      return run()
    } finally {
      kit.follow(state, side, null, 'look')
    }
  }

  /** One simulation of `action` (then `plan`): the value for `side` after the policy plays the turn out. */
  const simulate = (action: Action, plan: unknown, seed: number): number =>
    withPlan(plan, () =>
      lookahead(seed, unseen, () => {
        const rng = createRandom(seed ^ 0x5bd1e995)
        watch()
        applyLegal(ruleset, fast, state, action)
        nodes++
        let handedOver = false
        const policyMemo = memoOf(plan)
        const byCode = policyMemo ? null : codeStep
        for (let depth = 0; depth < maxDepth; depth++) {
          const decision = ruleset.decision(state)
          if (decision.side === null) break
          if (!handedOver && handsOver(decision, side)) {
            // The end of our turn: evaluated here, or after the opponent's reply played by the policy.
            if (!reply) break
            handedOver = true
          } else if (handedOver && handsOver(decision, (1 - side) as Side)) break
          watch()
          if (byCode) byCode(decision, rng)
          else {
            const next = policyMemo
              ? policyMemo(state, () => policyStep(kit, ctx, decision, rng, fast))
              : policyStep(kit, ctx, decision, rng, fast)
            applyLegal(ruleset, fast, state, next)
          }
          nodes++
        }
        return evaluate(state)
      }),
    )

  /**
   * The ordering look for a whole activation: its action, then its plan's steps (and the rolls they meet, by the
   * policy) until the activation is over, evaluated. Like the one-ply look, not held to the node budget.
   */
  const planPly = (candidate: PlannedAction, seed: number): number =>
    withPlan(candidate.plan, () =>
      lookahead(seed, unseen, () => {
        watch(false)
        applyLegal(ruleset, fast, state, candidate.action)
        nodes++
        const rng = createRandom(seed ^ 0x2545f491)
        for (let step = 0; step < PLAN_STEPS; step++) {
          const decision = ruleset.decision(state)
          if (decision.side !== side || decision.kind === ctx.decision.kind) break
          if (codeStep) codeStep(decision, rng)
          else applyLegal(ruleset, fast, state, policyStep(kit, ctx, decision, rng, fast))
          nodes++
        }
        return evaluate(state)
      }),
    )

  let stopped: SearchStop = 'budget'
  let rolloutNodes = 0
  const candidates: Action[] = []
  // Per candidate, the plan the policy follows after its action (whole activations), else null.
  const plans: unknown[] = []
  const whys: (string | undefined)[] = []
  // Per candidate, the paired differences from the policy's choice (index 0) over the rounds both were live: the
  // same dice for both, so the dice's share of the values cancels and what is left is the action's.
  const sum: number[] = []
  const sumSq: number[] = []
  const seen: number[] = []
  let rounds = 0
  try {
    const onePly = (a: Action, seed: number): number => {
      // The ordering look is not held to the node budget (it is one node a legal action): a budget too small
      // for it would leave nothing to search.
      watch(false)
      return lookahead(seed, unseen, () => {
        applyLegal(ruleset, fast, state, a)
        nodes++
        return evaluate(state)
      })
    }
    const planned = focus || game.activations === false ? null : (kit.activations?.(ctx) ?? null)
    const list: PlannedAction[] = planned
      ? plannedCandidates(kit, ctx, prior, planned, game.maxCandidates, planPly)
      : (focus
          ? focusCandidates(kit, ctx, prior, focus, game.maxCandidates, onePly)
          : rootCandidates(kit, ctx, prior, game.maxCandidates, onePly)
        ).map((action) => ({ action, plan: null, why: '', own: true }))
    for (const c of list) {
      candidates.push(c.action)
      plans.push(c.plan)
      whys.push(c.plan === null ? undefined : c.why)
    }
    // A lone candidate (say, the policy skates its last player; ending the turn never challenges it) has no rival.
    if (candidates.length === 1) return report(prior, nodes, 0, 1, 'policy')
    for (let i = 0; i < candidates.length; i++) {
      sum.push(0)
      sumSq.push(0)
      seen.push(0)
    }
    let live = candidates.map((_, i) => i)
    ordering = nodes
    // A round starts only when it should end within the time budget, judged by the last round's length: a round
    // begun just before the second is up would otherwise run on past it (one Classic round is a whole team turn per
    // candidate, tens of ms each), and the coach would wait longer than the budget says.
    let roundMs = 0
    while (nodes - ordering < maxNodes && clock() - start + roundMs < timeMs) {
      const roundStart = clock()
      const seed = drawSeed(ctx.rng)
      const values: number[] = []
      const before = nodes
      meter(() => {
        for (const i of live) values.push(simulate(candidates[i], plans[i], seed))
      })
      rolloutNodes += nodes - before
      // Only whole rounds count, so every live candidate has seen the same dice as the policy's choice.
      live.forEach((i, k) => {
        const d = values[k] - values[0]
        sum[i] += d
        sumSq[i] += d * d
        seen[i]++
      })
      rounds++
      roundMs = clock() - roundStart
      // Successive halving: after rounds 2, 4, 8... the weaker half of the challengers drops out. The policy's
      // choice always stays: it is what every challenger is measured against.
      if (live.length > 2 && (rounds & (rounds - 1)) === 0 && rounds >= 2) {
        const challengers = live.slice(1).sort((x, y) => sum[y] - sum[x] || x - y)
        live = [0, ...challengers.slice(0, Math.ceil(challengers.length / 2))]
      }
      if (budget.settle !== false && rounds >= SETTLE_ROUNDS && settled(live)) {
        stopped = 'settled'
        break
      }
    }
  } catch (error) {
    if (error instanceof Watchdog) stopped = 'watchdog'
    else if (!(error instanceof OutOfNodes)) throw error
  }
  // The policy's choice stands unless a challenger beats it, over at least MIN_ROUNDS shared dice, by a margin
  // and by more than the dice can explain: the policy knows things a short look-ahead cannot see, and one
  // lucky sample must never overrule it.
  if (candidates.length === 0) return report(prior, nodes, rounds, 0, stopped)
  let best = 0
  let bestLead = 0
  for (let i = 1; i < candidates.length; i++) {
    const lead = leadOf(i)
    if (lead !== null && lead.mean > OVERRIDE_MARGIN && lead.low > 0 && lead.low > bestLead) {
      best = i
      bestLead = lead.low
    }
  }
  // A chosen activation is played as planned: the policy follows its plan in the real game too.
  if (plans[best] !== null) kit.follow?.(state, side, plans[best], 'play')
  const chosen = report(candidates[best], nodes, rounds, candidates.length, stopped)
  return { ...chosen, rolloutNodes, overruled: best !== 0, ...(whys[best] ? { plan: whys[best] } : {}) }

  /** A challenger's mean paired difference from the policy's choice and its bounds (OVERRIDE_SE errors). */
  function leadOf(i: number): { mean: number; low: number; high: number } | null {
    const n = seen[i]
    if (n < MIN_ROUNDS) return null
    const mean = sum[i] / n
    const variance = Math.max(0, (sumSq[i] - n * mean * mean) / (n - 1))
    const e = OVERRIDE_SE * Math.sqrt(variance / n)
    return { mean, low: mean - e, high: mean + e }
  }

  /**
   * The answer is clear before the budget is spent: no live challenger can still overrule the policy's choice
   * (each one's best case below the margin), or one challenger's worst case beats the margin and every other
   * live challenger's best case — more rounds would not change the choice.
   */
  function settled(live: readonly number[]): boolean {
    const leads = live.slice(1).map(leadOf)
    if (leads.some((l) => l === null)) return false
    const ls = leads as { mean: number; low: number; high: number }[]
    if (ls.every((l) => l.high < OVERRIDE_MARGIN)) return true
    return ls.some((l, k) => l.low > OVERRIDE_MARGIN && ls.every((o, j) => j === k || o.high < l.low))
  }
}

function report(action: Action, nodes: number, simulations: number, candidates: number, stopped: SearchStop) {
  return { action, nodes, simulations, candidates, stopped }
}

function handsOver(decision: Decision, side: Side): boolean {
  return decision.side !== side && HANDOVER_KINDS.has(decision.kind)
}

/**
 * The policy's choice first; then the policy's own next choices (asked again with its earlier picks taken out of
 * the legal list: the kit's move ordering, which sees far more than a one-ply look, e.g. which declaration comes
 * next); then the rest ranked by a one-ply look over shared fresh dice, up to `max`. The prior is included even if
 * the one-ply look dislikes it: the policy sees further.
 */
function rootCandidates(
  kit: GameAi,
  ctx: AiContext,
  prior: Action,
  max: number,
  onePly: (action: Action, seed: number) => number,
): Action[] {
  const key = (a: Action): string => JSON.stringify(a)
  const chosen = [prior]
  // Ending the turn early never challenges a policy that plays on: a turn-end evaluation cannot see what the
  // turn's remaining moves build (position, support), only their risk, so stopping would always look safest.
  const quit = (a: Action): boolean => a.type === 'end-turn' && prior.type !== 'end-turn'
  let others = ctx.legal.filter((a) => key(a) !== key(prior) && !quit(a))
  if (others.length === 0) return chosen
  if (others.length + 1 <= max) return [prior, ...others]
  const rng = createRandom(drawSeed(ctx.rng))
  while (chosen.length < Math.min(max, POLICY_ALTERNATIVES + 1) && others.length > 1) {
    let next: Action
    try {
      next = coach(kit, { ...ctx, legal: others, rng })
    } catch {
      break // a policy that cannot answer a cut-down list simply gives no more alternatives
    }
    const k = key(next)
    if (!others.some((a) => key(a) === k)) break
    chosen.push(next)
    others = others.filter((a) => key(a) !== k)
  }
  const seed = drawSeed(ctx.rng)
  const scored = others.map((a, i) => ({ a, i, v: onePly(a, seed) }))
  scored.sort((x, y) => y.v - x.v || x.i - y.i)
  return [...chosen, ...scored.slice(0, max - chosen.length).map((x) => x.a)]
}

/**
 * A decision laid out as whole activations (GameAi.activations): the policy's choice, its next choice, then the
 * activations that are not simply what the policy does anyway after a declaration already chosen, the best of the
 * ordering look first (each played as its plan), up to `max`.
 */
function plannedCandidates(
  kit: GameAi,
  ctx: AiContext,
  prior: Action,
  planned: readonly PlannedAction[],
  max: number,
  planPly: (candidate: PlannedAction, seed: number) => number,
): PlannedAction[] {
  const key = (a: Action): string => JSON.stringify(a)
  const quit = (a: Action): boolean => a.type === 'end-turn' && prior.type !== 'end-turn'
  const chosen: PlannedAction[] = [{ action: prior, plan: null, why: 'policy', own: true }]
  let others = ctx.legal.filter((a) => key(a) !== key(prior) && !quit(a))
  const rng = createRandom(drawSeed(ctx.rng))
  while (chosen.length < PLANNED_ALTERNATIVES + 1 && others.length > 1) {
    let next: Action
    try {
      next = coach(kit, { ...ctx, legal: others, rng })
    } catch {
      break
    }
    const k = key(next)
    if (!others.some((a) => key(a) === k)) break
    chosen.push({ action: next, plan: null, why: 'policy', own: true })
    others = others.filter((a) => key(a) !== k)
  }
  const taken = new Set(chosen.map((c) => key(c.action)))
  const rest = planned.filter((c) => !(c.own && taken.has(key(c.action))))
  const seed = drawSeed(ctx.rng)
  const scored = rest.map((c, i) => ({ c, i, v: planPly(c, seed) }))
  scored.sort((x, y) => y.v - x.v || x.i - y.i)
  return [...chosen, ...scored.slice(0, Math.max(0, max - chosen.length)).map((x) => x.c)]
}

/**
 * A focused decision's candidates: the policy's choice; when that is itself one of the focus actions (a shot, say),
 * the policy's next choice — its plain alternative, to skate on or stop —; then the focus actions, the best of a
 * one-ply look first, up to `max`.
 */
function focusCandidates(
  kit: GameAi,
  ctx: AiContext,
  prior: Action,
  focus: readonly Action[],
  max: number,
  onePly: (action: Action, seed: number) => number,
): Action[] {
  const key = (a: Action): string => JSON.stringify(a)
  const chosen = [prior]
  const others = ctx.legal.filter((a) => key(a) !== key(prior))
  if (focus.some((a) => key(a) === key(prior)) && others.length > 0)
    chosen.push(coach(kit, { ...ctx, legal: others, rng: createRandom(drawSeed(ctx.rng)) }))
  const seen = new Set(chosen.map(key))
  const rest = focus.filter((a) => !seen.has(key(a)))
  const seed = drawSeed(ctx.rng)
  const scored = rest.map((a, i) => ({ a, i, v: rest.length > max - chosen.length ? onePly(a, seed) : 0 }))
  scored.sort((x, y) => y.v - x.v || x.i - y.i)
  return [...chosen, ...scored.slice(0, Math.max(0, max - chosen.length)).map((x) => x.a)]
}

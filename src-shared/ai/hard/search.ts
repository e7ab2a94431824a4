// The Hard level: a search over the engine's legal actions, seeded by the game's Beginner policy and ended at
// leaves by the game's evaluation. At the root each candidate action is tried in rounds of simulations: apply it,
// let the Beginner policy play on (both sides, every decision kind) until the side to move hands the turn over,
// evaluate, undo. Chance is sampled: every simulation re-seeds the look-ahead's dice from the AI's own generator
// (the real future dice stay unseen), and all candidates of one round share that seed (common random numbers), so
// their difference is the action's, not the dice's. Successive halving spends the budget on the better half.
import type { Action, Decision, Side } from '../../engine/api'
import { createRandom, drawSeed } from '../rng'
import type { AiContext, AiRng, GameAi } from '../types'
import { applyLegal, fastCodesOf, type FastCodes } from './fast'
import { lookahead } from './lookahead'

/** What a decision may spend: look-ahead actions (reproducible) and/or wall time. */
export interface AiBudget {
  readonly nodes?: number
  readonly timeMs?: number
}

/** One core, one second, when the caller names no budget. */
export const DEFAULT_TIME_MS = 1000

export type SearchStop = 'trivial' | 'policy' | 'budget' | 'watchdog'

export interface SearchReport {
  readonly action: Action
  /** Look-ahead actions applied. */
  readonly nodes: number
  readonly simulations: number
  readonly candidates: number
  readonly stopped: SearchStop
}

/** Decisions where a turn-level search has nothing to weigh (placing a whole team): the policy answers. */
const POLICY_ONLY_KINDS = new Set(['setup', 'line-up'])
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
/** Candidates searched at the root: the policy's choice plus the best of a one-ply look. */
const MAX_CANDIDATES = 8
/** A simulated continuation stops after this many actions even if the turn goes on. */
const MAX_DEPTH = 60

/** Rounds needed before the search may overrule the policy. */
const MIN_ROUNDS = 2
/** How much better (score units per round) another action must look to overrule the policy. */
const OVERRIDE_MARGIN = 0.02

class Watchdog extends Error {}

export function searchHard(
  kit: GameAi,
  ctx: AiContext,
  budget: AiBudget = {},
  clock: () => number = () => performance.now(),
): SearchReport {
  const { legal, ruleset, state, side } = ctx
  if (legal.length === 1) return report(legal[0], 0, 0, 1, 'trivial')
  const start = clock()
  const timeMs = budget.timeMs ?? (budget.nodes === undefined ? DEFAULT_TIME_MS : Infinity)
  const maxNodes = budget.nodes ?? Infinity
  const hardStop = start + 2 * timeMs
  const fast = fastCodesOf(ruleset)
  let nodes = 0

  const prior = policyChoice(kit, ctx, createRandom(drawSeed(ctx.rng)))
  if (POLICY_ONLY_KINDS.has(ctx.decision.kind)) return report(prior, 0, 0, 1, 'policy')

  const watch = (): void => {
    // The watchdog: a decision past twice its time ends with the best action found so far.
    if (timeMs !== Infinity && clock() > hardStop) throw new Watchdog()
  }

  /** One simulation of `action`: the value for `side` after the policy plays the turn out. */
  const simulate = (action: Action, seed: number): number =>
    lookahead(ruleset, state, seed, () => {
      const rng = createRandom(seed ^ 0x5bd1e995)
      applyLegal(ruleset, fast, state, action)
      nodes++
      for (let depth = 0; depth < MAX_DEPTH; depth++) {
        const decision = ruleset.decision(state)
        if (decision.side === null || handsOver(decision, side)) break
        watch()
        const next = policyStep(kit, ctx, decision, rng, fast)
        applyLegal(ruleset, fast, state, next)
        nodes++
      }
      return kit.evaluate(state, side)
    })

  let stopped: SearchStop = 'budget'
  const candidates: Action[] = []
  const totals: number[] = []
  let rounds = 0
  try {
    candidates.push(
      ...rootCandidates(ctx, prior, (a, seed) => {
        watch()
        return lookahead(ruleset, state, seed, () => {
          applyLegal(ruleset, fast, state, a)
          nodes++
          return kit.evaluate(state, side)
        })
      }),
    )
    totals.push(...candidates.map(() => 0))
    let live = candidates.map((_, i) => i)
    while (nodes < maxNodes && clock() - start < timeMs) {
      const seed = drawSeed(ctx.rng)
      const values: number[] = []
      for (const i of live) values.push(simulate(candidates[i], seed))
      // Only whole rounds count, so every live candidate has seen the same dice.
      live.forEach((i, k) => (totals[i] += values[k]))
      rounds++
      if (live.length > 2 && (rounds & (rounds - 1)) === 0 && rounds >= 2) {
        live = [...live].sort((a, b) => totals[b] - totals[a] || a - b).slice(0, Math.ceil(live.length / 2))
        for (let i = 0; i < totals.length; i++) if (!live.includes(i)) totals[i] = -Infinity
      }
    }
  } catch (error) {
    if (!(error instanceof Watchdog)) throw error
    stopped = 'watchdog'
  }
  // One sample per candidate is mostly dice: the policy's choice stands until two rounds have been seen.
  if (rounds < MIN_ROUNDS || candidates.length === 0)
    return report(prior, nodes, rounds, candidates.length, stopped)
  // Totals over the same number of rounds for all surviving candidates. Another action must beat the policy's
  // choice (index 0) by a margin per round: the policy knows things a short look-ahead cannot see.
  let best = 0
  for (let i = 1; i < candidates.length; i++)
    if (totals[i] > totals[best] + (best === 0 ? OVERRIDE_MARGIN * rounds : 1e-9)) best = i
  return report(candidates[best], nodes, rounds, candidates.length, stopped)
}

function report(action: Action, nodes: number, simulations: number, candidates: number, stopped: SearchStop) {
  return { action, nodes, simulations, candidates, stopped }
}

function handsOver(decision: Decision, side: Side): boolean {
  return decision.side !== side && HANDOVER_KINDS.has(decision.kind)
}

/** The policy's answer at the root (its own child generator, so the search's draws do not depend on it). */
function policyChoice(kit: GameAi, ctx: AiContext, rng: AiRng): Action {
  return kit.beginner({ ...ctx, rng })
}

/** The policy's answer to a look-ahead decision, for whichever side owns it. */
function policyStep(
  kit: GameAi,
  root: AiContext,
  decision: Decision,
  rng: AiRng,
  fast: FastCodes | null,
): Action {
  const { ruleset, state } = root
  const legal = fast ? fast.legalCodes(state, scratch).map(fast.decode) : ruleset.legalActions(state)
  if (legal.length === 1) return legal[0]
  return kit.beginner({ ruleset, state, side: decision.side as Side, decision, legal, rng })
}

const scratch: number[] = []

/**
 * The policy's choice first, then the others ranked by a one-ply look over shared fresh dice, up to
 * MAX_CANDIDATES. The prior is included even if the one-ply look dislikes it: the policy sees further.
 */
function rootCandidates(
  ctx: AiContext,
  prior: Action,
  onePly: (action: Action, seed: number) => number,
): Action[] {
  const key = JSON.stringify(prior)
  const others = ctx.legal.filter((a) => JSON.stringify(a) !== key)
  if (others.length + 1 <= MAX_CANDIDATES) return [prior, ...others]
  const seed = drawSeed(ctx.rng)
  const scored = others.map((a, i) => ({ a, i, v: onePly(a, seed) }))
  scored.sort((x, y) => y.v - x.v || x.i - y.i)
  return [prior, ...scored.slice(0, MAX_CANDIDATES - 1).map((x) => x.a)]
}

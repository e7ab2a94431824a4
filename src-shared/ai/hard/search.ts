// The Hard level: a search over the engine's legal actions, seeded by the game's scripted coach (GameAi.coach, else
// its Beginner; "the policy" below) and ended at leaves by the game's evaluation. At the root each candidate action is
// tried in rounds of simulations: apply it, let the policy play on (both sides, every decision kind) until the side
// to move hands the turn over (Blitz Bowl: until the opponent's reply is over too), evaluate, undo. Chance is
// sampled: every simulation re-seeds the look-ahead's dice from the AI's own generator (the real future dice stay
// unseen), and all candidates of one round share that seed (common random numbers), so their difference is the
// action's, not the dice's. Candidates: the policy's choice, its next choices, then a one-ply ranking. Successive
// halving spends the budget on the better challengers; the policy's choice is overruled only by a statistically
// clear lead.
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
  /** True when a challenger's clear lead overruled the policy's choice. */
  readonly overruled?: boolean
}

/** Decisions where a turn-level search has nothing to weigh (placing a whole team): the policy answers. */
const POLICY_ONLY_KINDS = new Set(['setup', 'line-up'])
/**
 * Per game, decisions the policy answers alone: Classic's activation steps and Cross Check's moves are single
 * squares of a path the policy plans whole, which a turn-end evaluation barely tells apart, and searching each of
 * a turn's many steps would eat the time the declarations and dice choices need.
 */
const POLICY_ONLY_BY_GAME: Readonly<Record<string, ReadonlySet<string>>> = {
  // Classic's kick-or-receive too: a look-ahead that stops at the other side's setup cannot tell the two apart.
  classic: new Set(['activation', 'kick-or-receive']),
  crosscheck: new Set(['move']),
}
/**
 * Games whose look-ahead plays on through the opponent's reply (by the policy) before evaluating: a turn that
 * leaves the ball open to a blitz looks good at its own end and bad after the reply.
 */
const REPLY_HORIZON = new Set<string>(['blitz'])
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
/** Fewer for games whose look-ahead is slow (Classic's policy plans paths at every step). */
const MAX_CANDIDATES_BY_GAME: Readonly<Record<string, number>> = { classic: 5 }
/** How many of the candidates after the prior come from asking the policy again. */
const POLICY_ALTERNATIVES = 3
/** A simulated continuation stops after this many actions even if the turn goes on. */
const MAX_DEPTH = 60

/** Rounds needed before the search may overrule the policy. */
const MIN_ROUNDS = 3
/** How much better (score units, mean over rounds) another action must look to overrule the policy... */
const OVERRIDE_MARGIN = 0.03
/** ...and by how many standard errors of the paired (same dice) differences: a lead the dice explain is no lead. */
const OVERRIDE_SE = 2

class Watchdog extends Error {}
/** The node budget ran out inside a round; that round is dropped (its candidates would not share its dice). */
class OutOfNodes extends Error {}

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
  const reply = REPLY_HORIZON.has(ruleset.id)
  const maxDepth = reply ? 2 * MAX_DEPTH : MAX_DEPTH
  let nodes = 0

  const prior = policyChoice(kit, ctx, createRandom(drawSeed(ctx.rng)))
  const kind = ctx.decision.kind
  if (POLICY_ONLY_KINDS.has(kind) || POLICY_ONLY_BY_GAME[ruleset.id]?.has(kind))
    return report(prior, 0, 0, 1, 'policy')

  const watch = (counted = true): void => {
    // The watchdog: a decision past twice its time ends with the best action found so far.
    if (timeMs !== Infinity && clock() > hardStop) throw new Watchdog()
    if (counted && nodes >= maxNodes) throw new OutOfNodes()
  }

  /** One simulation of `action`: the value for `side` after the policy plays the turn out. */
  const simulate = (action: Action, seed: number): number =>
    lookahead(ruleset, state, seed, () => {
      const rng = createRandom(seed ^ 0x5bd1e995)
      watch()
      applyLegal(ruleset, fast, state, action)
      nodes++
      let handedOver = false
      for (let depth = 0; depth < maxDepth; depth++) {
        const decision = ruleset.decision(state)
        if (decision.side === null) break
        if (!handedOver && handsOver(decision, side)) {
          // The end of our turn: evaluated here, or after the opponent's reply played by the policy.
          if (!reply) break
          handedOver = true
        } else if (handedOver && handsOver(decision, (1 - side) as Side)) break
        watch()
        const next = policyStep(kit, ctx, decision, rng, fast)
        applyLegal(ruleset, fast, state, next)
        nodes++
      }
      return kit.evaluate(state, side)
    })

  let stopped: SearchStop = 'budget'
  const candidates: Action[] = []
  // Per candidate, the paired differences from the policy's choice (index 0) over the rounds both were live: the
  // same dice for both, so the dice's share of the values cancels and what is left is the action's.
  const sum: number[] = []
  const sumSq: number[] = []
  const seen: number[] = []
  let rounds = 0
  try {
    candidates.push(
      ...rootCandidates(kit, ctx, prior, MAX_CANDIDATES_BY_GAME[ruleset.id] ?? MAX_CANDIDATES, (a, seed) => {
        // The ordering look is not held to the node budget (it is one node a legal action): a budget too small
        // for it would leave nothing to search.
        watch(false)
        return lookahead(ruleset, state, seed, () => {
          applyLegal(ruleset, fast, state, a)
          nodes++
          return kit.evaluate(state, side)
        })
      }),
    )
    for (let i = 0; i < candidates.length; i++) {
      sum.push(0)
      sumSq.push(0)
      seen.push(0)
    }
    let live = candidates.map((_, i) => i)
    while (nodes < maxNodes && clock() - start < timeMs) {
      const seed = drawSeed(ctx.rng)
      const values: number[] = []
      for (const i of live) values.push(simulate(candidates[i], seed))
      // Only whole rounds count, so every live candidate has seen the same dice as the policy's choice.
      live.forEach((i, k) => {
        const d = values[k] - values[0]
        sum[i] += d
        sumSq[i] += d * d
        seen[i]++
      })
      rounds++
      // Successive halving: after rounds 2, 4, 8... the weaker half of the challengers drops out. The policy's
      // choice always stays: it is what every challenger is measured against.
      if (live.length > 2 && (rounds & (rounds - 1)) === 0 && rounds >= 2) {
        const challengers = live.slice(1).sort((x, y) => sum[y] - sum[x] || x - y)
        live = [0, ...challengers.slice(0, Math.ceil(challengers.length / 2))]
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
    const n = seen[i]
    if (n < MIN_ROUNDS) continue
    const mean = sum[i] / n
    const variance = Math.max(0, (sumSq[i] - n * mean * mean) / (n - 1))
    const lead = mean - OVERRIDE_SE * Math.sqrt(variance / n)
    if (mean > OVERRIDE_MARGIN && lead > 0 && lead > bestLead) {
      best = i
      bestLead = lead
    }
  }
  return { ...report(candidates[best], nodes, rounds, candidates.length, stopped), overruled: best !== 0 }
}

function report(action: Action, nodes: number, simulations: number, candidates: number, stopped: SearchStop) {
  return { action, nodes, simulations, candidates, stopped }
}

function handsOver(decision: Decision, side: Side): boolean {
  return decision.side !== side && HANDOVER_KINDS.has(decision.kind)
}

/** The policy's answer at the root (its own child generator, so the search's draws do not depend on it). */
function policyChoice(kit: GameAi, ctx: AiContext, rng: AiRng): Action {
  return coach(kit, { ...ctx, rng })
}

/** The scripted policy Hard builds on: the game's stronger coach when it has one, else its Beginner. */
function coach(kit: GameAi, ctx: AiContext): Action {
  return kit.coach ? kit.coach(ctx) : kit.beginner(ctx)
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
  return coach(kit, { ruleset, state, side: decision.side as Side, decision, legal, rng })
}

const scratch: number[] = []

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

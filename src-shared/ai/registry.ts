// The AI's registry: each ruleset's kit (its Beginner policy and evaluation) by id, and the one entry point that
// answers a decision at any level. A ruleset without a registered kit — or a test's fake ruleset under a real id —
// gets the generic stand-in (hard/generic.ts), so every level works for whatever the engine lists.
import type { Action, Ruleset, RulesetId } from '../engine/api'
import { getRuleset } from '../engine/registry'
import { genericAi } from './hard/generic'
import { GAME_SEARCH } from './hard/games'
import { DEFAULT_TIME_MS, searchHard, type AiBudget, type SearchReport } from './hard/search'
import { blitzAi } from './blitz/index'
import { classicAi } from './classic/index'
import { crossCheckAi } from './crosscheck/index'
import { randomPolicy } from './random'
import type { AiContext, AiLevel, GameAi } from './types'

export type { AiBudget, SearchReport }

/**
 * The budget the app gives Hard (its moves and its hints): `timeMs` of wall time (one second unless the game's
 * controller names its own) and, unless `capped` is false, no more look-ahead actions than the game's search was
 * measured best at (hard/games.ts appNodes) — so the app plays the Hard that bench:ai measures, and a faster machine or
 * look-ahead answers sooner rather than searching past it.
 */
export function appBudget(id: RulesetId, timeMs = DEFAULT_TIME_MS, capped = true): AiBudget {
  const nodes = capped ? GAME_SEARCH[id]?.appNodes : undefined
  return nodes === undefined ? { timeMs } : { timeMs, nodes }
}

// Per-game kits: one import line and one entry each (src-shared/ai/<game>/).
const KITS: Partial<Record<RulesetId, GameAi>> = {
  blitz: blitzAi as GameAi,
  classic: classicAi as GameAi,
  crosscheck: crossCheckAi as GameAi,
}

/** The registered kit of a ruleset, or null when its game has none yet. */
export function registeredAi(id: RulesetId): GameAi | null {
  return KITS[id] ?? null
}

/** The kit for a ruleset; the generic stand-in when none is registered. */
export function gameAi(id: RulesetId): GameAi {
  return registeredAi(id) ?? genericAi(getRuleset(id))
}

const generic = new WeakMap<object, GameAi>()

/** The kit for this decision's ruleset object: a game's kit only for the engine's own ruleset of that id. */
export function aiFor(ruleset: Ruleset<unknown>): GameAi {
  const kit = registeredAi(ruleset.id)
  if (kit && isEngineRuleset(ruleset)) return kit
  let stand = generic.get(ruleset)
  if (!stand) generic.set(ruleset, (stand = genericAi(ruleset)))
  return stand
}

function isEngineRuleset(ruleset: Ruleset<unknown>): boolean {
  try {
    return getRuleset(ruleset.id) === ruleset
  } catch {
    return false
  }
}

/** Answers `ctx.decision` at `level`: always one of `ctx.legal`, leaving the state as found. */
export function chooseAction(level: AiLevel, ctx: AiContext, budget?: AiBudget): Action {
  return decide(level, ctx, budget).action
}

/** As chooseAction, with the search's figures (nodes, simulations, how it stopped) for Hard. */
export function decide(level: AiLevel, ctx: AiContext, budget?: AiBudget): SearchReport {
  if (ctx.legal.length === 0) throw new Error(`no legal action for decision ${ctx.decision.kind}`)
  let report: SearchReport
  if (level === 'random')
    report = { action: randomPolicy(ctx), nodes: 0, simulations: 0, candidates: 1, stopped: 'policy' }
  else if (level === 'beginner') {
    const action = ctx.legal.length === 1 ? ctx.legal[0] : aiFor(ctx.ruleset).beginner(ctx)
    report = { action, nodes: 0, simulations: 0, candidates: 1, stopped: 'policy' }
  } else report = searchHard(aiFor(ctx.ruleset), ctx, budget)
  if (!ctx.legal.includes(report.action)) return { ...report, action: matchLegal(ctx, report.action) }
  return report
}

/** A policy's answer as the legal list's own object; an answer outside the list is a policy bug, said loudly. */
function matchLegal(ctx: AiContext, action: Action): Action {
  const key = JSON.stringify(action)
  const found = ctx.legal.find((a) => JSON.stringify(a) === key)
  if (!found) throw new Error(`the ${ctx.ruleset.id} AI chose an illegal action ${key}`)
  return found
}

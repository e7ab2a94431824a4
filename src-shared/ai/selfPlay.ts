// One seeded AI-v-AI game, the loop behind `bench:ai` (bench/ai/), the evaluation fit's self-play
// (scripts/fit/selfPlay.ts) and the coach statistics (scripts/coach-stats.ts). Everything random is seeded: the
// game's dice by its seed, both sides' AI choices by one generator seeded from it (seed · 7919 + 1), and the rosters
// by the seed too, so (ruleset, seed, choosers, budget in nodes) replays a game exactly. What each caller measures it
// reads through the hooks; the loop itself keeps no figures but the result's.
import type { Action, EngineEvent, RulesetId, Side } from '../engine/api'
import { getRuleset } from '../engine/registry'
import { aiFor, decide, type AiBudget } from './registry'
import { createRandom } from './rng'
import type { AiContext, AiLevel } from './types'

/** Where the teams come from (main's engine sources; a test may give its own). */
export interface SelfPlayTeams {
  list(ruleset: RulesetId): readonly { readonly id: string }[]
  build(ruleset: RulesetId, rosterId: string): unknown
}

/** A side's answer: the action, and the nodes the search spent on it (0 for a policy's answer). */
export interface Chosen {
  readonly action: Action
  readonly nodes: number
}

/** Answers every decision of its side — also one with a single legal action, so a chooser decides its own way. */
export type Chooser = (ctx: AiContext) => Chosen

export interface SelfPlayHooks {
  /** Before the side chooses, with the position as the decision finds it. */
  readonly before?: (ctx: AiContext) => void
  /** The side's answer and the wall time its chooser took (ms), before the action is applied. */
  readonly chosen?: (ctx: AiContext, chosen: Chosen, ms: number) => void
  /** The applied action's events; `ctx.state` is now the position after it. */
  readonly applied?: (ctx: AiContext, events: readonly EngineEvent[]) => void
}

export interface SelfPlayGame {
  readonly ruleset: RulesetId
  readonly seed: number
  readonly teams: SelfPlayTeams
  /** The choosers by side: home (0), away (1). */
  readonly players: readonly [Chooser, Chooser]
  /** The game is cut after this many actions (its result is then the score so far, `finished` false). */
  readonly maxActions: number
  readonly hooks?: SelfPlayHooks
}

export interface SelfPlayResult {
  /** Home's and away's score at the end (or at the cut). */
  readonly score: readonly [number, number]
  readonly finished: boolean
  readonly actions: number
  /** The rosters played, home and away. */
  readonly rosters: readonly [string, string]
  /** FNV-1a (32 bits, hex) over every applied action: equal digests, the same game. */
  readonly digest: string
}

/** The rosters of game `seed`: spread over the list so that seeds in a row meet different match-ups. */
export function selfPlayRosters(teams: SelfPlayTeams, ruleset: RulesetId, seed: number): [string, string] {
  const rosters = teams.list(ruleset)
  if (rosters.length === 0) throw new Error(`self-play: no teams for ${ruleset}`)
  return [rosters[seed % rosters.length].id, rosters[(seed * 7 + 3) % rosters.length].id]
}

/** Plays one game to its end or to the action cap. Throws if a chooser answers an illegal action. */
export function playSelfGame(game: SelfPlayGame): SelfPlayResult {
  const { ruleset: id, seed, teams, players, maxActions, hooks } = game
  const ruleset = getRuleset(id)
  const rosters = selfPlayRosters(teams, id, seed)
  const state = ruleset.create({
    ruleset: id,
    seed,
    teams: [build(teams, id, rosters[0]), build(teams, id, rosters[1])],
  })
  const rng = createRandom(seed * 7919 + 1)
  let hash = FNV_OFFSET
  let actions = 0
  for (; actions < maxActions; actions++) {
    const decision = ruleset.decision(state)
    if (decision.side === null) break
    const side: Side = decision.side
    const legal = ruleset.legalActions(state)
    const ctx: AiContext = { ruleset, state, side, decision, legal, rng }
    hooks?.before?.(ctx)
    const t0 = performance.now()
    const chosen = players[side](ctx)
    const ms = performance.now() - t0
    hooks?.chosen?.(ctx, chosen, ms)
    const result = ruleset.apply(state, chosen.action)
    if (!result.ok) throw new Error(`${id} seed ${seed}: the AI chose an illegal action: ${result.reason}`)
    hash = fnv(hash, JSON.stringify(chosen.action))
    hooks?.applied?.(ctx, result.events)
  }
  const score = ruleset.view(state).score
  return {
    score: [score[0], score[1]],
    finished: ruleset.decision(state).side === null,
    actions,
    rosters,
    digest: (hash >>> 0).toString(16).padStart(8, '0'),
  }
}

function build(teams: SelfPlayTeams, id: RulesetId, rosterId: string): unknown {
  const team = teams.build(id, rosterId)
  if (team === undefined) throw new Error(`self-play: no ${id} team ${rosterId}`)
  return team
}

/** A level as the app plays it (registry.ts `decide`), Hard at `budget`. */
export function levelChooser(level: AiLevel, budget?: AiBudget): Chooser {
  return (ctx) => decide(level, ctx, budget)
}

/**
 * A game kit's scripted policy without search: the Beginner, or the coach Hard builds on (the Beginner where a game
 * has none). A decision with one legal action is answered with it, without asking the policy.
 */
export function policyChooser(policy: 'beginner' | 'coach'): Chooser {
  return (ctx) => {
    if (ctx.legal.length === 1) return { action: ctx.legal[0], nodes: 0 }
    const kit = aiFor(ctx.ruleset)
    const play = policy === 'coach' ? (kit.coach ?? kit.beginner) : kit.beginner
    return { action: play(ctx), nodes: 0 }
  }
}

const FNV_OFFSET = 0x811c9dc5

function fnv(hash: number, text: string): number {
  let h = hash
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return Math.imul(h ^ 0x0a, 0x01000193) // a separator, so that two actions never read as one
}

// The win-chance line's job for the AI worker (issue 20 point 6): one point of a game's line, the home side's
// chances from a serialised position (src-shared/ai/winChance.ts). Each playout has its own seed drawn from the
// job's, so the worker (all playouts at once) and the in-process fallback (one playout per event-loop turn, so
// main's thread never freezes) give the same figure.
import { createRandom, drawSeed } from '../../src-shared/ai/rng'
import { estimateWinChance } from '../../src-shared/ai/winChance'
import type { Ruleset, RulesetId } from '../../src-shared/engine/api'

export interface WinChanceJob {
  readonly ruleset: RulesetId
  /** `ruleset.serialize(state)` of the position. */
  readonly state: unknown
  readonly playouts: number
  /** Seeds the playouts' dice and choices (never the game's own dice). */
  readonly seed: number
}

export interface WinChanceResult {
  readonly home: number
  readonly draw: number
  readonly playouts: number
}

/** A worker message carrying a win-chance job (beside the decision jobs of protocol.ts). */
export interface WinChanceRequest {
  readonly id: number
  readonly winChance: WinChanceJob
}
export type WinChanceReply =
  | { readonly id: number; readonly ok: true; readonly winChance: WinChanceResult }
  | { readonly id: number; readonly ok: false; readonly message: string }

export function isWinChanceRequest(message: unknown): message is WinChanceRequest {
  return typeof message === 'object' && message !== null && 'winChance' in message
}

/** The whole job at once (the worker's way). */
export function runWinChanceJob(ruleset: Ruleset, job: WinChanceJob): WinChanceResult {
  const steps = winChanceSteps(ruleset, job)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The job one playout per step: main's thread yields between them (inProcessWinChance). */
export function* winChanceSteps(ruleset: Ruleset, job: WinChanceJob): Generator<void, WinChanceResult> {
  const state = ruleset.deserialize(job.state)
  if (ruleset.decision(state).side === null) {
    // A finished position is its result: the estimate reads the score, no playouts.
    const over = estimateWinChance(ruleset, state, { seed: job.seed })
    return { home: over.home, draw: over.draw, playouts: 0 }
  }
  const n = Math.max(1, Math.floor(job.playouts))
  const seeds = createRandom(job.seed)
  let home = 0
  let draw = 0
  for (let i = 0; i < n; i++) {
    const one = estimateWinChance(ruleset, state, { seed: drawSeed(seeds), playouts: 1 })
    home += one.home
    draw += one.draw
    yield
  }
  return { home: home / n, draw: draw / n, playouts: n }
}

/** The worker's answer to a win-chance message (never throws: a failure is a reply). */
export function winChanceReply(
  ruleset: (id: RulesetId) => Ruleset,
  request: WinChanceRequest,
): WinChanceReply {
  try {
    return {
      id: request.id,
      ok: true,
      winChance: runWinChanceJob(ruleset(request.winChance.ruleset), request.winChance),
    }
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

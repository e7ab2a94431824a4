// The win-chance line's estimate (issue 20, point 6): the home side's chance to win, draw and lose from a position,
// by Monte Carlo. Each playout marks the state, gives its dice a fresh seed from the estimate's own generator,
// empties the forced-dice queue and deals the hidden cards again (so neither the game's real future dice, nor a
// test's or drill's forced ones, nor a coach's secret hand are read), lets the game's coach policy (its Beginner where it has no coach) play both sides to the final whistle, scores
// the result and undoes back to the mark. A finished position is its result, exactly.
//
// A playout that has not finished after `maxActions` actions (a safety stop, far past a real game's length) is cut
// and scored from the evaluation turned into a chance: the final score difference taken as the evaluated lead plus
// a normal spread of one game's typical swing (SPREAD below), with a draw for a difference within half a point. Real
// playouts finish first; the cut only keeps a stuck policy from hanging the worker. `cut` reports how many were cut.
import type { Action, Ruleset, Side } from '../engine/api'
import { aiFor } from './registry'
import { applyLegal, fastCodesOf } from './hard/fast'
import { blind } from './hard/lookahead'
import { createRandom, drawSeed } from './rng'
import type { GameAi } from './types'

export interface WinChanceOptions {
  /** Seeds the playouts' dice and the policy's choices (never the game's own generator). */
  readonly seed: number
  /** Playouts to average; 32 by default. */
  readonly playouts?: number
  /** A playout still running after this many actions is cut and scored by the evaluation. */
  readonly maxActions?: number
}

/** Chances for the home side (side 0); `home + draw + away` is 1. */
export interface WinChance {
  readonly home: number
  readonly draw: number
  readonly away: number
  /** Playouts run (0 for a finished position). */
  readonly playouts: number
  /** Playouts cut at `maxActions` and scored by the evaluation. */
  readonly cut: number
  /** Actions played over all playouts (the work done). */
  readonly actions: number
}

export const DEFAULT_PLAYOUTS = 32
/** Far beyond a whole game (a Classic game of two coaches runs about 1,500–3,000 actions). */
export const DEFAULT_MAX_ACTIONS = 20_000

/** One standard deviation of the final score difference still to come, in each game's score units. */
const SPREAD: Record<string, number> = { classic: 1, blitz: 4, crosscheck: 1.5 }

/** The home side's chances from `state`'s position; the state is left exactly as found. */
export function estimateWinChance<S>(ruleset: Ruleset<S>, state: S, options: WinChanceOptions): WinChance {
  const any = ruleset as Ruleset<unknown>
  if (ruleset.decision(state).side === null) {
    const [h, a] = ruleset.view(state).score
    return { ...outcome(h - a), playouts: 0, cut: 0, actions: 0 }
  }
  const n = Math.max(1, Math.floor(options.playouts ?? DEFAULT_PLAYOUTS))
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS
  const kit = aiFor(any)
  const rng = createRandom(options.seed)
  let home = 0
  let draw = 0
  let cut = 0
  let actions = 0
  for (let i = 0; i < n; i++) {
    const playSeed = drawSeed(rng)
    const at = ruleset.mark(state)
    try {
      blindPlayout(kit, state, playSeed)
      const played = playOut(any, kit, state, playSeed, maxActions)
      actions += played.actions
      if (played.finished) {
        const [h, a] = ruleset.view(state).score
        const o = outcome(h - a)
        home += o.home
        draw += o.draw
      } else {
        cut++
        const o = fromLead(kit.evaluate(state, 0), SPREAD[ruleset.id] ?? 1)
        home += o.home
        draw += o.draw
      }
    } finally {
      ruleset.undo(state, at)
    }
  }
  const h = home / n
  const d = draw / n
  return { home: h, draw: d, away: Math.max(0, 1 - h - d), playouts: n, cut, actions }
}

/**
 * What a playout may not know, taken away and undone with it (hard/lookahead.ts `blind`): fresh dice, no forced
 * results, and the hidden cards (Blitz Bowl's hands and the deck below its top) dealt again — from both sides' view,
 * since the line is nobody's coach's and a live game's line must not tell either coach the other's cards.
 */
function blindPlayout(kit: GameAi, state: unknown, seed: number): void {
  blind(state, seed, { side: 0, redeal: kit.redealHidden })
  kit.redealHidden?.(state, 1, createRandom((seed ^ 0x2c1b3c6d) >>> 0))
}

const scratch: number[] = []

function playOut(
  ruleset: Ruleset<unknown>,
  kit: GameAi,
  state: unknown,
  seed: number,
  maxActions: number,
): { finished: boolean; actions: number } {
  const fast = fastCodesOf(ruleset)
  const rng = createRandom(seed ^ 0x2545f491)
  for (let done = 0; done < maxActions; done++) {
    const decision = ruleset.decision(state)
    if (decision.side === null) return { finished: true, actions: done }
    const legal: Action[] = fast
      ? fast.legalCodes(state, scratch).map(fast.decode)
      : ruleset.legalActions(state)
    const ctx = { ruleset, state, side: decision.side as Side, decision, legal, rng }
    const action = legal.length === 1 ? legal[0] : kit.coach ? kit.coach(ctx) : kit.beginner(ctx)
    applyLegal(ruleset, fast, state, action)
  }
  return { finished: ruleset.decision(state).side === null, actions: maxActions }
}

function outcome(difference: number): { home: number; draw: number; away: number } {
  if (difference > 0) return { home: 1, draw: 0, away: 0 }
  return difference < 0 ? { home: 0, draw: 0, away: 1 } : { home: 0, draw: 1, away: 0 }
}

/** A cut playout's chances: the final difference ~ Normal(lead, spread²), a draw within half a point of level. */
export function fromLead(lead: number, spread: number): { home: number; draw: number } {
  const home = 1 - normalCdf((0.5 - lead) / spread)
  const away = normalCdf((-0.5 - lead) / spread)
  return { home, draw: Math.max(0, 1 - home - away) }
}

/** Φ(x), the standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-z * z)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

// The scripted policy's moves in Hard's search: its answer at the root, and its steps in the look-ahead for
// whichever side owns the decision — as action objects, or on the engine's integer codes where the kit's coach
// answers in them (GameAi.coachCode; coachUnlisted where a listing is long and the coach asks a few codes of it).
import type { Action, Decision, Side } from '../../engine/api'
import type { AiContext, AiRng, GameAi } from '../types'
import type { FastCodes } from './fast'
import { DEFAULT_SEARCH, GAME_SEARCH } from './games'

/** The policy's answer at the root (its own child generator, so the search's draws do not depend on it). */
export function policyChoice(kit: GameAi, ctx: AiContext, rng: AiRng): Action {
  return coach(kit, { ...ctx, rng })
}

/** The scripted policy Hard builds on: the game's stronger coach when it has one, else its Beginner. */
export function coach(kit: GameAi, ctx: AiContext): Action {
  return kit.coach ? kit.coach(ctx) : kit.beginner(ctx)
}

/** The policy's answer to a look-ahead decision, for whichever side owns it. */
export function policyStep(
  kit: GameAi,
  root: AiContext,
  decision: Decision,
  rng: AiRng,
  fast: FastCodes | null,
): Action {
  const { ruleset, state } = root
  const legal = fast ? fast.legalCodes(state, scratch).map(fast.decode) : ruleset.legalActions(state)
  if (legal.length === 1) return legal[0]
  const ctx = { ruleset, state, side: decision.side as Side, decision, legal, rng }
  const rollout = (GAME_SEARCH[ruleset.id] ?? DEFAULT_SEARCH).rollout
  return rollout ? rollout(ctx, (c) => coach(kit, c)) : coach(kit, ctx)
}

const scratch: number[] = []

/**
 * `policyStep` and its apply on the engine's codes, for a kit whose coach answers in codes (GameAi.coachCode): the
 * code it applies is that of the action `policyStep` would give. Null when the kit has no such coach.
 */
export function policyCodeStep(
  kit: GameAi,
  root: AiContext,
  fast: FastCodes,
): ((decision: Decision, rng: AiRng) => void) | null {
  if (!kit.coach || !kit.coachCode) return null
  const { ruleset, state } = root
  const isLegal = fast.isLegal
  // A long listing the coach does not need (Classic's set-up: thousands of codes, a few asked) is skipped.
  const unlisted = kit.coachUnlisted && isLegal ? (c: number): boolean => isLegal(state, c) : null
  return (decision, rng) => {
    const asked = { ruleset, state, side: decision.side as Side, decision, rng }
    const c = unlisted ? kit.coachUnlisted!(asked, unlisted) : null
    if (c !== null) {
      fast.applyCode(state, c)
      return
    }
    const codes = fast.legalCodes(state, scratch)
    fast.applyCode(state, codes.length === 1 ? codes[0] : kit.coachCode!(asked, codes))
  }
}

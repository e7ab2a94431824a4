// What `game.legal` and `game.reach` answer for a position, assembled from the ruleset alone: the legal actions with
// each one's chance, the engine's action info (block dice and who picks, push squares, die faces) and aims (a
// throw's band and interceptors), the turn clock; the moving player's reach with why the squares round him are
// closed. GameHost hands the position; nothing here changes the state.
import type { Ruleset } from '@shared/engine/api'
import { planReach, type Reach } from '@shared/engine/reach'
import type { LegalActions, TurnClockInfo } from '@shared/ipc'

/** The legal answer of a position; an ended game (a drill at its goal) offers nothing, to nobody. */
export function legalAnswer(
  ruleset: Ruleset,
  state: unknown,
  ended: boolean,
  clock: TurnClockInfo | null,
): LegalActions {
  if (ended) return { decision: { ...ruleset.decision(state), side: null }, actions: [], chances: [] }
  const actions = ruleset.legalActions(state)
  const chances = actions.map((action) => ruleset.probability(state, action))
  const info = actions.map((action) => ruleset.actionInfo?.(state, action) ?? null)
  // Issue 19: each throw, pass or shot as aimed (band, interceptors, risk), only when some action is one.
  const aims = ruleset.aim ? actions.map((action) => ruleset.aim!(state, action)) : []
  return {
    decision: ruleset.decision(state),
    actions,
    chances,
    ...(info.some((i) => i !== null) ? { info } : {}),
    ...(clock === null ? {} : { clock }),
    ...(aims.some((a) => a !== null) ? { aims } : {}),
  }
}

/**
 * The moving player's reachable squares with their best paths and chances (engine/reach.ts), and why the squares
 * around him he cannot reach are closed (issue 19: `ruleset.squareNotes`).
 */
export function reachAnswer(ruleset: Ruleset, state: unknown): Reach {
  const reach = planReach(ruleset, state)
  if (reach.player === null || !ruleset.squareNotes) return reach
  return { ...reach, notes: ruleset.squareNotes(state, reach.squares) }
}

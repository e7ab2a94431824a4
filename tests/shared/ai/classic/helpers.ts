// Helpers for the Classic AI tests: a position from a scenario (docs/scenario-format.md) with forced dice and
// actions played, the policy's answer to the pending decision, and playing the AI's side to the end of its turn.
import type { Action, EngineEvent, Side } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { classicRuleset, forceClassicDice } from '@shared/rules/classic/ruleset'
import { buildScenario, dieFromName, type Scenario } from '@shared/rules/classic/scenario'
import { chooserRng } from '@shared/rules/classic/randomPlay'
import type { ClassicState } from '@shared/rules/classic/state'
import type { AiRng } from '@shared/ai/types'

export function aiRng(seed = 1): AiRng {
  const next = chooserRng(seed)
  return { next, int: (n) => Math.floor(next() * n) }
}

/** Builds a scenario's position, forces its dice and plays its actions (player names resolved). */
export function position(sc: Scenario): { s: ClassicState; ids: Record<string, number> } {
  const { s, ids } = buildScenario(sc)
  forceClassicDice(s, (sc.dice ?? []).map(dieFromName))
  for (const a of sc.actions ?? []) {
    const action: Record<string, unknown> = { ...a }
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    const r = classicRuleset.apply(s, action as Action)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`)
  }
  return { s, ids }
}

export type Policy = 'beginner' | 'coach'

/** The policy's answer to the pending decision (the Beginner, or the Hard level's coach). */
export function decide(s: ClassicState, seed = 1, policy: Policy = 'beginner'): Action {
  const decision = classicRuleset.decision(s)
  const answer = policy === 'coach' ? classicAi.coach! : classicAi.beginner
  return answer({
    ruleset: classicRuleset,
    state: s,
    side: decision.side as Side,
    decision,
    legal: classicRuleset.legalActions(s),
    rng: aiRng(seed),
  })
}

/** Lets the AI play `side`'s decisions until the other side (or nobody) decides; what it did and what happened. */
export function playSide(
  s: ClassicState,
  side: Side,
  limit = 500,
  policy: Policy = 'beginner',
): { actions: Action[]; events: EngineEvent[] } {
  const done: Action[] = []
  const events: EngineEvent[] = []
  while (done.length < limit) {
    const d = classicRuleset.decision(s)
    if (d.side !== side) break
    const a = decide(s, done.length + 1, policy)
    const r = classicRuleset.apply(s, a)
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.reason}`)
    done.push(a)
    events.push(...r.events)
  }
  return { actions: done, events }
}

/**
 * A loose ball at (10, 7) in three orc linemen's tackle zones — a 6+ pick-up for our human lineman standing at
 * (`x`, 7), no team re-roll — at the given turns (the pick-up tests of the coach's floor).
 */
export const ballUnderThreeOrcs = (name: string, turns: [number, number], x: number): Scenario => ({
  name,
  game: 'classic',
  turn: { turns },
  teams: {
    home: { roster: 'human', players: [{ id: 'l', position: 'lineman', at: [x, 7] }] },
    away: {
      roster: 'orc',
      players: [
        { id: 'o1', position: 'lineman', at: [11, 6] },
        { id: 'o2', position: 'lineman', at: [11, 7] },
        { id: 'o3', position: 'lineman', at: [11, 8] },
      ],
    },
  },
  ball: { at: [10, 7] },
})

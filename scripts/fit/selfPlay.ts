// The fit's sample (issue 20, point 3): seeded self-play games, coach v coach and Beginner v coach, with `side`'s
// feature vector recorded at the end of each team turn for both sides, and each row labelled with the game's final
// score margin and result from that side's view. Everything random is seeded (the game's dice by its seed, the
// AI's choices by a generator seeded from it), so the same seeds give the same rows.
import { aiFor } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import type { AiContext } from '@shared/ai/types'
import type { Action, Decision, RulesetId, Side } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../../src-main/host/engineSources'
import type { FitSpec } from './specs'

export type Pairing = 'coach-coach' | 'beginner-coach'

/** One recorded position: a side's features, and how the game ended for that side. */
export interface Row {
  readonly x: Float64Array
  /** Final score margin for the row's side (its score − the other's). */
  readonly margin: number
  /** 1 the side won, 0.5 a draw, 0 lost. */
  readonly win: number
}

export interface PlayedGame {
  readonly rows: Row[]
  /** False when the game was cut at the action cap (its rows are then dropped by the caller). */
  readonly finished: boolean
  readonly actions: number
}

/**
 * When the owner of one of these changes, a team turn has ended (the Hard search's leaves sit at the same points;
 * hard/search.ts HANDOVER_KINDS). A decision of another kind the opponent answers mid-turn (a block die, an
 * interception) is not a turn's end.
 */
const HANDOVER_KINDS = new Set([
  'turn',
  'pre-turn',
  'setup',
  'line-up',
  'kick',
  'kick-or-receive',
  'coin-toss',
])

/** Plays game `seed` of `pairing` (the Beginner on side seed mod 2 in Beginner v coach) and records its rows. */
export function playGame(spec: FitSpec, seed: number, pairing: Pairing, maxActions: number): PlayedGame {
  const id: RulesetId = spec.id
  const ruleset = getRuleset(id)
  const rosters = engineTeams.list(id)
  // Rosters as bench/ai.ts picks them, so the sample meets the match-ups the benchmark plays.
  const home = rosters[seed % rosters.length].id
  const away = rosters[(seed * 7 + 3) % rosters.length].id
  const teams = [engineTeams.build(id, home), engineTeams.build(id, away)] as const
  const state = ruleset.create({ ruleset: id, seed, teams })
  const kit = aiFor(ruleset)
  const rng = createRandom(seed * 7919 + 1)
  const beginnerSide = pairing === 'beginner-coach' ? seed % 2 : -1
  const coach = kit.coach ?? kit.beginner
  const taken: Float64Array[] = []
  let lastOwner: Side | null = null
  let actions = 0
  for (; actions < maxActions; actions++) {
    const decision: Decision = ruleset.decision(state)
    if (decision.side === null) break
    const side = decision.side
    if (HANDOVER_KINDS.has(decision.kind)) {
      if (lastOwner !== null && lastOwner !== side) {
        taken.push(spec.features(state, 0))
        taken.push(spec.features(state, 1))
      }
      lastOwner = side
    }
    const legal = ruleset.legalActions(state)
    let action: Action = legal[0]
    if (legal.length > 1) {
      const ctx: AiContext = { ruleset, state, side, decision, legal, rng }
      action = side === beginnerSide ? kit.beginner(ctx) : coach(ctx)
    }
    const result = ruleset.apply(state, action)
    if (!result.ok) throw new Error(`${id} seed ${seed}: the AI chose an illegal action: ${result.reason}`)
  }
  const finished = ruleset.decision(state).side === null
  const score = ruleset.view(state).score
  const rows: Row[] = taken.map((x, i) => {
    const side = i % 2
    const margin = score[side] - score[1 - side]
    return { x, margin, win: margin > 0 ? 1 : margin < 0 ? 0 : 0.5 }
  })
  return { rows, finished, actions }
}

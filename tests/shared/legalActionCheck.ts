// For the per-game action-field tests: plays seeded random games through the public Ruleset API and checks every
// legal action the rules offer on the way against the ruleset's strict field table (`checkAction`), so the table
// cannot refuse an action the game itself offers.
import type { ActionFields } from '@shared/engine/actionCheck'
import type { Action, GameSetup, Ruleset } from '@shared/engine/api'
import { mulberry32 } from '@shared/engine/mulberry32'

export interface LegalCheck {
  /** Actions applied. */
  readonly played: number
  /** Legal actions checked (every one offered at every decision). */
  readonly checked: number
  /** Each type seen, with a sample action: the tests show the table was exercised. */
  readonly types: ReadonlyMap<string, Action>
  /** Offered actions the table refused, with the reason (must stay empty). */
  readonly refused: readonly string[]
}

/** How the random player picks among the legal actions (the default: uniformly, rarely ending a turn early). */
export type Chooser = (state: unknown, legal: readonly Action[], rng: () => number) => Action

const uniform: Chooser = (_state, legal, rng) => {
  // Ending the turn early is picked rarely, so random games still move, block and score.
  const pick = legal[Math.floor(rng() * legal.length)]
  return pick.type === 'end-turn' && legal.length > 1 && rng() < 0.9
    ? legal[Math.floor(rng() * legal.length)]
    : pick
}

export function checkLegalActions(
  ruleset: Ruleset,
  setup: GameSetup,
  seed: number,
  maxActions = 5000,
  choose: Chooser = uniform,
): LegalCheck {
  const rng = mulberry32(seed)
  const state = ruleset.create(setup)
  const types = new Map<string, Action>()
  const refused: string[] = []
  let played = 0
  let checked = 0
  while (played < maxActions && ruleset.decision(state).side !== null) {
    const legal = ruleset.legalActions(state)
    for (const action of legal) {
      checked++
      if (!types.has(action.type)) types.set(action.type, action)
      const problem = ruleset.checkAction!(action)
      if (problem !== null && refused.length < 10)
        refused.push(`${JSON.stringify(action)}: ${problem.reason}`)
    }
    const pick = choose(state, legal, rng)
    const result = ruleset.apply(state, pick)
    if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(pick)} refused: ${result.reason}`)
    played++
  }
  return { played, checked, types, refused }
}

/** For each action type, an action with every field at its low end and one at its high end (optional ones too). */
export function fieldExtremes(table: ActionFields): Action[] {
  const out: Action[] = []
  for (const [type, fields] of Object.entries(table))
    for (const end of [0, 1]) {
      const action: Record<string, string | number | boolean> = { type }
      for (const [name, spec] of Object.entries(fields)) {
        const kind = spec.kind
        action[name] =
          'bool' in kind
            ? end === 1
            : 'values' in kind
              ? kind.values[end * (kind.values.length - 1)]
              : kind.int[end]
      }
      out.push(action as Action)
    }
  return out
}

/** The same action with one field changed (or removed, for undefined). */
export function withField(action: Action, field: string, value: unknown): Action {
  const out: Record<string, unknown> = { ...action }
  if (value === undefined) delete out[field]
  else out[field] = value
  return out as Action
}

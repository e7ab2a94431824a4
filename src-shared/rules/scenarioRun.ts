// One entry for a scenario document of any game (`npm run scenario`, tests): the document's `game` picks the
// runner, and every game's result is printed in one shape.
import type { EngineEvent, GameView } from '../engine/api'
import { blitzRuleset } from './blitz/ruleset'
import { runScenario as runBlitz, type Scenario as BlitzScenario } from './blitz/scenario'
import { classicRuleset } from './classic/ruleset'
import { runScenario as runClassic } from './classic/scenario'
import { crossCheckRuleset } from './crosscheck/ruleset'
import { runCrossCheckScenario } from './crosscheck/scenarioJson'
import { ScenarioError, type ScenarioResult } from './scenarioCommon'

/** What `npm run scenario` prints per file (besides `file`), the same for all three games. */
export interface ScenarioReport {
  readonly game: 'classic' | 'blitz' | 'crosscheck'
  readonly name: string
  readonly passed: boolean
  readonly failures: string[]
  /** Scenario player id → engine player id (the ids in `view` and `events`). */
  readonly players: Record<string, number>
  readonly diceLeft: number
  readonly extraDice: number
  readonly view: GameView
  readonly events: EngineEvent[]
}

function report<S>(r: ScenarioResult<S>, view: (s: S) => GameView): ScenarioReport {
  const { game, name, passed, failures, ids, diceLeft, extraDice, events, state } = r
  return { game, name, passed, failures, players: ids, diceLeft, extraDice, view: view(state), events }
}

/** Runs one scenario document by its `game`; an invalid document throws a ScenarioError. */
export function runAnyScenario(doc: unknown): ScenarioReport {
  const game = (doc as { game?: unknown } | null)?.game
  if (game === 'classic') return report(runClassic(doc), (s) => classicRuleset.view(s))
  if (game === 'blitz') return report(runBlitz(doc as BlitzScenario), (s) => blitzRuleset.view(s))
  if (game === 'crosscheck') return report(runCrossCheckScenario(doc), (s) => crossCheckRuleset.view(s))
  throw new ScenarioError(`"game" must be "classic", "blitz" or "crosscheck", not ${JSON.stringify(game)}`)
}

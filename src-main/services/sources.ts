// What the services need from the rules side, as narrow interfaces so tests can pass a tiny fake ruleset
// and the composition root can pass the real registry.
import type { Ruleset, RulesetId } from '@shared/engine/api'
import type { RosterSummary } from '@shared/ipc'

export interface RulesetSource {
  /** Throws when the id is unknown or not playable yet. */
  get(id: RulesetId): Ruleset
  available(): RulesetId[]
  readonly engineVersion: string
}

export interface TeamSource {
  list(ruleset: RulesetId): RosterSummary[]
  /** The ruleset's team value for `GameSetup.teams`, or undefined when the roster does not exist. */
  build(ruleset: RulesetId, rosterId: string): unknown
}

// The rulesets the engine offers. Main's game host and the AI look rulesets up here by id.

import type { GameSetup, Ruleset, RulesetId } from './api'
import { classicRuleset } from '../rules/classic/ruleset'
import { blitzRuleset } from '../rules/blitz/ruleset'
import { crossCheckRuleset } from '../rules/crosscheck/ruleset'

/** Bumped with any change that could make a stored game replay differently. */
export const ENGINE_VERSION = '0.1.0'

const RULESETS: Partial<Record<RulesetId, Ruleset>> = {
  classic: classicRuleset as unknown as Ruleset,
  blitz: blitzRuleset as unknown as Ruleset,
  crosscheck: crossCheckRuleset as unknown as Ruleset,
}

export class UnknownRulesetError extends Error {
  readonly code = 'ruleset/unknown'
}

export function getRuleset(id: RulesetId): Ruleset {
  const r = RULESETS[id]
  if (!r) throw new UnknownRulesetError(`ruleset "${id}" is not available in this version`)
  return r
}

export function availableRulesets(): RulesetId[] {
  return Object.keys(RULESETS) as RulesetId[]
}

/**
 * The setup a game stored under rules `version` replays with today (Ruleset.replaySetup): the stored one, unless a
 * later version changed a default it relied on. A ruleset this version lacks leaves it as it is.
 */
export function replaySetup(setup: GameSetup, version: string): GameSetup {
  const r = Object.hasOwn(RULESETS, setup.ruleset) ? RULESETS[setup.ruleset] : undefined
  return r?.replaySetup ? r.replaySetup(setup, version) : setup
}

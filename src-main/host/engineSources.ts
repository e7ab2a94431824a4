// The real rules behind the services: the engine registry for rulesets and the Classic roster data for teams.
// Blitz Bowl and Cross Check teams join here when their rulesets land.
import type { RulesetId } from '@shared/engine/api'
import { availableRulesets, ENGINE_VERSION, getRuleset } from '@shared/engine/registry'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import type { RosterSummary } from '@shared/ipc'
import type { RulesetSource, TeamSource } from '../services/sources'

export const engineRulesets: RulesetSource = {
  get: (id) => getRuleset(id),
  available: () => availableRulesets(),
  engineVersion: ENGINE_VERSION,
}

const classicRosters: RosterSummary[] = Object.values(ROSTERS)
  .map((roster) => ({ id: roster.id, name: roster.name, ruleset: 'classic' as const }))
  .sort((a, b) => a.name.localeCompare(b.name))

export const engineTeams: TeamSource = {
  list: (ruleset: RulesetId) => (ruleset === 'classic' ? classicRosters : []),
  build: (ruleset: RulesetId, rosterId: string) => {
    if (ruleset !== 'classic' || !Object.hasOwn(ROSTERS, rosterId)) return undefined
    return buildDefaultTeam(rosterId)
  },
}

// The real rules behind the services: the engine registry for rulesets, the Classic rosters and the Blitz Bowl
// team cards for teams. Cross Check teams join here when its ruleset lands.
import type { RulesetId } from '@shared/engine/api'
import { availableRulesets, ENGINE_VERSION, getRuleset } from '@shared/engine/registry'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { TEAM_BY_ID } from '@shared/rules/blitz/data/teamSchema'
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

const blitzTeams: RosterSummary[] = Object.values(TEAM_BY_ID)
  .map((card) => ({ id: card.id, name: card.name, ruleset: 'blitz' as const }))
  .sort((a, b) => a.name.localeCompare(b.name))

export const engineTeams: TeamSource = {
  list: (ruleset: RulesetId) =>
    ruleset === 'classic' ? classicRosters : ruleset === 'blitz' ? blitzTeams : [],
  build: (ruleset: RulesetId, rosterId: string) => {
    if (ruleset === 'classic')
      return Object.hasOwn(ROSTERS, rosterId) ? buildDefaultTeam(rosterId) : undefined
    // 001: a team card's whole line-up; the ruleset names the players.
    if (ruleset === 'blitz') return Object.hasOwn(TEAM_BY_ID, rosterId) ? { teamId: rosterId } : undefined
    return undefined
  },
}

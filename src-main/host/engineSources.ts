// The real rules behind the services: the engine registry for rulesets, the Classic rosters, the Blitz Bowl
// team cards and the Cross Check teams (one per Classic roster) for teams.
import type { RulesetId } from '@shared/engine/api'
import { availableRulesets, ENGINE_VERSION, getRuleset } from '@shared/engine/registry'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { TEAM_BY_ID } from '@shared/rules/blitz/data/teamSchema'
import { CROSSCHECK_ROSTERS } from '@shared/rules/crosscheck/data/teams'
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

const crossCheckTeams: RosterSummary[] = Object.values(CROSSCHECK_ROSTERS)
  .map((roster) => ({ id: roster.id, name: roster.name, ruleset: 'crosscheck' as const }))
  .sort((a, b) => a.name.localeCompare(b.name))

const TEAM_LISTS: Record<RulesetId, RosterSummary[]> = {
  classic: classicRosters,
  blitz: blitzTeams,
  crosscheck: crossCheckTeams,
}

export const engineTeams: TeamSource = {
  list: (ruleset: RulesetId) => TEAM_LISTS[ruleset] ?? [],
  build: (ruleset: RulesetId, rosterId: string) => {
    if (ruleset === 'classic')
      return Object.hasOwn(ROSTERS, rosterId) ? buildDefaultTeam(rosterId) : undefined
    // 001: a team card's whole line-up; the ruleset names the players.
    if (ruleset === 'blitz') return Object.hasOwn(TEAM_BY_ID, rosterId) ? { teamId: rosterId } : undefined
    // cc-interp: roster-derivation — a Cross Check team from a Classic roster, its default bench.
    if (ruleset === 'crosscheck')
      return Object.hasOwn(CROSSCHECK_ROSTERS, rosterId) ? { rosterId } : undefined
    return undefined
  },
}

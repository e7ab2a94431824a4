// Every ruleset's team schema by ruleset id: what a team in `GameSetup.teams` may be when it comes from outside.
// Replay import reaches them through each ruleset's `checkTeam`; a team builder screen (issue 23) can parse the
// team it edits with the same schema, so what it saves is what the rules and the import accept.
import type { z } from 'zod'
import type { RulesetId, TeamCheck } from '../engine/api'
import { blitzTeamSchema } from './blitz/data/teamInputSchema'
import { classicTeamSchema } from './classic/data/teamSchema'
import { crossCheckTeamSchema } from './crosscheck/data/teams'
import { checkTeamWith } from './teamCheck'

export { blitzTeamSchema, classicTeamSchema, crossCheckTeamSchema }

export const TEAM_SCHEMAS = {
  classic: classicTeamSchema,
  blitz: blitzTeamSchema,
  crosscheck: crossCheckTeamSchema,
} as const satisfies Record<RulesetId, z.ZodType>

/** The team schema of a ruleset. */
export function teamSchemaOf<R extends RulesetId>(ruleset: R): (typeof TEAM_SCHEMAS)[R] {
  return TEAM_SCHEMAS[ruleset]
}

/** Checks a team for a ruleset: its roster (or team card) id, or the issues, each naming its field. */
export function parseTeam(ruleset: RulesetId, team: unknown): TeamCheck {
  if (ruleset === 'classic') return checkTeamWith(classicTeamSchema, team, (t) => t.rosterId)
  if (ruleset === 'blitz') return checkTeamWith(blitzTeamSchema, team, (t) => t.teamId)
  return checkTeamWith(crossCheckTeamSchema, team, (t) => t.rosterId)
}

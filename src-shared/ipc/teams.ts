// The saved teams part of the contract (issue 23 point 2): teams a coach built and named, kept in the save store
// (src-main/services/TeamStore.ts). A team travels whole, as a team file holds it (src-shared/teams/savedTeam.ts);
// the arguments only bound its shape here, main checks every field with the saved-team schema and answers
// `team/invalid` naming the field.
import { z } from 'zod'
import type { RulesetId } from '../engine/api'
import { nameSchema } from '../rules/teamCheck'
import { SAVED_TEAM_NAME_MAX, type SavedTeam } from '../teams/savedTeam'
import { MAX_TEAM_FILE_CHARS } from '../teams/teamFile'
import { teamIdSchema, withoutProtoKey } from './schemas'

/** A saved team as the screens get it. */
export interface TeamInfo {
  readonly id: string
  readonly ruleset: RulesetId
  readonly name: string
  readonly team: SavedTeam
  readonly createdAt: string
  readonly updatedAt: string
  readonly archived: boolean
}

/** Any JSON object: the saved-team schema in main checks it field by field. */
const savedTeamArg = withoutProtoKey(z.record(z.string().max(64), z.unknown()))
const teamRef = z.strictObject({ id: teamIdSchema })

export const teamArgs = {
  list: z.strictObject({}),
  ref: teamRef,
  create: z.strictObject({ team: savedTeamArg }),
  save: z.strictObject({ id: teamIdSchema, team: savedTeamArg }),
  rename: z.strictObject({ id: teamIdSchema, name: nameSchema(SAVED_TEAM_NAME_MAX) }),
  /** `archived` defaults to true; false brings an archived team back. */
  archive: z.strictObject({ id: teamIdSchema, archived: z.boolean().optional() }),
  /** `confirm: true` says the coach confirmed it. */
  delete: z.strictObject({ id: teamIdSchema, confirm: z.literal(true) }),
  import: z.strictObject({ text: z.string().min(1).max(MAX_TEAM_FILE_CHARS) }),
}

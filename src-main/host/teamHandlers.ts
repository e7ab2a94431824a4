// teams.*: teams a coach built and named (issue 23 point 2), kept in the save database (migration 8) by a
// TeamStore on the SaveStore's own connection. Every refusal is a typed ContractError thrown before anything is
// written: `team/invalid` (the field named), `team/malformed` and `team/newer-version` for files, `team/not-found`,
// and `save/unavailable` (teams need saves; the list is empty without them).
import { ContractError, fieldParams, type ErrorCode, type FailureParams, type TeamInfo } from '@shared/ipc'
import { TeamError, type TeamProblem } from '@shared/teams/savedTeam'
import { exportTeam, MAX_TEAM_FILE_CHARS, parseTeamFile } from '@shared/teams/teamFile'
import type { Saves } from '../services/Saves'
import type { SaveStore } from '../services/SaveStore'
import { TeamStore } from '../services/TeamStore'
import type { Handlers } from './dispatcher'
import { measureArgs } from './requestSize'

type TeamRequest =
  | 'teams.list'
  | 'teams.get'
  | 'teams.create'
  | 'teams.save'
  | 'teams.duplicate'
  | 'teams.rename'
  | 'teams.archive'
  | 'teams.delete'
  | 'teams.export'
  | 'teams.import'

/** The team store over the open save database, rebuilt whenever Saves opens a new one (`saves.startFresh`). */
export class SavedTeams {
  private openedFor: SaveStore | null = null
  private store: TeamStore | null = null

  constructor(
    private readonly saves: Saves,
    private readonly now: () => Date,
  ) {}

  /** The store, or null when saves are off. */
  current(): TeamStore | null {
    const store = this.saves.store
    if (store !== this.openedFor) {
      this.store = store ? new TeamStore(store.connection, this.now) : null
      this.openedFor = store
    }
    return this.store
  }

  /** The store, or a `save/unavailable` failure saying why there is none. */
  require(): TeamStore {
    const store = this.current()
    if (store) return store
    this.saves.require() // throws save/unavailable with the reason
    throw new ContractError('save/unavailable', 'Saves are off in this session.')
  }
}

const TEAM_CODES: Record<TeamProblem, ErrorCode> = {
  malformed: 'team/malformed',
  'too-large': 'team/malformed',
  invalid: 'team/invalid',
  'newer-version': 'team/newer-version',
  'in-league': 'team/in-league',
}

/** What a team refusal names: the bad field, or the league that keeps the team. */
export function teamParams(error: TeamError): FailureParams | undefined {
  return error.league !== undefined ? { league: error.league } : fieldParams(error.field)
}

/** Runs a store call, turning a TeamError into its typed failure and a missing team into `team/not-found`. */
function checked(id: string | null, run: () => TeamInfo | null): TeamInfo {
  let team: TeamInfo | null
  try {
    team = run()
  } catch (error) {
    if (error instanceof TeamError)
      throw new ContractError(TEAM_CODES[error.reason], error.message, teamParams(error))
    throw error
  }
  if (!team) throw new ContractError('team/not-found', id ? `No saved team ${id}.` : 'No such saved team.')
  return team
}

/**
 * A team sent whole (create, save) is held to a team file's size, measured before any field is parsed: a team is a
 * few kilobytes, and the request's own cap (MAX_REQUEST_CHARS) is far above that.
 */
function sized(team: Record<string, unknown>): Record<string, unknown> {
  if (measureArgs(team, MAX_TEAM_FILE_CHARS) !== 'fits') {
    throw new ContractError(
      'team/invalid',
      `team: too large for a team (at most ${MAX_TEAM_FILE_CHARS} characters).`,
    )
  }
  return team
}

export function createTeamHandlers(teams: SavedTeams): Pick<Handlers, TeamRequest> {
  return {
    'teams.list': () => teams.current()?.list() ?? [],
    'teams.get': (args) => checked(args.id, () => teams.require().get(args.id)),
    'teams.create': (args) => checked(null, () => teams.require().create(sized(args.team))),
    'teams.save': (args) => checked(args.id, () => teams.require().save(args.id, sized(args.team))),
    'teams.duplicate': (args) => checked(args.id, () => teams.require().duplicate(args.id)),
    'teams.rename': (args) => checked(args.id, () => teams.require().rename(args.id, args.name)),
    'teams.archive': (args) =>
      checked(args.id, () => teams.require().archive(args.id, args.archived ?? true)),
    'teams.delete': (args) => {
      let deleted: boolean
      try {
        deleted = teams.require().delete(args.id)
      } catch (error) {
        if (error instanceof TeamError)
          throw new ContractError(TEAM_CODES[error.reason], error.message, teamParams(error))
        throw error
      }
      if (!deleted) throw new ContractError('team/not-found', `No saved team ${args.id}.`)
      return { deleted: true as const }
    },
    'teams.export': (args) => exportTeam(checked(args.id, () => teams.require().get(args.id)).team),
    'teams.import': (args) => {
      const store = teams.require()
      return checked(null, () => store.create(parseTeamFile(args.text)))
    },
  }
}

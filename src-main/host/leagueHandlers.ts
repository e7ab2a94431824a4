// leagues.*: club leagues (issue 23 point 4), kept in the save database (migration 9) by a LeagueStore on the
// SaveStore's own connection, and their games (services/LeagueGames.ts). Every refusal is a typed ContractError
// thrown before anything is written: `league/invalid` (the field named), `league/malformed` and
// `league/newer-version` for files, `league/not-found`, `league/fixture-unavailable`, `league/busy`, and
// `save/unavailable` (leagues need saves; the list is empty without them). None is open to a LAN viewer.
import { ContractError, fieldParams, type ErrorCode, type FailureParams, type LeagueInfo } from '@shared/ipc'
import { DEFAULT_POINTS, LeagueError, type LeagueProblem } from '@shared/leagues/league'
import { DEFAULT_TREASURY } from '@shared/rules/classic/data/teamSchema'
import { exportLeague, parseLeagueFile } from '@shared/leagues/leagueFile'
import { TeamError } from '@shared/teams/savedTeam'
import type { LeagueGames } from '../services/LeagueGames'
import { LeagueStore } from '../services/LeagueStore'
import type { SaveStore } from '../services/SaveStore'
import type { Saves } from '../services/Saves'
import type { Handlers } from './dispatcher'
import type { SavedTeams } from './teamHandlers'

type LeagueRequest =
  | 'leagues.list'
  | 'leagues.get'
  | 'leagues.create'
  | 'leagues.archive'
  | 'leagues.delete'
  | 'leagues.export'
  | 'leagues.import'
  | 'leagues.playFixture'
  | 'leagues.runAiFixtures'
  | 'leagues.cancelAiFixtures'
  | 'leagues.answerDead'
  | 'leagues.takeAdvance'

/** The league store over the open save database, rebuilt whenever Saves opens a new one (`saves.startFresh`). */
export class SavedLeagues {
  private openedFor: SaveStore | null = null
  private store: LeagueStore | null = null

  constructor(
    private readonly saves: Saves,
    private readonly teams: SavedTeams,
    private readonly now: () => Date,
  ) {}

  /** The store, or null when saves are off. */
  current(): LeagueStore | null {
    const store = this.saves.store
    if (store !== this.openedFor) {
      const teams = this.teams.current()
      this.store = store && teams ? new LeagueStore(store.connection, teams, this.now) : null
      this.openedFor = store
    }
    return this.store
  }

  /** The store, or a `save/unavailable` failure saying why there is none. */
  require(): LeagueStore {
    const store = this.current()
    if (store) return store
    this.saves.require() // throws save/unavailable with the reason
    throw new ContractError('save/unavailable', 'Saves are off in this session.')
  }
}

const LEAGUE_CODES: Record<LeagueProblem, ErrorCode> = {
  malformed: 'league/malformed',
  'too-large': 'league/malformed',
  invalid: 'league/invalid',
  'newer-version': 'league/newer-version',
}

/** What a league refusal names: the bad field and whatever else the store said (a team too dear, its cost). */
function leagueParams(error: LeagueError): FailureParams | undefined {
  const params = { ...fieldParams(error.field), ...error.params }
  return Object.keys(params).length > 0 ? params : undefined
}

/** Runs a store call, turning a LeagueError into its typed failure and a missing league into `league/not-found`. */
function checked(id: string | null, run: () => LeagueInfo | null): LeagueInfo {
  let league: LeagueInfo | null
  try {
    league = run()
  } catch (error) {
    if (error instanceof LeagueError)
      throw new ContractError(LEAGUE_CODES[error.reason], error.message, leagueParams(error))
    // A team of a league file refused by the store's own check (it parsed the file first: not expected).
    if (error instanceof TeamError)
      throw new ContractError('league/invalid', error.message, fieldParams(error.field))
    throw error
  }
  if (!league) throw new ContractError('league/not-found', id ? `No league ${id}.` : 'No such league.')
  return league
}

export function createLeagueHandlers(
  leagues: SavedLeagues,
  games: LeagueGames,
): Pick<Handlers, LeagueRequest> {
  return {
    'leagues.list': () => leagues.current()?.list() ?? [],
    'leagues.get': (args) =>
      checked(args.id, () => {
        // A Classic result kept before star player points were counted gets them from its game's log first.
        games.recountStars(args.id)
        return leagues.require().get(args.id)
      }),
    'leagues.create': (args) =>
      checked(null, () =>
        leagues.require().create({
          settings: {
            name: args.name,
            ruleset: args.ruleset,
            points: args.points ?? DEFAULT_POINTS,
            options: {
              twice: args.options?.twice ?? false,
              // Only Classic has Regeneration; kept only when it says something (off), so on is the default.
              ...(args.ruleset === 'classic' && args.options?.leagueRegeneration === false
                ? { leagueRegeneration: false }
                : {}),
              // Blitz Bowl has no star player points (001), so no levels; kept only when on (off is the default).
              ...(args.ruleset !== 'blitz' && args.options?.advancement === true
                ? { advancement: true }
                : {}),
              // Only Classic teams have a price; kept only when it differs from the one-off default.
              ...(args.ruleset === 'classic' &&
              args.options?.treasury !== undefined &&
              args.options.treasury !== DEFAULT_TREASURY
                ? { treasury: args.options.treasury }
                : {}),
            },
          },
          teams: args.teams,
        }),
      ),
    'leagues.archive': (args) =>
      checked(args.id, () => leagues.require().archive(args.id, args.archived ?? true)),
    'leagues.delete': (args) => {
      games.cancel(args.id)
      if (!leagues.require().delete(args.id))
        throw new ContractError('league/not-found', `No league ${args.id}.`)
      return { deleted: true as const }
    },
    'leagues.export': (args) => {
      let file: ReturnType<LeagueStore['exportFile']>
      try {
        file = leagues.require().exportFile(args.id)
      } catch (error) {
        if (error instanceof LeagueError)
          throw new ContractError(LEAGUE_CODES[error.reason], error.message, leagueParams(error))
        throw error
      }
      if (!file) throw new ContractError('league/not-found', `No league ${args.id}.`)
      return exportLeague(file)
    },
    'leagues.import': (args) => {
      const store = leagues.require()
      return checked(null, () => store.importFile(parseLeagueFile(args.text)))
    },
    'leagues.playFixture': (args) => games.play(args.id, args.fixture),
    'leagues.runAiFixtures': (args) => games.runAi(args.id),
    'leagues.cancelAiFixtures': (args) => ({ cancelled: games.cancel(args.id) }),
    'leagues.answerDead': (args) =>
      leagues.require().answerDead(args.id, args.teamId, args.number, args.answer),
    'leagues.takeAdvance': (args) =>
      leagues.require().takeAdvance(args.id, args.teamId, args.number, args.skill),
  }
}

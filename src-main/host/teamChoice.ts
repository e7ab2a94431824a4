// game.new's team choice (issue 23 point 2): a shipped roster by id, or a saved team by its id. A saved team is read
// from the TeamStore and checked again with the saved-team schema before it is played: it may have been written by
// another version or changed in the database behind the app's back. A team that is not there — unknown, unreadable,
// of another game, or no saves in this session — is `team/not-found` and no game is created. Archived teams play.
import type { RulesetId } from '@shared/engine/api'
import { ContractError, type TeamChoice } from '@shared/ipc'
import { parseSavedTeam, TeamError } from '@shared/teams/savedTeam'
import { playableTeam, rosterIdOf } from '@shared/teams/savedLineup'
import type { SideTeam } from '../services/gameHostTypes'
import type { SavedTeams } from './teamHandlers'

/** A side's team for GameHost.create: the roster id it records and, for a saved team, the team itself. */
export function resolveTeamChoice(teams: SavedTeams, ruleset: RulesetId, choice: TeamChoice): SideTeam {
  if ('rosterId' in choice) return { rosterId: choice.rosterId }
  const store = teams.current()
  const stored = store?.get(choice.teamId) ?? null
  if (!stored) {
    const why = store ? '' : ' (saves are off in this session, so there are no saved teams)'
    throw new ContractError('team/not-found', `No saved team ${choice.teamId}${why}.`)
  }
  if (stored.ruleset !== ruleset) {
    throw new ContractError(
      'team/not-found',
      `No saved ${ruleset} team ${choice.teamId}: it is a ${stored.ruleset} team.`,
    )
  }
  let saved
  try {
    saved = parseSavedTeam(stored.team)
  } catch (error) {
    if (error instanceof TeamError) throw new ContractError('team/invalid', error.message)
    throw error
  }
  // The setup holds the whole team (its name included), so replays and reopened saves need nothing else.
  return { rosterId: rosterIdOf(saved), team: playableTeam(saved) }
}

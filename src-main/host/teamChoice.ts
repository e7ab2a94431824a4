// game.new's team choice (issue 23 point 2): a shipped roster by id, or a saved team by its id. A saved team is read
// from the TeamStore and checked again with the saved-team schema before it is played: it may have been written by
// another version or changed in the database behind the app's back. A team that is not there — unknown, unreadable,
// of another game, or no saves in this session — is `team/not-found` and no game is created. Archived teams play.
// A team as an earlier game fielded it (a rematch of a game reopened from the saves, whose setup holds the whole
// team) is checked with the ruleset's own team schema, the one replay import uses: `team/invalid` names the field.
import type { Ruleset } from '@shared/engine/api'
import { ContractError, fieldParams, type TeamChoice } from '@shared/ipc'
import { parseSavedTeam, TeamError } from '@shared/teams/savedTeam'
import { playableTeam, rosterIdOf } from '@shared/teams/savedLineup'
import type { SideTeam } from '../services/gameHostTypes'
import { protoKeyPath } from '../services/replayFile'
import type { SavedTeams } from './teamHandlers'

/** A side's team for GameHost.create: the roster id it records and, for a saved or played team, the team itself. */
export function resolveTeamChoice(
  teams: SavedTeams,
  ruleset: Ruleset,
  choice: TeamChoice,
  side: 'home' | 'away',
): SideTeam {
  if ('rosterId' in choice) return { rosterId: choice.rosterId }
  if ('team' in choice) return playedTeam(ruleset, choice.team, side)
  const store = teams.current()
  const stored = store?.get(choice.teamId) ?? null
  if (!stored) {
    const why = store ? '' : ' (saves are off in this session, so there are no saved teams)'
    throw new ContractError('team/not-found', `No saved team ${choice.teamId}${why}.`)
  }
  if (stored.ruleset !== ruleset.id) {
    throw new ContractError(
      'team/not-found',
      `No saved ${ruleset.id} team ${choice.teamId}: it is a ${stored.ruleset} team.`,
    )
  }
  let saved
  try {
    saved = parseSavedTeam(stored.team)
  } catch (error) {
    if (error instanceof TeamError)
      throw new ContractError('team/invalid', error.message, fieldParams(error.field))
    throw error
  }
  // The setup holds the whole team (its name included), so replays and reopened saves need nothing else.
  return { rosterId: rosterIdOf(saved), team: playableTeam(saved) }
}

/** A team as a game fielded it, checked whole with its ruleset's team schema; its roster is the one it names. */
function playedTeam(ruleset: Ruleset, team: unknown, side: 'home' | 'away'): SideTeam {
  // A nested "__proto__" field would pass the schema unseen and make the game's replay file one import refuses.
  const proto = protoKeyPath(team)
  if (proto)
    throw new ContractError(
      'team/invalid',
      `The ${side} team is not valid: ${proto} has a "__proto__" field.`,
    )
  const check = ruleset.checkTeam?.(team)
  if (!check) throw new ContractError('team/invalid', `The ${ruleset.id} rules cannot check a team.`)
  if (!check.ok)
    throw new ContractError(
      'team/invalid',
      `The ${side} team is not valid: ${check.issues.slice(0, 3).join('; ')}.`,
    )
  return { rosterId: check.rosterId, team }
}

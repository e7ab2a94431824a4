// The team builder's draft of any game (issue 23 point 1), turned into a saved team (`{format, version, ruleset,
// name, team, players?}`, savedTeam.ts) and read back from one to edit it.
import { TEAM_FORMAT, TEAM_VERSION, type SavedTeam } from '../savedTeam'
import { defaultPlayerName } from '../defaultNames'
import { ownTreasury } from '../../rules/classic/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../../rules/crosscheck/data/teams'
import { classicTeamOf, setClassicName, type ClassicDraft } from './classicDraft'
import { blitzLineup, lineupTeamOf, type LineupDraft } from './lineupDraft'

export type TeamDraft = ClassicDraft | LineupDraft

/** The saved team the draft stands for (not yet checked: draftErrors.ts does that). */
export function toSavedTeam(draft: TeamDraft): unknown {
  const head = { format: TEAM_FORMAT, version: TEAM_VERSION, ruleset: draft.ruleset, name: draft.name }
  if (draft.ruleset === 'classic') return { ...head, team: classicTeamOf(draft) }
  return { ...head, ...lineupTeamOf(draft) }
}

export function setTeamName<D extends TeamDraft>(draft: D, name: string): D {
  return draft.ruleset === 'classic' ? (setClassicName(draft, name) as D) : { ...draft, name }
}

/**
 * A saved team as a draft to edit (Classic: within its own treasury). Blitz Bowl and Cross Check: the line-up the team lists, else its card's or
 * roster's default; names and numbers from `players`, else the team's own names, else the race's defaults.
 */
export function draftOf(saved: SavedTeam): TeamDraft {
  if (saved.ruleset === 'classic')
    return {
      ruleset: 'classic',
      rosterId: saved.team.rosterId,
      name: saved.name,
      // The team's own treasury; a team saved before it had one was built within the one-off default.
      treasury: ownTreasury(saved.team),
      rerolls: saved.team.rerolls,
      fanFactor: saved.team.fanFactor ?? 0,
      assistantCoaches: saved.team.assistantCoaches ?? 0,
      players: saved.team.players.map((p) => ({ ...p, skills: [...p.skills] })),
    }
  const rosterId = saved.ruleset === 'blitz' ? saved.team.teamId : saved.team.rosterId
  const positions =
    saved.team.players?.map((p) => p.positionId) ??
    (saved.ruleset === 'blitz'
      ? blitzLineup(rosterId)
      : defaultPlayers(CROSSCHECK_ROSTERS[rosterId]).map((p) => p.positionId))
  const players = positions.map((positionId, i) => ({
    positionId,
    name: saved.players?.[i]?.name ?? saved.team.players?.[i]?.name ?? defaultPlayerName(rosterId, i),
    number: saved.players?.[i]?.number ?? i + 1,
  }))
  return { ruleset: saved.ruleset, rosterId, name: saved.name, players }
}

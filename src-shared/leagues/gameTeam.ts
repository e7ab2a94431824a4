// A saved team as a game's setup takes it (a league fixture plays the clubs' own teams): the team the ruleset's
// schema accepted, with a Blitz Bowl or Cross Check line-up's saved names put on its players, and the roster or
// card id the game records for the saves and the Showcase.
import type { RulesetId } from '../engine/api'
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../rules/crosscheck/data/teams'
import type { SavedTeam } from '../teams/savedTeam'

export interface GameTeam {
  readonly ruleset: RulesetId
  readonly rosterId: string
  readonly team: unknown
}

export function gameTeamOf(saved: SavedTeam): GameTeam {
  if (saved.ruleset === 'classic') {
    // 004: a Classic team's own players carry their names and numbers already.
    return { ruleset: 'classic', rosterId: saved.team.rosterId, team: { ...saved.team, name: saved.name } }
  }
  const rosterId = saved.ruleset === 'blitz' ? saved.team.teamId : saved.team.rosterId
  const lineup: readonly { positionId: string; name?: string }[] =
    saved.team.players ??
    (saved.ruleset === 'blitz'
      ? TEAM_BY_ID[rosterId].positions.flatMap((p) =>
          Array.from({ length: p.count }, () => ({ positionId: p.id })),
        )
      : defaultPlayers(CROSSCHECK_ROSTERS[rosterId]))
  const names = saved.players
  const players = lineup.map((p, i) => (names?.[i] ? { ...p, name: names[i].name } : { ...p }))
  return { ruleset: saved.ruleset, rosterId, team: { ...saved.team, name: saved.name, players } }
}

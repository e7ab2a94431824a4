// A saved team as a game's setup takes it (a league fixture plays the clubs' own teams): the team the ruleset's
// schema accepted, with a Blitz Bowl or Cross Check line-up's saved names put on its players, and the roster or
// card id the game records for the saves and the Showcase.
import type { RulesetId } from '../engine/api'
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { MIN_PLAYERS } from '../rules/classic/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../rules/crosscheck/data/teams'
import type { SavedTeam } from '../teams/savedTeam'

export interface GameTeam {
  readonly ruleset: RulesetId
  readonly rosterId: string
  readonly team: unknown
}

/**
 * `absent`: the shirt numbers of Classic players who miss this game (absences.ts). They stay home only while the
 * team keeps the engine's least number of players (11, game-facts A1): no seed says what a team short of players
 * does, so a team that would fall short fields them all (docs/rules/league-carry-over.md).
 */
export function gameTeamOf(saved: SavedTeam, absent: ReadonlySet<number> = new Set()): GameTeam {
  if (saved.ruleset === 'classic') {
    // 004: a Classic team's own players carry their names and numbers already.
    const fit = saved.team.players.filter((p) => !absent.has(p.number))
    const players = fit.length >= MIN_PLAYERS ? fit : saved.team.players
    return {
      ruleset: 'classic',
      rosterId: saved.team.rosterId,
      team: { ...saved.team, name: saved.name, players },
    }
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

// A saved team as a league fixture's game takes it: the team New game would field for it (teams/savedLineup.ts
// `playableTeam`, one reading for both), less the Classic players who miss this fixture, and the roster or card id
// the game records for the saves and the Showcase.
import type { RulesetId } from '../engine/api'
import { MIN_PLAYERS } from '../rules/classic/data/teamSchema'
import type { SavedTeam } from '../teams/savedTeam'
import { playableTeam, rosterIdOf } from '../teams/savedLineup'

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
  const rosterId = rosterIdOf(saved)
  if (saved.ruleset === 'classic' && absent.size > 0) {
    // 004: a Classic team's own players carry their names and numbers already.
    const fit = saved.team.players.filter((p) => !absent.has(p.number))
    if (fit.length >= MIN_PLAYERS && fit.length < saved.team.players.length)
      return { ruleset: 'classic', rosterId, team: { ...saved.team, name: saved.name, players: fit } }
  }
  return { ruleset: saved.ruleset, rosterId, team: playableTeam(saved) }
}

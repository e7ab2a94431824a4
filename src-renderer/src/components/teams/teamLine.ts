// What a saved team's row says about it besides its name: which roster (Classic, Cross Check) or team card (Blitz
// Bowl) it is built from, and how many players it names, where the team lists them.
import type { SavedTeam } from '@shared/teams/savedTeam'

export interface TeamLine {
  /** The roster's or team card's id (the screen shows its name). */
  readonly id: string
  /** Players on the team sheet, or null when the team plays its roster's default line-up. */
  readonly players: number | null
}

export function teamLine(saved: SavedTeam): TeamLine {
  if (saved.ruleset === 'classic') return { id: saved.team.rosterId, players: saved.team.players.length }
  if (saved.ruleset === 'blitz') return { id: saved.team.teamId, players: saved.players?.length ?? null }
  return { id: saved.team.rosterId, players: saved.team.players?.length ?? saved.players?.length ?? null }
}

// A Classic league's starting treasury (issue 23 point 1: "within a treasury (the project's 1,000,000 default for
// one-off games, or a league's)"): the gold each team may cost to enter the league — its players at their
// positions' prices and its re-rolls (teamSchema.ts `teamCostIn`, the roster's own prices, game-facts A9). A league
// without one (every league from before it) uses the one-off default.
import { DEFAULT_TREASURY, teamCostIn } from '../rules/classic/data/teamSchema'
import { ROSTERS } from '../rules/classic/data/rosters/index'
import type { SavedTeam } from '../teams/savedTeam'

/** The league's starting treasury for its Classic teams. */
export function leagueTreasury(options: { readonly treasury?: number }): number {
  return options.treasury ?? DEFAULT_TREASURY
}

/** What a saved Classic team costs, in gold; null for another game's team (no treasury). */
export function teamCost(saved: SavedTeam): number | null {
  if (saved.ruleset !== 'classic') return null
  return teamCostIn(ROSTERS[saved.team.rosterId], saved.team)
}

/** Gold as a coach reads it: 1,050,000. */
export const gold = (n: number): string => n.toLocaleString('en-GB')

/** A team too dear for a league: its name, its cost and the league's treasury; null when it fits (or has none). */
export function treasuryExcess(
  saved: SavedTeam,
  options: { readonly treasury?: number },
): { readonly team: string; readonly cost: number; readonly treasury: number } | null {
  const cost = teamCost(saved)
  const treasury = leagueTreasury(options)
  return cost === null || cost <= treasury ? null : { team: saved.name, cost, treasury }
}

/** Why a team cannot enter a league with this treasury, or null when it fits (or has no treasury to fit). */
export function overTreasury(saved: SavedTeam, options: { readonly treasury?: number }): string | null {
  const over = treasuryExcess(saved, options)
  if (!over) return null
  return `"${over.team}" costs ${gold(over.cost)} gold, more than the league's treasury of ${gold(over.treasury)}`
}

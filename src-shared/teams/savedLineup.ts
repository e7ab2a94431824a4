// A saved team (savedTeam.ts) as the places that use it see it: the engine team a new game fields with the coach's
// own names on its players, the roster (or team card) it belongs to, its players in line-up order with their
// numbers and names (the Showcase's cards), and its squad (New game's roster preview). Pure; main and the renderer
// both read a saved team through here, so the dialog previews exactly the team that takes the field.
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../rules/crosscheck/data/teams'
import type { Squad } from '../showcase/squad'
import type { SavedTeam } from './savedTeam'

/** One player of a saved team, in line-up order; number and name null where the team does not give them. */
export interface SavedLineupPlayer {
  readonly positionId: string
  readonly number: number | null
  readonly name: string | null
}

/** The roster id (Classic, Cross Check) or team card id (Blitz Bowl) of a saved team: its Showcase key's tail. */
export function rosterIdOf(saved: SavedTeam): string {
  return saved.ruleset === 'blitz' ? saved.team.teamId : saved.team.rosterId
}

/** The positions a Blitz Bowl or Cross Check team fields, in line-up order (its own list, else the default one). */
function positionsOf(saved: Exclude<SavedTeam, { ruleset: 'classic' }>): string[] {
  if (saved.team.players) return saved.team.players.map((p) => p.positionId)
  // 001: a team card's whole line-up takes the field; cc-interp: roster-derivation, the default bench.
  if (saved.ruleset === 'blitz')
    return TEAM_BY_ID[saved.team.teamId].positions.flatMap((p) => Array.from({ length: p.count }, () => p.id))
  return defaultPlayers(CROSSCHECK_ROSTERS[saved.team.rosterId]).map((p) => p.positionId)
}

/** Every player of a saved team in line-up order, with the number and name the coach gave. */
export function savedLineup(saved: SavedTeam): SavedLineupPlayer[] {
  if (saved.ruleset === 'classic')
    return saved.team.players.map((p) => ({ positionId: p.positionId, number: p.number, name: p.name }))
  const own = saved.team.players
  return positionsOf(saved).map((positionId, i) => ({
    positionId,
    number: saved.players?.[i]?.number ?? null,
    name: saved.players?.[i]?.name ?? own?.[i]?.name ?? null,
  }))
}

/**
 * The team a game fields for a saved team (New game and a league fixture alike): its engine team under the saved
 * name. Blitz Bowl and Cross Check name their players from `team.players[i].name` (rules/blitz/ruleset.ts
 * playersOf, crosscheck teams.ts), so the saved names are written into a full line-up there; Classic's players
 * carry their names already.
 */
export function playableTeam(saved: SavedTeam): unknown {
  if (saved.ruleset === 'classic') return { ...saved.team, name: saved.name }
  // The whole line-up always, named where the coach named it: the same team whether or not it lists its players.
  const players = savedLineup(saved).map((p) => ({
    positionId: p.positionId,
    ...(p.name ? { name: p.name } : {}),
  }))
  return { ...saved.team, name: saved.name, players }
}

/** How many of each position a saved team fields, and its team re-rolls (Classic; null in the other games). */
export function savedSquad(saved: SavedTeam): Squad {
  const fielded: Record<string, number> = {}
  for (const p of savedLineup(saved)) fielded[p.positionId] = (fielded[p.positionId] ?? 0) + 1
  return { fielded, rerolls: saved.ruleset === 'classic' ? saved.team.rerolls : null }
}

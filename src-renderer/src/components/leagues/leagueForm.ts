// What keeps a new league's Create button off, each as a text key of its own (`leagues.form.problem.<key>`):
// the same bounds main's league schema holds (src-shared/leagues), so a league the form sends is one main takes.
import { LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN } from '@shared/leagues/fixtures'
import { LEAGUE_NAME_MAX } from '@shared/leagues/league'
import { DEFAULT_TREASURY, MAX_TREASURY, TREASURY_STEP } from '@shared/rules/classic/data/teamSchema'

export { DEFAULT_TREASURY, LEAGUE_NAME_MAX, LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN, MAX_TREASURY, TREASURY_STEP }

/** Points per result are whole numbers from 0 to this (the league schema's bound). */
export const POINTS_MAX = 10

export type LeagueProblem = 'name' | 'teams' | 'points' | 'treasury'

export function leagueProblems(form: {
  readonly name: string
  readonly teams: number
  readonly points: readonly number[]
  /** A Classic league's starting treasury (null for the other games, which have none). */
  readonly treasury?: number | null
}): LeagueProblem[] {
  const out: LeagueProblem[] = []
  const name = form.name.trim()
  if (name.length === 0 || name.length > LEAGUE_NAME_MAX) out.push('name')
  if (form.teams < LEAGUE_TEAMS_MIN || form.teams > LEAGUE_TEAMS_MAX) out.push('teams')
  if (form.points.some((p) => !Number.isInteger(p) || p < 0 || p > POINTS_MAX)) out.push('points')
  const gold = form.treasury
  if (
    gold !== undefined &&
    gold !== null &&
    (!Number.isInteger(gold) || gold < 0 || gold > MAX_TREASURY || gold % TREASURY_STEP !== 0)
  )
    out.push('treasury')
  return out
}

/**
 * The picked Classic teams that cost more than the league's starting treasury, dearest first: main refuses them
 * (src-shared/leagues/treasury.ts), so the form names them and keeps Create off. A team's own treasury (the gold it
 * was built within) does not count here: what enters the league is the team as it is, at its price.
 */
export function overTreasury<T extends { readonly cost: number | null }>(
  picked: readonly T[],
  treasury: number | null,
): T[] {
  if (treasury === null || !Number.isFinite(treasury)) return []
  return picked.filter((team) => team.cost !== null && team.cost > treasury).sort((a, b) => b.cost! - a.cost!)
}

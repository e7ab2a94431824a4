// What keeps a new league's Create button off, each as a text key of its own (`leagues.form.problem.<key>`):
// the same bounds main's league schema holds (src-shared/leagues), so a league the form sends is one main takes.
import { LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN } from '@shared/leagues/fixtures'
import { LEAGUE_NAME_MAX } from '@shared/leagues/league'

export { LEAGUE_NAME_MAX, LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN }

/** Points per result are whole numbers from 0 to this (the league schema's bound). */
export const POINTS_MAX = 10

export type LeagueProblem = 'name' | 'teams' | 'points'

export function leagueProblems(form: {
  readonly name: string
  readonly teams: number
  readonly points: readonly number[]
}): LeagueProblem[] {
  const out: LeagueProblem[] = []
  const name = form.name.trim()
  if (name.length === 0 || name.length > LEAGUE_NAME_MAX) out.push('name')
  if (form.teams < LEAGUE_TEAMS_MIN || form.teams > LEAGUE_TEAMS_MAX) out.push('teams')
  if (form.points.some((p) => !Number.isInteger(p) || p < 0 || p > POINTS_MAX)) out.push('points')
  return out
}

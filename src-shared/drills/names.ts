// The names a drill's players carry in the app: their roster position's name, as a new game names its players
// ("Catcher"; "Lineman 1", "Lineman 2" when a team has more than one), never the drill's internal piece names
// ("orc2"), which stay the keys its goals, highlights and solutions use.
import { rosterById } from '../rules/classic/data/rosters/index'
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'

interface NamedPlayer {
  readonly id: string
  readonly position: string
  readonly name?: string
}
interface NamedTeam {
  readonly roster?: string
  readonly team?: string
  readonly players: readonly NamedPlayer[]
}

/** A position's display name in a Classic roster or a Blitz Bowl team card (the id when neither knows it). */
function positionName(ruleset: 'classic' | 'blitz', team: NamedTeam, position: string): string {
  if (ruleset === 'classic' && team.roster)
    return rosterById(team.roster).positions.find((p) => p.id === position)?.name ?? position
  if (ruleset === 'blitz' && team.team)
    return TEAM_BY_ID[team.team]?.positions.find((p) => p.id === position)?.name ?? position
  return position
}

/** The team's players with names filled in from their positions (a name the drill gives is kept). */
function nameTeam(ruleset: 'classic' | 'blitz', team: NamedTeam): NamedTeam {
  const total = new Map<string, number>()
  for (const p of team.players) total.set(p.position, (total.get(p.position) ?? 0) + 1)
  const seen = new Map<string, number>()
  return {
    ...team,
    players: team.players.map((p) => {
      const k = (seen.get(p.position) ?? 0) + 1
      seen.set(p.position, k)
      if (p.name !== undefined) return p
      const base = positionName(ruleset, team, p.position)
      return { ...p, name: total.get(p.position)! > 1 ? `${base} ${k}` : base }
    }),
  }
}

/** A Classic or Blitz Bowl drill scenario with every player named after his position. */
export function withPositionNames(
  ruleset: 'classic' | 'blitz',
  scenario: Record<string, unknown>,
): Record<string, unknown> {
  const teams = scenario.teams as Record<'home' | 'away', NamedTeam> | undefined
  if (!teams) return scenario
  return { ...scenario, teams: { home: nameTeam(ruleset, teams.home), away: nameTeam(ruleset, teams.away) } }
}

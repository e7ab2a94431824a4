// The saved teams in the New game dialog (issue 23): which of them a game offers (its own game's, not archived),
// and a saved team's roster preview — the roster's positions and stat lines (rosters.lineup) with the saved team's
// name and its own squad (how many of each position, Classic's re-rolls), read by the same code main plays it with.
import type { RulesetId } from '@shared/engine/api'
import type { TeamInfo, TeamLineup } from '@shared/ipc'
import { rosterIdOf, savedSquad } from '@shared/teams/savedLineup'
import { savedIdOf } from './teamValue'

/** The saved teams New game offers for a game: its own, not archived, in main's order (by name). */
export function offeredTeams(teams: readonly TeamInfo[], ruleset: RulesetId): TeamInfo[] {
  return teams.filter((t) => t.ruleset === ruleset && !t.archived)
}

/** The saved team a select value names among the offered ones, or undefined (a roster, or a team now gone). */
export function savedOf(value: string, offered: readonly TeamInfo[]): TeamInfo | undefined {
  const id = savedIdOf(value)
  return id === null ? undefined : offered.find((t) => t.id === id)
}

/** The Showcase key of the roster whose line-up a value previews (`classic/orc`), or null for none. */
export function lineupKeyOf(ruleset: RulesetId, value: string, offered: readonly TeamInfo[]): string | null {
  if (value === '') return null
  if (savedIdOf(value) === null) return `${ruleset}/${value}`
  const saved = savedOf(value, offered)
  return saved ? `${ruleset}/${rosterIdOf(saved.team)}` : null
}

/** The preview of a saved team: its roster's line-up under its own name, with its own squad. */
export function savedPreview(lineup: TeamLineup, saved: TeamInfo): TeamLineup {
  return { ...lineup, name: saved.name, squad: savedSquad(saved.team) }
}

// A preset paint scheme for every team of the three games, derived from the table's looks (looks.ts,
// figureLook.ts): the roster's colours, its race's skin, and a skin of their own for positions that are another
// creature. A team's preset is what `schemes.reset` goes back to and what a team without a saved scheme is painted
// with.
import type { RulesetId } from '../engine/api'
import { TEAM_CARDS } from '../rules/blitz/data/teamSchema'
import { ROSTERS } from '../rules/classic/data/rosters/index'
import { CROSSCHECK_ROSTERS } from '../rules/crosscheck/data/teams'
import { figureLook } from './figureLook'
import { RACE_SKIN, raceForRoster, teamColoursForRoster } from './looks'
import { SCHEME_VERSION, teamKeyOf, type Finish, type PaintScheme, type TeamKey } from './scheme'

/** The table pieces' own finish (faceTint in the renderer's paint.ts: 0.42 wash, 0.16 dry-brush). */
export const DEFAULT_FINISH: Finish = { shade: 0.42, highlight: 0.16 }

export interface PresetTeam {
  readonly teamKey: TeamKey
  readonly ruleset: RulesetId
  readonly rosterId: string
  readonly name: string
  readonly positions: readonly { readonly id: string; readonly name: string }[]
}

const teamsOf = (
  ruleset: PresetTeam['ruleset'],
  list: readonly { id: string; name: string; positions: readonly { id: string; name: string }[] }[],
): PresetTeam[] =>
  list.map((team) => ({
    teamKey: teamKeyOf(ruleset, team.id),
    ruleset,
    rosterId: team.id,
    name: team.name,
    positions: team.positions.map((p) => ({ id: p.id, name: p.name })),
  }))

/** Every team of every game, in game then roster-id order. */
export const PRESET_TEAMS: readonly PresetTeam[] = [
  ...teamsOf('classic', Object.values(ROSTERS)),
  ...teamsOf('blitz', TEAM_CARDS),
  ...teamsOf('crosscheck', Object.values(CROSSCHECK_ROSTERS)),
].sort((a, b) => a.teamKey.localeCompare(b.teamKey))

const TEAM_BY_KEY = new Map(PRESET_TEAMS.map((t) => [t.teamKey, t]))

export function presetTeam(teamKey: TeamKey): PresetTeam | undefined {
  return TEAM_BY_KEY.get(teamKey)
}

export function buildPreset(team: PresetTeam): PaintScheme {
  const teamSkin = RACE_SKIN[raceForRoster(team.rosterId)]
  const positions: PaintScheme['positions'] = {}
  for (const position of team.positions) {
    // The position's own creature (figureLook.ts: a troll in an orc team, a chaos team's beastmen).
    const skin = figureLook(team.rosterId, position.id, undefined).skin
    if (skin !== teamSkin) positions[position.id] = { skin }
  }
  return {
    version: SCHEME_VERSION,
    teamKey: team.teamKey,
    name: team.name,
    colours: { ...teamColoursForRoster(team.rosterId), skin: teamSkin },
    finish: { ...DEFAULT_FINISH },
    positions,
  }
}

/** The preset for a team key, or undefined for a team no game has. */
export function presetFor(teamKey: TeamKey): PaintScheme | undefined {
  const team = TEAM_BY_KEY.get(teamKey)
  return team ? buildPreset(team) : undefined
}

// The squad a new game fields for a shipped team, for the New game dialog's roster preview: how many of each
// position play and the team re-rolls it starts with. The same builders main uses at game.new
// (src-main/host/engineSources.ts), so the preview shows exactly the team that takes the field.
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { buildDefaultTeam } from '../rules/classic/data/teamBuilder'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '../rules/crosscheck/data/teams'

export interface Squad {
  /** Players per position id in the team a new game fields (positions it fields none of are absent). */
  readonly fielded: Readonly<Record<string, number>>
  /**
   * Team re-rolls at the start of each half (004: the counters on the dug-out sheet), or null in a game without
   * team re-rolls (Blitz Bowl's come from abilities and cards, 001; Cross Check's from skills, cc-interp: skills).
   */
  readonly rerolls: number | null
}

function tally(ids: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const id of ids) out[id] = (out[id] ?? 0) + 1
  return out
}

/** The squad of a shipped team, or undefined for a team the game does not have. */
export function squadFor(ruleset: 'classic' | 'blitz' | 'crosscheck', rosterId: string): Squad | undefined {
  if (ruleset === 'classic') {
    try {
      const team = buildDefaultTeam(rosterId)
      return { fielded: tally(team.players.map((p) => p.positionId)), rerolls: team.rerolls }
    } catch {
      return undefined // an unknown roster (or one the default treasury cannot field)
    }
  }
  if (ruleset === 'crosscheck') {
    if (!Object.hasOwn(CROSSCHECK_ROSTERS, rosterId)) return undefined
    const players = defaultPlayers(CROSSCHECK_ROSTERS[rosterId])
    return { fielded: tally(players.map((p) => p.positionId)), rerolls: null }
  }
  if (!Object.hasOwn(TEAM_BY_ID, rosterId)) return undefined
  // 001: a team card's whole line-up takes the field.
  const card = TEAM_BY_ID[rosterId]
  return { fielded: Object.fromEntries(card.positions.map((p) => [p.id, p.count])), rerolls: null }
}

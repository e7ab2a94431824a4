// A saved team in the Showcase (issue 23 point 3): the roster's line-up narrowed to the positions the team fields,
// under the team's own name with its own counts, and its players per position as "#7 Grimbad Ironfist" for the
// cards. The paint scheme and own models stay the roster's (`<ruleset>/<rosterId>`): a team wears its roster's.
import type { TeamInfo, TeamLineup } from '@shared/ipc'
import { savedLineup } from '@shared/teams/savedLineup'
import type { TeamPhotoSpec } from '../../scene/showcase/LineupStage'

/** The line-up the Showcase shows for a saved team: its positions only, its counts, its name. */
export function savedTeamLineup(lineup: TeamLineup, team: TeamInfo): TeamLineup {
  const counts = new Map<string, number>()
  for (const p of savedLineup(team.team)) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1)
  return {
    ...lineup,
    name: team.name,
    positions: lineup.positions
      .filter((p) => counts.has(p.id))
      .map((p) => ({ ...p, count: counts.get(p.id)! })),
  }
}

/**
 * The whole team's photo of a saved team (photo mode in the Showcase): every player in line-up order with his
 * position's figure and his number, under the team's name. Players of a position the roster no longer has are left
 * out (no figure to stand them as).
 */
export function teamPhotoOf(lineup: TeamLineup, team: TeamInfo): TeamPhotoSpec {
  const roles = new Map(lineup.positions.map((p) => [p.id, p.role]))
  const players = savedLineup(team.team).flatMap((p) => {
    const role = roles.get(p.positionId)
    return role === undefined ? [] : [{ positionId: p.positionId, role, number: p.number }]
  })
  return { caption: team.name, players }
}

/** A player as a card names him: "#7 Grimbad Ironfist", "#7" or the name alone; null when the team gives neither. */
export function playerLabel(p: { number: number | null; name: string | null }): string | null {
  if (p.number === null) return p.name
  return p.name === null ? `#${p.number}` : `#${p.number} ${p.name}`
}

/** The saved team's named players by position id, in line-up order. */
export function playersByPosition(team: TeamInfo): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const p of savedLineup(team.team)) {
    const label = playerLabel(p)
    if (label === null) continue
    const list = out.get(p.positionId) ?? []
    list.push(label)
    out.set(p.positionId, list)
  }
  return out
}

/**
 * Rows of names a card lists before it adds a column: the cards stay low enough to leave the turntable most of a
 * 720-pixel window, and every name shows with no scrolling (a painter shows his team on a big screen).
 */
export const NAME_ROWS = 6

/** Columns a card's list of `count` names takes: one per NAME_ROWS names (12 Linemen: two columns of six). */
export function nameColumns(count: number): number {
  return Math.max(1, Math.ceil(count / NAME_ROWS))
}

// Cross Check teams derived from Classic rosters (cc-interp: roster-derivation, bench). The goalie is the roster's
// lineman with MA -3 and AV +1 (rulings.md), without Dodge or Stunty, plus Save when that lineman has a starting
// skill (game-facts C, CC-design: "gains Save if the lineman had a starting skill").

import { z } from 'zod'
import { idSchema, issueTexts, lineupFields, parseReadable, quoted } from '../../teamCheck'
import { ROSTERS, rosterById } from '../../classic/data/rosters/index'
import type { Position, Roster } from '../../classic/data/rosterSchema'

export const TEAM_MAX = 16
export const MIN_SKATERS = 12
export const MIN_GOALIES = 2
export const GOALIE_ID = 'goalie'
const GOALIE_DROPS = new Set(['dodge', 'stunty'])

export interface CrossCheckPosition {
  readonly id: string
  readonly name: string
  readonly max: number
  readonly ma: number
  readonly st: number
  readonly ag: number
  readonly av: number
  readonly skills: readonly string[]
  readonly goalie: boolean
  readonly bigGuy: boolean
  /** Figure role (a silhouette hint for the renderer): 'goalie', else the Classic position's role. */
  readonly role: string
}

export interface CrossCheckRoster {
  readonly id: string
  readonly name: string
  readonly positions: readonly CrossCheckPosition[]
}

/** The roster's lineman: the `lineman` role with the highest limit (first on a tie). */
export function linemanOf(roster: Roster): Position {
  let best: Position | undefined
  for (const p of roster.positions) if (p.role === 'lineman' && (!best || p.max > best.max)) best = p
  return best ?? roster.positions.reduce((a, b) => (b.max > a.max ? b : a))
}

export function goalieFrom(lineman: Position): CrossCheckPosition {
  return {
    id: GOALIE_ID,
    name: `${lineman.name} Goalie`,
    max: MIN_GOALIES,
    ma: Math.max(1, lineman.ma - 3),
    st: lineman.st,
    ag: lineman.ag,
    av: lineman.av + 1,
    // game-facts C: Save only "if the lineman had a starting skill" (counted before Dodge and Stunty go).
    skills: [
      ...lineman.skills.filter((s) => !GOALIE_DROPS.has(s)),
      ...(lineman.skills.length > 0 ? ['save'] : []),
    ],
    goalie: true,
    bigGuy: false,
    role: 'goalie',
  }
}

export function crossCheckRoster(classicId: string): CrossCheckRoster {
  const r = rosterById(classicId)
  const skaters: CrossCheckPosition[] = r.positions.map((p) => ({
    id: p.id,
    name: p.name,
    max: p.max,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    av: p.av,
    skills: p.skills,
    goalie: false,
    bigGuy: p.bigGuy === true,
    role: p.role,
  }))
  return { id: r.id, name: r.name, positions: [...skaters, goalieFrom(linemanOf(r))] }
}

export const CROSSCHECK_ROSTERS: Readonly<Record<string, CrossCheckRoster>> = Object.freeze(
  Object.fromEntries(Object.keys(ROSTERS).map((id) => [id, crossCheckRoster(id)])),
)

/** The figure role of a Cross Check team's position (crossCheckRoster's `role`), or undefined for none. */
export function crossCheckRole(rosterId: string, positionId: string): string | undefined {
  if (!Object.hasOwn(CROSSCHECK_ROSTERS, rosterId)) return undefined
  return CROSSCHECK_ROSTERS[rosterId].positions.find((p) => p.id === positionId)?.role
}

const teamInputBase = z.strictObject({
  rosterId: idSchema,
  ...lineupFields(TEAM_MAX, `a team has at most ${TEAM_MAX} players`),
})

/**
 * The Cross Check team schema: a team as `create` takes it and as it may come from outside (a replay file, the team
 * builder of issue 23) — a Classic roster id and optionally the players by position id (default: the bench of
 * `defaultPlayers`), each position within its limit (the Classic roster's; 2 goalies), at least 12 skaters and 2
 * goalies, at most 16 players (cc-interp: roster-derivation, bench). Names up to 60 (team) and 40 (player)
 * characters are the project's choice, as for Classic.
 */
export const crossCheckTeamSchema = teamInputBase.superRefine((team, ctx) => {
  if (!Object.hasOwn(CROSSCHECK_ROSTERS, team.rosterId)) {
    ctx.addIssue({ code: 'custom', path: ['rosterId'], message: `no roster ${quoted(team.rosterId)}` })
    return
  }
  const roster = CROSSCHECK_ROSTERS[team.rosterId]
  const list = team.players ?? defaultPlayers(roster)
  const counts = new Map<string, number>()
  let goalies = 0
  list.forEach((p, i) => {
    const position = roster.positions.find((q) => q.id === p.positionId)
    if (!position) {
      const message = `${quoted(p.positionId)} is not a position of ${roster.name}`
      ctx.addIssue({ code: 'custom', path: ['players', i, 'positionId'], message })
      return
    }
    const n = (counts.get(position.id) ?? 0) + 1
    counts.set(position.id, n)
    if (n === position.max + 1)
      ctx.addIssue({
        code: 'custom',
        path: ['players', i],
        message: `more than ${position.max} ${position.name}`,
      })
    if (position.goalie) goalies++
  })
  if (list.length - goalies < MIN_SKATERS || goalies < MIN_GOALIES)
    ctx.addIssue({
      code: 'custom',
      path: ['players'],
      message: `a team needs at least ${MIN_SKATERS} skaters and ${MIN_GOALIES} goalies, at most ${TEAM_MAX} players`,
    })
})

export type CrossCheckTeamInput = z.input<typeof teamInputBase>

export class TeamError extends Error {
  readonly code = 'team/invalid'
}

export interface TeamPlayer {
  readonly position: CrossCheckPosition
  readonly name: string
}

/** The default bench: 12 skaters (positions in order up to their limits, linemen filling) and 2 goalies. */
export function defaultPlayers(roster: CrossCheckRoster): { positionId: string }[] {
  const out: { positionId: string }[] = []
  const skaters = roster.positions.filter((p) => !p.goalie)
  const counts = new Map<string, number>()
  // One of each non-lineman position first, then linemen (or whoever has room) up to twelve.
  for (const p of skaters)
    if (out.length < MIN_SKATERS && p.max > 0 && !p.bigGuy) {
      out.push({ positionId: p.id })
      counts.set(p.id, 1)
    }
  const byRoom = [...skaters].filter((p) => !p.bigGuy).sort((a, b) => b.max - a.max)
  for (const p of byRoom)
    while (out.length < MIN_SKATERS && (counts.get(p.id) ?? 0) < p.max) {
      out.push({ positionId: p.id })
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1)
    }
  for (let i = 0; i < MIN_GOALIES; i++) out.push({ positionId: GOALIE_ID })
  return out
}

/** Validates a team input into its players; throws TeamError naming what is wrong. */
export function teamPlayers(
  input: unknown,
  label: string,
): { roster: CrossCheckRoster; players: TeamPlayer[] } {
  const parsed = parseReadable(crossCheckTeamSchema, input)
  if (!parsed.success) throw new TeamError(`${label} team: ${issueTexts(parsed.error).join('; ')}`)
  const roster = CROSSCHECK_ROSTERS[parsed.data.rosterId]
  const list: { positionId: string; name?: string }[] = parsed.data.players ?? defaultPlayers(roster)
  const players = list.map((p, i) => {
    const position = roster.positions.find((q) => q.id === p.positionId)!
    return { position, name: p.name ?? `${position.name} ${i + 1}` }
  })
  return { roster, players }
}

// A team's line-up as the Showcase shows it: every position with its name, its figure's role (the same hint the
// game views give the renderer) and its printed stat line — Classic and Cross Check MA/ST/AG/AV, Blitz Bowl's
// Move/Block/Throw/Armour — and its skills. Read-only data from the rosters and team cards the engine plays with.
import { blitzRole } from '../rules/blitz/data/roles'
import { TEAM_BY_ID } from '../rules/blitz/data/teamSchema'
import { ROSTERS } from '../rules/classic/data/rosters/index'
import { CROSSCHECK_ROSTERS } from '../rules/crosscheck/data/teams'
import { splitTeamKey, type TeamKey } from './scheme'
import { squadFor, type Squad } from './squad'

/** Stat names (the renderer translates them): Classic/Cross Check and Blitz Bowl's own. */
export type LineupStatKey = 'ma' | 'st' | 'ag' | 'av' | 'move' | 'block' | 'throw' | 'armour'

export interface LineupStat {
  readonly key: LineupStatKey
  /** As printed: '6', '3+', 'D6', '–'. */
  readonly value: string
}

export interface LineupPosition {
  readonly id: string
  readonly name: string
  /** Silhouette hint, as in PieceView.role (lineman, blitzer, ..., bigguy, special, goalie). */
  readonly role: string
  /** How many a team may field (Classic/Cross Check max) or has (Blitz Bowl card count). */
  readonly count: number
  readonly stats: readonly LineupStat[]
  /** Skill or ability ids, as the rules name them ('sure-hands'). */
  readonly skills: readonly string[]
}

export interface TeamLineup {
  readonly teamKey: TeamKey
  readonly ruleset: 'classic' | 'blitz' | 'crosscheck'
  readonly rosterId: string
  readonly name: string
  readonly positions: readonly LineupPosition[]
  /** The team a new game fields (New game's roster preview). */
  readonly squad?: Squad
}

const check = (n: number | null): string => (n === null ? '–' : `${n}+`)

/** The shipped team a key names (its display name and line-up rows), or undefined for a team no game has. */
function teamOf(
  ruleset: TeamLineup['ruleset'],
  rosterId: string,
): { name: string; positions: LineupPosition[] } | undefined {
  if (ruleset === 'classic') {
    const roster = Object.hasOwn(ROSTERS, rosterId) ? ROSTERS[rosterId] : undefined
    return roster && { name: roster.name, positions: roster.positions.map((p) => classicRow(p, p.role)) }
  }
  if (ruleset === 'crosscheck') {
    const roster = Object.hasOwn(CROSSCHECK_ROSTERS, rosterId) ? CROSSCHECK_ROSTERS[rosterId] : undefined
    // The same roles as rules/crosscheck/view.ts: goalies, and skaters as their Classic positions.
    return roster && { name: roster.name, positions: roster.positions.map((p) => classicRow(p, p.role)) }
  }
  if (ruleset === 'blitz') {
    const card = Object.hasOwn(TEAM_BY_ID, rosterId) ? TEAM_BY_ID[rosterId] : undefined
    return (
      card && {
        name: card.name,
        positions: card.positions.map((p) => ({
          id: p.id,
          name: p.name,
          role: blitzRole(p.id),
          count: p.count,
          stats: [
            { key: 'move', value: String(p.move) },
            { key: 'block', value: String(p.block) },
            { key: 'throw', value: check(p.throw) },
            { key: 'armour', value: check(p.armour) },
          ],
          skills: [...p.abilities],
        })),
      }
    )
  }
  return undefined
}

/** The line-up of a team key, or undefined for a team no game has. */
export function lineupFor(teamKey: TeamKey): TeamLineup | undefined {
  const { ruleset, rosterId } = splitTeamKey(teamKey)
  if (ruleset !== 'classic' && ruleset !== 'blitz' && ruleset !== 'crosscheck') return undefined
  const team = teamOf(ruleset, rosterId)
  if (!team) return undefined
  const squad = squadFor(ruleset, rosterId)
  return { teamKey, ruleset, rosterId, ...team, ...(squad ? { squad } : {}) }
}

/** A Classic or Cross Check position (both print MA/ST/AG/AV) as a line-up row. */
function classicRow(
  p: {
    id: string
    name: string
    max: number
    ma: number
    st: number
    ag: number
    av: number
    skills: readonly string[]
  },
  role: string,
): LineupPosition {
  return { id: p.id, name: p.name, role, count: p.max, stats: classicStats(p), skills: [...p.skills] }
}

function classicStats(p: { ma: number; st: number; ag: number; av: number }): LineupStat[] {
  return [
    { key: 'ma', value: String(p.ma) },
    { key: 'st', value: String(p.st) },
    { key: 'ag', value: String(p.ag) },
    { key: 'av', value: String(p.av) },
  ]
}

// A Blitz Bowl or Cross Check team being built (issue 23 point 1). Blitz Bowl: the team card's fixed line-up (001
// Team Cards: "the miniatures that you will need for that team"), only named and numbered. Cross Check: a Classic
// roster's skaters and goalies, players added within each position's limit (goalies 2) and 16 players, removed
// freely; at least 12 skaters and 2 goalies is the schema's check (cc-interp: roster-derivation, bench;
// crosscheck/data/teams.ts). Every change answers a new draft or throws a BuilderError and changes nothing.
import { TEAM_BY_ID } from '../../rules/blitz/data/teamSchema'
import {
  CROSSCHECK_ROSTERS,
  defaultPlayers,
  TEAM_MAX,
  type CrossCheckPosition,
  type CrossCheckRoster,
} from '../../rules/crosscheck/data/teams'
import { defaultPlayerName, freshPlayerName } from '../defaultNames'
import { BuilderError, nextFreeNumber } from './common'

export interface LineupPlayer {
  readonly positionId: string
  readonly name: string
  readonly number: number
}

export interface LineupDraft {
  readonly ruleset: 'blitz' | 'crosscheck'
  /** The Blitz Bowl team card's id, or the Classic roster's a Cross Check team is made from. */
  readonly rosterId: string
  readonly name: string
  readonly players: readonly LineupPlayer[]
}

/** Names and numbers a line-up of positions 1..n with the race's default names. */
function named(rosterId: string, positions: readonly string[]): LineupPlayer[] {
  return positions.map((positionId, i) => ({
    positionId,
    name: defaultPlayerName(rosterId, i),
    number: i + 1,
  }))
}

/** The card's line-up: each position as many times as the card shows it, in card order. */
export function blitzLineup(teamId: string): string[] {
  if (!Object.hasOwn(TEAM_BY_ID, teamId))
    throw new BuilderError('unknown-position', `no Blitz Bowl team card "${teamId}"`)
  return TEAM_BY_ID[teamId].positions.flatMap((p) => Array.from({ length: p.count }, () => p.id))
}

export function newBlitzDraft(teamId: string, name: string): LineupDraft {
  return { ruleset: 'blitz', rosterId: teamId, name, players: named(teamId, blitzLineup(teamId)) }
}

export function crossCheckRosterOf(draft: LineupDraft): CrossCheckRoster {
  if (!Object.hasOwn(CROSSCHECK_ROSTERS, draft.rosterId))
    throw new BuilderError('unknown-position', `no roster "${draft.rosterId}"`)
  return CROSSCHECK_ROSTERS[draft.rosterId]
}

/** A Cross Check team on its roster's default bench (12 skaters, 2 goalies). */
export function newCrossCheckDraft(rosterId: string, name: string): LineupDraft {
  if (!Object.hasOwn(CROSSCHECK_ROSTERS, rosterId))
    throw new BuilderError('unknown-position', `no roster "${rosterId}"`)
  const bench = defaultPlayers(CROSSCHECK_ROSTERS[rosterId]).map((p) => p.positionId)
  return { ruleset: 'crosscheck', rosterId, name, players: named(rosterId, bench) }
}

export function lineupCounts(draft: LineupDraft): Map<string, number> {
  const counts = new Map<string, number>()
  for (const p of draft.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1)
  return counts
}

/** Why a Cross Check player of this position cannot be added now, or null when he can. */
export function cannotAddSkater(
  draft: LineupDraft,
  position: CrossCheckPosition,
): 'position-full' | 'team-full' | null {
  if ((lineupCounts(draft).get(position.id) ?? 0) >= position.max) return 'position-full'
  if (draft.players.length >= TEAM_MAX) return 'team-full'
  return null
}

export function addLineupPlayer(draft: LineupDraft, positionId: string): LineupDraft {
  if (draft.ruleset === 'blitz') throw new BuilderError('fixed-lineup', "a team card's line-up is fixed")
  const position = crossCheckRosterOf(draft).positions.find((p) => p.id === positionId)
  if (!position) throw new BuilderError('unknown-position', `no position "${positionId}" in this roster`)
  const why = cannotAddSkater(draft, position)
  if (why === 'position-full')
    throw new BuilderError(why, `a team has at most ${position.max} × ${position.name}`)
  if (why === 'team-full') throw new BuilderError(why, `a team has at most ${TEAM_MAX} players`)
  const names = draft.players.map((p) => p.name)
  const player = {
    positionId,
    name: freshPlayerName(draft.rosterId, names),
    number: nextFreeNumber(draft.players),
  }
  return { ...draft, players: [...draft.players, player] }
}

export function removeLineupPlayer(draft: LineupDraft, index: number): LineupDraft {
  if (draft.ruleset === 'blitz') throw new BuilderError('fixed-lineup', "a team card's line-up is fixed")
  checkIndex(draft, index)
  return { ...draft, players: draft.players.filter((_, i) => i !== index) }
}

export function setLineupPlayer(
  draft: LineupDraft,
  index: number,
  change: { readonly name?: string; readonly number?: number },
): LineupDraft {
  checkIndex(draft, index)
  return { ...draft, players: draft.players.map((p, i) => (i === index ? { ...p, ...change } : p)) }
}

/** The team as its game's schema takes it (the players' names ride along so the table shows them) and `players`. */
export function lineupTeamOf(draft: LineupDraft) {
  const players = draft.players.map((p) => ({ positionId: p.positionId, name: p.name }))
  const team =
    draft.ruleset === 'blitz'
      ? { teamId: draft.rosterId, name: draft.name, players }
      : { rosterId: draft.rosterId, name: draft.name, players }
  return { team, players: draft.players.map((p) => ({ number: p.number, name: p.name })) }
}

function checkIndex(draft: LineupDraft, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= draft.players.length)
    throw new BuilderError('unknown-player', `no player ${index} in this team`)
}

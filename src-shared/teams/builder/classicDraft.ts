// A Classic team being built (issue 23 point 1): the roster's positions bought one player at a time within each
// position's limit and 16 players, named and numbered, team re-rolls, fan factor and assistant coaches, and the gold
// spent out of the team's own treasury (the coach sets it: 1,000,000 for one-off games, or what his league gives). Every change answers a new draft (the screen swaps it whole) or throws a BuilderError
// and changes nothing. Legality as a whole (11 players, the treasury, unique numbers) is the team schema's, checked
// by draftErrors.ts — a draft may be illegal while the coach works on it.
// Rules: 11–16 players and the position limits and prices (game-facts A1, A9, teamSchema.ts); re-rolls at the roster's
// price (004 Reroll's; teamBuilder.ts); fan factor and assistant coaches feed 004's kick-off table.
import { rosterById } from '../../rules/classic/data/rosters/index'
import type { Position, Roster } from '../../rules/classic/data/rosterSchema'
import { buildDefaultTeam, type PlayerSpec } from '../../rules/classic/data/teamBuilder'
import {
  DEFAULT_TREASURY,
  MAX_ASSISTANT_COACHES,
  MAX_FAN_FACTOR,
  MAX_PLAYERS,
  MAX_REROLLS,
  teamCostIn,
} from '../../rules/classic/data/teamSchema'
import { defaultPlayerName, freshPlayerName } from '../defaultNames'
import { BuilderError, nextFreeNumber } from './common'

export interface ClassicDraft {
  readonly ruleset: 'classic'
  readonly rosterId: string
  readonly name: string
  readonly treasury: number
  readonly rerolls: number
  readonly fanFactor: number
  readonly assistantCoaches: number
  readonly players: readonly PlayerSpec[]
}

export interface ClassicStart {
  readonly rosterId: string
  readonly name: string
  /** 'empty': no players, no re-rolls; 'default': the engine's default team, renamed with race names. */
  readonly start: 'empty' | 'default'
  readonly treasury?: number
}

/** A new Classic team; throws RosterError for an unknown roster. */
export function newClassicDraft(options: ClassicStart): ClassicDraft {
  const roster = rosterById(options.rosterId)
  const treasury = options.treasury ?? DEFAULT_TREASURY
  const base = {
    ruleset: 'classic' as const,
    rosterId: roster.id,
    name: options.name,
    treasury,
    fanFactor: 0,
    assistantCoaches: 0,
  }
  if (options.start === 'empty') return { ...base, rerolls: 0, players: [] }
  const team = buildDefaultTeam(roster.id, { treasury })
  const players = team.players.map((p, i) => ({ ...p, name: defaultPlayerName(roster.id, i) }))
  return { ...base, rerolls: team.rerolls, players }
}

export const classicRoster = (draft: ClassicDraft): Roster => rosterById(draft.rosterId)

/** Gold the team costs now: its players at their prices and its re-rolls (teamSchema.ts teamCostIn). */
export const goldSpent = (draft: ClassicDraft): number => teamCostIn(classicRoster(draft), draft)
/** Gold still to spend; negative when the team costs more than the treasury. */
export const goldLeft = (draft: ClassicDraft): number => draft.treasury - goldSpent(draft)

/** How many players of each position the team has. */
export function positionCounts(draft: ClassicDraft): Map<string, number> {
  const counts = new Map<string, number>()
  for (const p of draft.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1)
  return counts
}

/** Why a player of this position cannot be added now, or null when he can. */
export function cannotAdd(draft: ClassicDraft, position: Position): 'position-full' | 'team-full' | null {
  if ((positionCounts(draft).get(position.id) ?? 0) >= position.max) return 'position-full'
  if (draft.players.length >= MAX_PLAYERS) return 'team-full'
  return null
}

/** Buys a player of a position: the next free shirt number, a race name no team-mate has, the position's stats. */
export function addPlayer(draft: ClassicDraft, positionId: string): ClassicDraft {
  const position = classicRoster(draft).positions.find((p) => p.id === positionId)
  if (!position) throw new BuilderError('unknown-position', `no position "${positionId}" in this roster`)
  const why = cannotAdd(draft, position)
  if (why === 'position-full')
    throw new BuilderError(why, `a team has at most ${position.max} × ${position.name}`)
  if (why === 'team-full') throw new BuilderError(why, `a team has at most ${MAX_PLAYERS} players`)
  const player: PlayerSpec = {
    positionId: position.id,
    name: freshPlayerName(
      draft.rosterId,
      draft.players.map((p) => p.name),
    ),
    number: nextFreeNumber(draft.players),
    ma: position.ma,
    st: position.st,
    ag: position.ag,
    av: position.av,
    skills: [...position.skills],
  }
  return { ...draft, players: [...draft.players, player] }
}

export function removePlayer(draft: ClassicDraft, index: number): ClassicDraft {
  checkIndex(draft.players, index)
  return { ...draft, players: draft.players.filter((_, i) => i !== index) }
}

/** Sets a player's name or shirt number as typed (checked as a whole by draftErrors.ts). */
export function setClassicPlayer(
  draft: ClassicDraft,
  index: number,
  change: { readonly name?: string; readonly number?: number },
): ClassicDraft {
  checkIndex(draft.players, index)
  return { ...draft, players: draft.players.map((p, i) => (i === index ? { ...p, ...change } : p)) }
}

const COUNTERS = {
  rerolls: MAX_REROLLS,
  fanFactor: MAX_FAN_FACTOR,
  assistantCoaches: MAX_ASSISTANT_COACHES,
} as const
export type Counter = keyof typeof COUNTERS
export const counterMax = (counter: Counter): number => COUNTERS[counter]

/** Steps a counter by ±1 within 0 and its bound (teamSchema.ts); a step past a bound changes nothing. */
export function stepCounter(draft: ClassicDraft, counter: Counter, by: 1 | -1): ClassicDraft {
  const value = draft[counter] + by
  if (value < 0 || value > COUNTERS[counter]) return draft
  return { ...draft, [counter]: value }
}

export function setClassicName(draft: ClassicDraft, name: string): ClassicDraft {
  return { ...draft, name }
}

/** Sets the team's treasury as typed (NaN for an empty field); its bounds and step are the schema's (draftErrors.ts). */
export function setTreasury(draft: ClassicDraft, treasury: number): ClassicDraft {
  return { ...draft, treasury }
}

/**
 * The team as the engine's Classic team schema takes it. The treasury is written only when it is not the one-off
 * default, so a team built within 1,000,000 stays exactly what an older Pitchside reads (teamSchema.ts: absent =
 * the default).
 */
export function classicTeamOf(draft: ClassicDraft) {
  return {
    rosterId: draft.rosterId,
    name: draft.name,
    rerolls: draft.rerolls,
    fanFactor: draft.fanFactor,
    assistantCoaches: draft.assistantCoaches,
    ...(draft.treasury === DEFAULT_TREASURY ? {} : { treasury: draft.treasury }),
    players: draft.players.map((p) => ({ ...p, skills: [...p.skills] })),
  }
}

function checkIndex(players: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= players.length)
    throw new BuilderError('unknown-player', `no player ${index} in this team`)
}

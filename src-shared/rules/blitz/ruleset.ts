// Blitz Bowl (001) as an engine Ruleset on the shared core: words with journalled undo (engine/memory), the
// seeded dice (engine/dice), decisions and integer action codes, events, serialisation and the view.

import {
  applyChecked,
  SaveError,
  wordsFrom,
  type CodedRules,
  type SerializedWords,
} from '../../engine/applyChecked'
import type { Action, ApplyResult, Decision, EngineEvent, GameSetup, Ruleset } from '../../engine/api'
import { forceDice, roll, seedDice } from '../../engine/dice'
import { ARENAS } from './data/arenas'
import { createMemory, forget, mark, set, undo, type Memory } from '../../engine/memory'
import { decode, encode, isKnownType } from './actions'
import { abilityBits } from './data/abilities'
import { BLOCKED_SQUARES, PITCH_SQUARES, pitchIndex } from './data/pitches'
import { TEAM_BY_ID } from './data/teamSchema'
import { BLITZ_ACTION_FIELDS } from './actionFields'
import { applyTimeout, timeoutRefusal } from './turnTimeout'
import { checkActionFields } from '../../engine/actionCheck'
import { TURN_TIMEOUT_FIELDS } from '../../engine/turnClock'
import { parseTeam } from '../teamSchemas'
import {
  ACTIVE,
  B_CARRIER,
  F_KIND,
  G_ACTIVE,
  G_APPLIED,
  G_FINAL,
  G_FIRST_A,
  G_OVER,
  G_PITCH,
  G_ROOKIES,
  G_WINNER,
  HAND0,
  HAND_MAX,
  MAX_BALLS,
  MAX_PLAYERS,
  P_ABIL,
  P_ARMOUR,
  P_BLOCK,
  P_MOVE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  ST_ABSENT,
  ST_RESERVE,
  STATE_WORDS,
  TEAM_MAX,
} from './layout'
import { BLITZ_OPTIONS, resolveOptions } from './options'
import './procs/index'
import { PR_GAME, PR_TOSS } from './procs/kinds'
import { advance, procOf, push, topFrame } from './stack'
import type { BlitzMeta, BlitzPlayerMeta, BlitzState, BlitzTeamInput } from './state'
import { blitzView } from './view'
import { blitzProbability } from './probability'
import { blitzActionInfo } from './actionInfo'
import { blitzAim, blitzSquareNotes } from './passInfo'

/** 2: the coin toss and the winner's choice of side (001: Setting Up), Pick-me-up's choice, Defensive Play for the
 * turn, no claims by a Prone player. Games saved with 1 replay through `replaySetup`. */
export const BLITZ_VERSION = '2'

export class TeamError extends Error {
  readonly code = 'team/invalid'
}

/** The players of a team input: the listed ones, or every player the team card shows. */
function playersOf(team: BlitzTeamInput, side: number): { positionId: string; name: string }[] {
  const card = Object.hasOwn(TEAM_BY_ID, team?.teamId) ? TEAM_BY_ID[team.teamId] : undefined
  const label = side === 0 ? 'home' : 'away'
  if (!card) throw new TeamError(`${label} team card "${String(team?.teamId).slice(0, 40)}" does not exist`)
  if (team.name !== undefined && typeof team.name !== 'string')
    throw new TeamError(`${label} team name is not a text`)
  if (team.players !== undefined && !Array.isArray(team.players))
    throw new TeamError(`${label} team players are not a list`)
  const list = team.players
    ? team.players.map((p, i) => ({
        positionId: p?.positionId,
        name: p?.name ?? `${p?.positionId} ${i + 1}`,
      }))
    : card.positions.flatMap((pos) =>
        Array.from({ length: pos.count }, (_, i) => ({ positionId: pos.id, name: `${pos.name} ${i + 1}` })),
      )
  if (list.length < 1 || list.length > TEAM_MAX)
    throw new TeamError(`${label} team must have 1 to ${TEAM_MAX} players`)
  for (const p of list) {
    if (typeof p.name !== 'string') throw new TeamError(`${label} team: a player's name is not a text`)
    if (!card.positions.some((pos) => pos.id === p.positionId))
      throw new TeamError(
        `${label} team: "${String(p.positionId).slice(0, 40)}" is not a position of ${card.name}`,
      )
  }
  return list
}

/** What a scenario or test may set before the game's first procedures run: dice forced from the very first roll
 * (the arena's D8, the coin toss) and a list that receives the events of the creation. */
export interface BlitzStart {
  readonly dice?: readonly number[]
  readonly events?: EngineEvent[]
}

export function createBlitz(setup: GameSetup<BlitzTeamInput>, start: BlitzStart = {}): BlitzState {
  const given = resolveOptions(setup.options)
  const lists = setup.teams.map(playersOf)
  const m = createMemory(STATE_WORDS)
  seedDice(m, setup.seed)
  if (start.dice) forceDice(m, start.dice)
  // 001: Blitz Bowl Arenas — with 'random', a D8 on the arenas table before the pitch is chosen.
  const options =
    given.arena === 'random' ? resolveOptions({ ...given, arena: ARENAS[roll(m, 8) - 1].id }) : given
  const w = m.w
  const players: (BlitzPlayerMeta | null)[] = new Array(MAX_PLAYERS).fill(null)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    w[P_SIDE + p] = p < TEAM_MAX ? 0 : 1
    w[P_X + p] = -1
    w[P_Y + p] = -1
    w[P_ST + p] = ST_ABSENT
  }
  lists.forEach((list, side) => {
    const card = TEAM_BY_ID[setup.teams[side].teamId]
    list.forEach((pl, i) => {
      const p = side * TEAM_MAX + i
      const pos = card.positions.find((x) => x.id === pl.positionId)!
      players[p] = {
        side: side as 0 | 1,
        name: pl.name,
        positionId: pos.id,
        abilities: pos.abilities,
        throwsTeamMates: pos.throwsTeamMates === true,
      }
      w[P_MOVE + p] = pos.move === 'D6' ? 0 : pos.move
      w[P_BLOCK + p] = pos.block
      w[P_THROW + p] = pos.throw ?? 0
      w[P_ARMOUR + p] = pos.armour ?? 0
      w[P_ABIL + p] = abilityBits(pos.abilities)
      w[P_ST + p] = ST_RESERVE
    })
  })
  for (let b = 0; b < MAX_BALLS; b++) w[B_CARRIER + b] = -1
  for (let i = 0; i < 3; i++) w[ACTIVE + i] = -1
  for (let i = 0; i < 2 * HAND_MAX; i++) w[HAND0 + i] = -1
  w[G_ACTIVE] = -1
  w[G_WINNER] = -1
  w[G_FINAL] = -1
  if (options.rookies !== 'none') w[G_ROOKIES + (options.rookies === 'home' ? 0 : 1)] = 1
  // 001: Setting Up the Game — with the toss (PR_TOSS) its loser is Coach A and its winner picks the side; a fixed
  // side (the `pitch` option) skips the toss and the home coach is Coach A (sets up first, plays first).
  const toss = options.pitch === 'toss'
  w[G_FIRST_A] = 0
  w[G_PITCH] = toss ? 0 : pitchIndex(options.pitch)
  const meta: BlitzMeta = {
    seed: setup.seed >>> 0,
    teams: setup.teams.map((t, side) => {
      const card = TEAM_BY_ID[t.teamId]
      // 001: Great Moot Bake-off Tent — Emergency Reserves value −1 for both teams.
      const er = card.emergencyReserves + (options.arena === 'great-moot' ? -1 : 0)
      return { teamId: card.id, name: t.name ?? card.name, emergencyReserves: er, side }
    }) as unknown as BlitzMeta['teams'],
    players,
    options,
  }
  const s = makeState(meta, m)
  push(s, PR_GAME)
  if (toss) push(s, PR_TOSS)
  if (start.events) s.events = start.events
  advance(s)
  s.events = null
  forget(m)
  return s
}

/**
 * A live Blitz Bowl state. A class, so every state shares one shape and one prototype getter: an object literal with
 * a getter would give each game its own hidden class (its own accessor), and the rules' hot loops would slow down.
 */
class LiveBlitzState implements BlitzState {
  readonly ruleset = 'blitz' as const
  events: EngineEvent[] | null = null
  /** The same on both sides (data/pitches.ts), and read in every step. */
  readonly blocked = BLOCKED_SQUARES
  constructor(
    readonly meta: BlitzMeta,
    readonly m: Memory,
  ) {}
  /** The side in play is a word (the toss's winner picks it during play), so its trapdoors follow it, undo too. */
  get trapdoors(): readonly number[] {
    return PITCH_SQUARES[this.m.w[G_PITCH]].trapdoors
  }
}

function makeState(meta: BlitzMeta, m: Memory): BlitzState {
  return new LiveBlitzState(meta, m)
}

export function blitzDecision(s: BlitzState): Decision {
  const f = topFrame(s)
  if (f < 0 || s.m.w[G_OVER] === 1) return { side: null, kind: 'game-over' }
  const proc = procOf(s.m.w[f + F_KIND])
  if (!proc.decision) throw new Error(`Blitz procedure ${proc.name} waits without a decision`)
  return proc.decision(s, f)
}

export function legalCodes(s: BlitzState, out: number[]): number[] {
  out.length = 0
  const f = topFrame(s)
  if (f < 0) return out
  procOf(s.m.w[f + F_KIND]).legal?.(s, f, out)
  return out
}

/** Applies a code known to be legal (the hot path of random play and search). */
export function applyCode(s: BlitzState, c: number): void {
  const f = topFrame(s)
  set(s.m, G_APPLIED, s.m.w[G_APPLIED] + 1)
  procOf(s.m.w[f + F_KIND]).act!(s, f, c)
  advance(s)
}

const scratch: number[] = []

const CODES: CodedRules<BlitzState> = {
  label: 'Blitz Bowl',
  encode,
  isKnownType,
  over: (s) => topFrame(s) < 0,
  isLegal: (s, c) => legalCodes(s, scratch).includes(c),
  decisionKind: (s) => blitzDecision(s).kind,
  applyCode,
  timeout: { refusal: timeoutRefusal, apply: applyTimeout },
}

export function applyBlitz(s: BlitzState, action: Action): ApplyResult {
  return applyChecked(CODES, s, action)
}

export type SerializedBlitz = SerializedWords<'blitz', BlitzMeta>

export { SaveError }

export function serializeBlitz(s: BlitzState): SerializedBlitz {
  return { ruleset: 'blitz', version: BLITZ_VERSION, meta: s.meta, words: Array.from(s.m.w) }
}

export function deserializeBlitz(data: unknown): BlitzState {
  const { meta, m } = wordsFrom<'blitz', BlitzMeta>(data, 'blitz', BLITZ_VERSION, STATE_WORDS, 'Blitz Bowl')
  if (!(m.w[G_PITCH] >= 0 && m.w[G_PITCH] < PITCH_SQUARES.length))
    throw new SaveError('Blitz Bowl state has an unknown pitch')
  return makeState(meta, m)
}

const CHECKED_FIELDS = { ...BLITZ_ACTION_FIELDS, ...TURN_TIMEOUT_FIELDS }
export const blitzRuleset: Ruleset<BlitzState, BlitzTeamInput> = {
  id: 'blitz',
  name: 'Blitz Bowl',
  version: BLITZ_VERSION,
  options: BLITZ_OPTIONS,
  create: createBlitz,
  decision: blitzDecision,
  legalActions: (s) => legalCodes(s, []).map(decode),
  apply: applyBlitz,
  mark: (s) => mark(s.m),
  undo: (s, at) => undo(s.m, at),
  serialize: serializeBlitz,
  deserialize: deserializeBlitz,
  view: (s) => blitzView(s, blitzDecision(s)),
  probability: blitzProbability,
  actionInfo: blitzActionInfo,
  forceDice: (s, values) => forceBlitzDice(s, values),
  aim: blitzAim, // issue 19: the Throw Ruler's band, obstructing opponents, closed squares (passInfo.ts)
  squareNotes: blitzSquareNotes,
  // The rules' own table, and the host's turn-timeout (engine/turnClock.ts), which no coach's decision lists.
  checkAction: (action) => checkActionFields(CHECKED_FIELDS, action, 'Blitz Bowl'),
  checkTeam: (team) => parseTeam('blitz', team),
  replaySetup: blitzReplaySetup,
}

/**
 * A game saved with rules version 1 had no coin toss: the `pitch` option fixed the side (default 'one-trapdoor')
 * and the home coach was Coach A. Version 2's default is the toss, so a version-1 setup that left the option out
 * is read with the side it was played on, which replays it as it was.
 */
export function blitzReplaySetup(
  setup: GameSetup<BlitzTeamInput>,
  version: string,
): GameSetup<BlitzTeamInput> {
  if (version !== '1' || setup.options?.pitch !== undefined) return setup
  return { ...setup, options: { ...setup.options, pitch: 'one-trapdoor' } }
}

/** Queues forced dice (tests, scenarios): D6s, D8 bounces and Block dice faces (1 Smash .. 6 Miss) in order. */
export function forceBlitzDice(s: BlitzState, values: readonly number[]): void {
  forceDice(s.m, values)
}

// Classic Blood Bowl as an engine Ruleset: creating a game, the decision and its legal actions, applying an
// action with exact undo, serialising, the view and the probability service.

import {
  applyChecked,
  SaveError,
  wordsFrom,
  type CodedRules,
  type SerializedWords,
} from '../../engine/applyChecked'
import type { Action, ApplyResult, Decision, GameSetup, Ruleset } from '../../engine/api'
import { forceDice, seedDice } from '../../engine/dice'
import { createMemory, forget, mark, set, undo } from '../../engine/memory'
import { decode, encode, isKnownType } from './actions'
import {
  BALL_NONE,
  F_KIND,
  G_ACTIONS,
  G_ACTIVE,
  G_BALL_STATE,
  G_CARRIER,
  G_GAME_OVER,
  MAX_PLAYERS,
  P_AG,
  P_AV,
  P_MA,
  P_SIDE,
  P_SK0,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_ABSENT,
  S_RESERVE,
  STATE_WORDS,
  TEAM_SIZE,
} from './layout'
import { CLASSIC_OPTIONS, resolveOptions } from './options'
import { rosterPosition, ROSTERS } from './data/rosters/index'
import { skillById } from './data/skills'
import { MAX_ASSISTANT_COACHES, MAX_FAN_FACTOR } from './data/teamSchema'
import { CLASSIC_ACTION_FIELDS } from './actionFields'
import { checkActionFields } from '../../engine/actionCheck'
import { TURN_TIMEOUT_FIELDS } from '../../engine/turnClock'
import { parseTeam } from '../teamSchemas'
import './procs/index'
import { pushGame } from './procs/game'
import { PR_ACTIVATION, PR_TURN } from './procs/kinds'
import { activationLegal, turnLegal } from './procs/turnLegal'
import { skillIdsSum, skillWords } from './skills'
import { advance, arg, procOf, topFrame } from './stack'
import type {
  ClassicMeta,
  ClassicPlayerInput,
  ClassicState,
  ClassicTeamInput,
  PlayerMeta,
  TeamMeta,
} from './state'
import { classicView } from './view'
import { applyTimeout, timeoutRefusal } from './turnTimeout'
import { activePathProbability, classicProbability } from './probability'
import { classicActionInfo } from './actionInfo'
import { classicAim, classicSquareNotes } from './passInfo'

export const CLASSIC_VERSION = '4'

export class TeamError extends Error {
  readonly code = 'team/invalid'
}

function checkTeam(team: ClassicTeamInput, side: number): void {
  const label = side === 0 ? 'home' : 'away'
  if (!team || !Array.isArray(team.players)) throw new TeamError(`${label} team has no players list`)
  if (team.players.length < 1 || team.players.length > TEAM_SIZE)
    throw new TeamError(`${label} team must have 1 to ${TEAM_SIZE} players, not ${team.players.length}`)
  if (!Number.isInteger(team.rerolls) || team.rerolls < 0 || team.rerolls > 8)
    throw new TeamError(`${label} team re-rolls must be 0..8`)
  if (typeof team.name !== 'string') throw new TeamError(`${label} team has no name`)
  if (team.rosterId === undefined || !Object.hasOwn(ROSTERS, team.rosterId))
    throw new TeamError(`${label} team: no Classic roster "${String(team.rosterId).slice(0, 40)}"`)
  // 004: added to kick-off rolls; the bounds of the team schema (data/teamSchema.ts).
  for (const [field, max] of [
    ['fanFactor', MAX_FAN_FACTOR],
    ['assistantCoaches', MAX_ASSISTANT_COACHES],
  ] as const) {
    const v = team[field]
    if (v !== undefined && (!Number.isInteger(v) || v < 0 || v > max))
      throw new TeamError(`${label} team ${field} must be 0..${max}`)
  }
  team.players.forEach((p, i) => {
    if (typeof p !== 'object' || p === null || typeof p.name !== 'string')
      throw new TeamError(`${label} player ${i + 1} has no name`)
    if (!Array.isArray(p.skills)) throw new TeamError(`${label} player ${i + 1} has no skills list`)
    if (p.advances !== undefined && !Array.isArray(p.advances))
      throw new TeamError(`${label} player ${i + 1} has an advances field that is not a list`)
    // A skill the engine does not know would show on the piece and do nothing: refuse it (scenarios, drills).
    for (const skill of skillsOf(p))
      if (typeof skill !== 'string' || !skillById(skill))
        throw new TeamError(`${label} player ${i + 1} has an unknown skill "${String(skill).slice(0, 40)}"`)
    for (const stat of ['ma', 'st', 'ag', 'av'] as const)
      if (!Number.isInteger(p[stat]) || p[stat] < 1 || p[stat] > 12)
        throw new TeamError(`${label} player ${i + 1} has an invalid ${stat.toUpperCase()} (${p[stat]})`)
    // LRB6 Animosity: a race is a short id when given.
    if (p.race !== undefined && (typeof p.race !== 'string' || !/^[a-z0-9-]{1,40}$/.test(p.race)))
      throw new TeamError(`${label} player ${i + 1} has an invalid race (${String(p.race)})`)
  })
}

/** A player's skills in play: his own and those he learned by advancement in a league (data/advanceSkills.ts). */
function skillsOf(player: ClassicPlayerInput): string[] {
  return [...player.skills, ...(player.advances ?? [])]
}

/** Creates a game and runs it to the first decision (the coin toss). */
export function createClassic(setup: GameSetup<ClassicTeamInput>): ClassicState {
  setup.teams.forEach(checkTeam)
  const options = resolveOptions(setup.options)
  const players: (PlayerMeta | null)[] = new Array(MAX_PLAYERS).fill(null)
  const teams = setup.teams.map((t): TeamMeta => ({
    name: t.name,
    rosterId: t.rosterId,
    rerolls: t.rerolls,
    fanFactor: t.fanFactor ?? 0,
    assistantCoaches: t.assistantCoaches ?? 0,
  })) as unknown as readonly [TeamMeta, TeamMeta]
  const m = createMemory(STATE_WORDS)
  seedDice(m, setup.seed)
  const w = m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    w[P_SIDE + p] = p < TEAM_SIZE ? 0 : 1
    w[P_X + p] = -1
    w[P_Y + p] = -1
    w[P_STATE + p] = S_ABSENT
  }
  setup.teams.forEach((team, side) => {
    team.players.forEach((pl, i) => {
      const p = side * TEAM_SIZE + i
      const position = rosterPosition(team.rosterId, pl.positionId)
      const skills = skillsOf(pl)
      players[p] = {
        side: side as 0 | 1,
        name: pl.name,
        number: pl.number,
        positionId: pl.positionId,
        // The figure's silhouette: its roster position's (default teams carry none), else the team's own hint.
        role: position?.role ?? pl.role ?? 'lineman',
        skills,
        // LRB6 Animosity: the player's race, else his position's, else the roster's.
        race: pl.race ?? position?.race ?? team.rosterId,
      }
      w[P_MA + p] = pl.ma + skillIdsSum(skills, 'maBonus') // 003: Very Long Legs +1 MA
      w[P_ST + p] = pl.st
      w[P_AG + p] = pl.ag
      w[P_AV + p] = pl.av
      w[P_STATE + p] = S_RESERVE
      const words = skillWords(skills)
      for (let k = 0; k < 3; k++) w[P_SK0 + k * MAX_PLAYERS + p] = words[k]
    })
  })
  w[G_CARRIER] = -1
  w[G_ACTIVE] = -1
  w[G_BALL_STATE] = BALL_NONE
  const meta: ClassicMeta = { seed: setup.seed >>> 0, teams, players, options }
  const s: ClassicState = { ruleset: 'classic', meta, m, events: null }
  pushGame(s)
  advance(s)
  forget(m)
  return s
}

export function classicDecision(s: ClassicState): Decision {
  const f = topFrame(s)
  if (f < 0 || s.m.w[G_GAME_OVER] === 1) return { side: null, kind: 'game-over' }
  const proc = procOf(s.m.w[f + F_KIND])
  if (!proc.decision) throw new Error(`procedure ${proc.name} waits without a decision`)
  return proc.decision(s, f)
}

/** Fills `out` with the legal action codes of the current decision (no allocation beyond `out`). */
export function legalCodes(s: ClassicState, out: number[]): number[] {
  const f = topFrame(s)
  const kind = f < 0 ? -1 : s.m.w[f + F_KIND]
  // A team turn's and an active player's listings — 94% of a random game's decisions — write their codes over the
  // previous listing's and pop only what is left beyond them (procs/turnLegal.ts): a pop and a push per code cost
  // about three times an overwrite (issue 20 point 7). Every other frame's listing pushes onto an emptied `out`.
  if (kind === PR_ACTIVATION) activationLegal(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 2), out, 0)
  else if (kind === PR_TURN) turnLegal(s, arg(s, f, 0), out, 0)
  else {
    // Not `out.length = 0`: V8 frees an array's storage at length 0, so every listing grew it again from nothing
    // (about 6% of a random game). Optimised pops keep the storage for the next listing.
    while (out.length > 0) out.pop()
    if (f >= 0) procOf(kind).legal?.(s, f, out)
  }
  return out
}

/** Applies a code known to be legal; the hot path for AI search and random games. */
export function applyCode(s: ClassicState, c: number): void {
  const f = topFrame(s)
  set(s.m, G_ACTIONS, s.m.w[G_ACTIONS] + 1)
  procOf(s.m.w[f + F_KIND]).act!(s, f, c)
  advance(s)
}

const scratch: number[] = []

/**
 * Whether a code is legal now, for a game that is not over. Classic's setup and kick frames answer without listing
 * every square (accepts); the others look the code up in their listing.
 */
export function isLegalCode(s: ClassicState, c: number): boolean {
  const f = topFrame(s)
  const proc = procOf(s.m.w[f + F_KIND])
  return proc.accepts ? proc.accepts(s, f, c) : legalCodes(s, scratch).includes(c)
}

const CLASSIC_CODES: CodedRules<ClassicState> = {
  label: 'Classic',
  encode,
  isKnownType,
  over: (s) => topFrame(s) < 0,
  isLegal: isLegalCode,
  decisionKind: (s) => classicDecision(s).kind,
  applyCode,
  timeout: { refusal: timeoutRefusal, apply: applyTimeout },
}

export function applyClassic(s: ClassicState, action: Action): ApplyResult {
  return applyChecked(CLASSIC_CODES, s, action)
}

export type SerializedClassic = SerializedWords<'classic', ClassicMeta>
export { SaveError }

export function serializeClassic(s: ClassicState): SerializedClassic {
  return { ruleset: 'classic', version: CLASSIC_VERSION, meta: s.meta, words: Array.from(s.m.w) }
}

export function deserializeClassic(data: unknown): ClassicState {
  const { meta, m } = wordsFrom<'classic', ClassicMeta>(
    data,
    'classic',
    CLASSIC_VERSION,
    STATE_WORDS,
    'Classic',
  )
  return { ruleset: 'classic', meta, m, events: null }
}

const CHECKED_FIELDS = { ...CLASSIC_ACTION_FIELDS, ...TURN_TIMEOUT_FIELDS }
export const classicRuleset: Ruleset<ClassicState, ClassicTeamInput> = {
  id: 'classic',
  name: 'Classic Blood Bowl',
  version: CLASSIC_VERSION,
  options: CLASSIC_OPTIONS,
  create: createClassic,
  decision: classicDecision,
  legalActions: (s) => legalCodes(s, []).map(decode),
  apply: applyClassic,
  mark: (s) => mark(s.m),
  undo: (s, at) => undo(s.m, at),
  serialize: serializeClassic,
  deserialize: deserializeClassic,
  view: (s) => classicView(s, classicDecision(s)),
  probability: classicProbability,
  actionInfo: classicActionInfo,
  forceDice: (s, values) => forceClassicDice(s, values),
  pathProbability: activePathProbability,
  aim: classicAim, // issue 19: bands, interceptors and closed squares (passInfo.ts)
  squareNotes: classicSquareNotes,
  // The rules' own table, and the host's turn-timeout (engine/turnClock.ts), which no coach's decision lists.
  checkAction: (action) => checkActionFields(CHECKED_FIELDS, action, 'Classic'),
  checkTeam: (team) => parseTeam('classic', team),
}

/** Queues forced dice (tests, scenarios): "the next D6 is 1, then block dice Pushed, Skull". */
export function forceClassicDice(s: ClassicState, values: readonly number[]): void {
  forceDice(s.m, values)
}

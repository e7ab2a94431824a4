// Cross Check (000) as an engine Ruleset on the shared core: words with journalled undo (engine/memory), the seeded
// dice (engine/dice), decisions and integer action codes, events, serialisation and the view. Registered in
// engine/registry.ts.

import {
  applyChecked,
  SaveError,
  wordsFrom,
  type CodedRules,
  type SerializedWords,
} from '../../engine/applyChecked'
import type { Action, ApplyResult, Decision, GameSetup, Ruleset } from '../../engine/api'
import { forceDice, seedDice } from '../../engine/dice'
import { createMemory, forget, mark, undo, set } from '../../engine/memory'
import { decode, encode, isKnownType } from './actions'
import { sppFromQuarters } from './data/spp'
import { teamPlayers, TEAM_MAX, type CrossCheckTeamInput } from './data/teams'
import { CROSSCHECK_ACTION_FIELDS } from './actionFields'
import { applyTimeout, timeoutRefusal } from './turnTimeout'
import { checkActionFields } from '../../engine/actionCheck'
import { TURN_TIMEOUT_FIELDS } from '../../engine/turnClock'
import { parseTeam } from '../teamSchemas'
import {
  F_KIND,
  G_ACTIVE,
  G_APPLIED,
  G_CARRIER,
  G_LAST_TOUCH,
  G_OVER,
  MAX_PLAYERS,
  P_AG,
  P_AV,
  P_BIG,
  P_GOALIE,
  P_MA,
  P_SIDE,
  P_SPP4,
  P_STATE,
  P_STR,
  P_X,
  P_Y,
  PS_BENCH,
  STATE_WORDS,
} from './layout'
import { CROSSCHECK_OPTIONS, resolveOptions } from './options'
import './procs/index'
import { PR_GAME } from './procs/kinds'
import { crossCheckProbability } from './probability'
import { crossCheckActionInfo } from './actionInfo'
import { crossCheckAim, crossCheckSquareNotes } from './passInfo'
import { advance, procOf, push, topFrame } from './stack'
import type { CrossCheckMeta, CrossCheckPlayerMeta, CrossCheckState } from './state'
import { crossCheckView } from './view'

/** 3: issue 21's readings of 000 — stunned through the next turn, Save only from a lineman's starting skill, the
 * armour roll of whoever stands where a puck is blocked, several challengers, fight casualties' points, the coach's
 * goalie, the penalty box's release; games saved with 2 may not replay. */
export const CROSSCHECK_VERSION = '3'

export function createCrossCheck(setup: GameSetup<CrossCheckTeamInput>): CrossCheckState {
  const options = resolveOptions(setup.options)
  const teams = [teamPlayers(setup.teams?.[0], 'home'), teamPlayers(setup.teams?.[1], 'away')]
  const m = createMemory(STATE_WORDS)
  seedDice(m, setup.seed)
  const w = m.w
  const players: (CrossCheckPlayerMeta | null)[] = new Array(MAX_PLAYERS).fill(null)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    w[P_SIDE + p] = p < TEAM_MAX ? 0 : 1
    w[P_X + p] = -1
    w[P_Y + p] = -1
  }
  teams.forEach(({ players: list }, side) =>
    list.forEach(({ position, name }, i) => {
      const p = side * TEAM_MAX + i
      players[p] = { side: side as 0 | 1, name, positionId: position.id, skills: position.skills }
      w[P_MA + p] = position.ma
      w[P_STR + p] = position.st
      w[P_AG + p] = position.ag
      w[P_AV + p] = position.av
      w[P_GOALIE + p] = position.goalie ? 1 : 0
      w[P_BIG + p] = position.bigGuy ? 1 : 0
      w[P_STATE + p] = PS_BENCH
    }),
  )
  w[G_ACTIVE] = -1
  w[G_CARRIER] = -1
  w[G_LAST_TOUCH] = -1
  w[G_LAST_TOUCH + 1] = -1
  const meta: CrossCheckMeta = {
    seed: setup.seed >>> 0,
    teams: teams.map(({ roster }, side) => ({
      rosterId: roster.id,
      name: setup.teams[side].name ?? roster.name,
    })) as unknown as CrossCheckMeta['teams'],
    players,
    options,
  }
  const s: CrossCheckState = { ruleset: 'crosscheck', meta, m, events: null }
  push(s, PR_GAME)
  advance(s)
  forget(m)
  return s
}

export function crossCheckDecision(s: CrossCheckState): Decision {
  const f = topFrame(s)
  if (f < 0 || s.m.w[G_OVER] === 1) return { side: null, kind: 'game-over' }
  const proc = procOf(s.m.w[f + F_KIND])
  if (!proc.decision) throw new Error(`Cross Check procedure ${proc.name} waits without a decision`)
  return proc.decision(s, f)
}

export function legalCodes(s: CrossCheckState, out: number[]): number[] {
  out.length = 0
  const f = topFrame(s)
  if (f < 0) return out
  procOf(s.m.w[f + F_KIND]).legal?.(s, f, out)
  return out
}

/** Applies a code known to be legal (the hot path of random play and search). */
export function applyCode(s: CrossCheckState, c: number): void {
  const f = topFrame(s)
  set(s.m, G_APPLIED, s.m.w[G_APPLIED] + 1)
  procOf(s.m.w[f + F_KIND]).act!(s, f, c)
  advance(s)
}

const scratch: number[] = []

const CODES: CodedRules<CrossCheckState> = {
  label: 'Cross Check',
  encode,
  isKnownType,
  over: (s) => topFrame(s) < 0,
  isLegal: (s, c) => legalCodes(s, scratch).includes(c),
  decisionKind: (s) => crossCheckDecision(s).kind,
  applyCode,
  timeout: { refusal: timeoutRefusal, apply: applyTimeout },
}

export function applyCrossCheck(s: CrossCheckState, action: Action): ApplyResult {
  return applyChecked(CODES, s, action)
}

export type SerializedCrossCheck = SerializedWords<'crosscheck', CrossCheckMeta>

export { SaveError }

export function serializeCrossCheck(s: CrossCheckState): SerializedCrossCheck {
  return { ruleset: 'crosscheck', version: CROSSCHECK_VERSION, meta: s.meta, words: Array.from(s.m.w) }
}

export function deserializeCrossCheck(data: unknown): CrossCheckState {
  const { meta, m } = wordsFrom<'crosscheck', CrossCheckMeta>(
    data,
    'crosscheck',
    CROSSCHECK_VERSION,
    STATE_WORDS,
    'Cross Check',
  )
  return { ruleset: 'crosscheck', meta, m, events: null }
}

const CHECKED_FIELDS = { ...CROSSCHECK_ACTION_FIELDS, ...TURN_TIMEOUT_FIELDS }
export const crossCheckRuleset: Ruleset<CrossCheckState, CrossCheckTeamInput> = {
  id: 'crosscheck',
  name: 'Cross Check',
  version: CROSSCHECK_VERSION,
  options: CROSSCHECK_OPTIONS,
  create: createCrossCheck,
  decision: crossCheckDecision,
  legalActions: (s) => legalCodes(s, []).map(decode),
  apply: applyCrossCheck,
  mark: (s) => mark(s.m),
  undo: (s, at) => undo(s.m, at),
  serialize: serializeCrossCheck,
  deserialize: deserializeCrossCheck,
  view: (s) => crossCheckView(s, crossCheckDecision(s)),
  probability: crossCheckProbability,
  actionInfo: crossCheckActionInfo,
  forceDice: (s, values) => forceCrossCheckDice(s, values),
  aim: crossCheckAim, // issue 19: template bands, blockers and their chances, closed squares (passInfo.ts)
  squareNotes: crossCheckSquareNotes,
  // The rules' own table, and the host's turn-timeout (engine/turnClock.ts), which no coach's decision lists.
  checkAction: (action) => checkActionFields(CHECKED_FIELDS, action, 'Cross Check'),
  checkTeam: (team) => parseTeam('crosscheck', team),
}

/** 000: Star Player Points earned this game by player `p`, rounded down. */
export function starPlayerPoints(s: CrossCheckState, p: number): number {
  return sppFromQuarters(s.m.w[P_SPP4 + p])
}

/** Queues forced dice (tests, scenarios): D6s, D8 scatters, in the order the rules roll them. */
export function forceCrossCheckDice(s: CrossCheckState, values: readonly number[]): void {
  forceDice(s.m, values)
}

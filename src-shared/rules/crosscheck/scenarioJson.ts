// Cross Check scenarios as JSON (docs/scenario-format-crosscheck.md): a rink arranged by hand — stats, skills, MV
// left, the penalty box, the time track, tiredness, the period — or a puck drop about to be lined up, forced dice,
// actions with player names, and what must hold afterwards. The running and the common expectations are shared
// with Classic and Blitz Bowl (../scenarioCommon.ts); this file builds the position and checks the rink's fields.

import { z } from 'zod'
import type { Action, EngineEvent } from '../../engine/api'
import { forceDice } from '../../engine/dice'
import { forget, set } from '../../engine/memory'
import {
  commonExpectFields,
  generatorDraws,
  issuesText,
  matches,
  runSteps,
  ScenarioError,
  type ScenarioHost,
  type ScenarioResult,
} from '../scenarioCommon'
import { LENGTH, WIDTH } from './data/rink'
import { TEAM_MAX } from './data/teams'
import { puckX, puckY, sq } from './geometry'
import {
  F_NO_ZONE,
  F_ROOTED,
  F_STUNNED_NOW,
  G_ACTIVE,
  G_CARRIER,
  G_DROPS,
  G_GOAL,
  G_MOVE_LEFT,
  G_PERIOD,
  G_PTURN,
  G_PUCK_DIR,
  G_SCORE,
  G_SP,
  G_TTOTAL,
  G_TURNOVER,
  G_TURNS,
  MAX_PLAYERS,
  P_AG,
  P_AV,
  P_BIG,
  P_FLAGS,
  P_GOALIE,
  P_MA,
  P_MOVED,
  P_RELEASE,
  P_SPP4,
  P_STATE,
  P_STR,
  P_TIRED,
  P_X,
  P_Y,
  PS_BENCH,
  PS_BOX,
  PS_CAS,
  PS_KO,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
  SQ,
  SQUARES,
} from './layout'
import { PR_DROP, PR_GAME, PR_GOALIE, PR_LINEUP, PR_TURN } from './procs/kinds'
import { place } from './procs/pieces'
import { setPuck } from './procs/puck'
import { applyCrossCheck, createCrossCheck, crossCheckDecision, crossCheckRuleset } from './ruleset'
import { advance, push, setArg, setStep } from './stack'
import type { CrossCheckPlayerMeta, CrossCheckState } from './state'

const square = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(LENGTH - 1),
  z
    .number()
    .int()
    .min(0)
    .max(WIDTH - 1),
])
const sideName = z.enum(['home', 'away'])
const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)])
/** Where a player is: on the ice (standing, prone, stunned) or off it (bench, tired, box, ko, casualty). */
const playerState = z.enum(['standing', 'prone', 'stunned', 'bench', 'tired', 'box', 'ko', 'casualty'])
const stat = z.number().int().min(1).max(12)

const playerSchema = z.strictObject({
  at: square.optional(),
  state: playerState.optional(),
  ma: stat.optional(),
  st: stat.optional(),
  ag: stat.optional(),
  av: stat.optional(),
  /** Replace the position's skills / add to them. */
  skills: z.array(z.string().max(40)).max(32).optional(),
  addSkills: z.array(z.string().max(40)).max(32).optional(),
  goalie: z.boolean().optional(),
  bigGuy: z.boolean().optional(),
  /** Has begun a move this team turn. */
  moved: z.boolean().optional(),
  /** In the penalty box (state "box"): his team's turns left to serve; 0 = served, he may skate out now. */
  box: z.number().int().min(0).max(40).optional(),
  /** Star player points so far, in quarters (data/spp.ts: a save is 2, a goal 12). */
  spp4: z.number().int().min(0).max(10000).optional(),
  /** Stunned during this team turn: he stays face down through his team's next turn (002). */
  stunnedNow: z.boolean().optional(),
  /** LRB6 Bone-head / Really Stupid: lost his stick zone; Take Root: rooted. */
  noZone: z.boolean().optional(),
  rooted: z.boolean().optional(),
})

const teamSchema = z.strictObject({
  roster: z.string().max(64),
  name: z.string().max(60).optional(),
  /** The team's players in order (engine index); without it the roster's default sixteen, named h0.. / a0... */
  players: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(32),
        position: z.string().min(1).max(64),
        name: z.string().max(60).optional(),
      }),
    )
    .min(1)
    .max(TEAM_MAX)
    .optional(),
})

const expectPlayer = z.strictObject({
  at: square.nullable().optional(),
  /** One coordinate alone, when only that one is the point. */
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  /** playerState, or "off" (anywhere but the ice). */
  state: z.union([playerState, z.literal('off')]).optional(),
  hasPuck: z.boolean().optional(),
  moved: z.boolean().optional(),
  box: z.number().int().optional(),
  spp4: z.number().int().optional(),
  ma: z.number().int().optional(),
})

const expectSchema = z.strictObject({
  players: z.record(z.string(), expectPlayer).optional(),
  puck: z.strictObject({ at: square.optional(), carrier: z.string().nullable().optional() }).optional(),
  score: pair.optional(),
  decision: z.strictObject({ kind: z.string().optional(), side: sideName.nullable().optional() }).optional(),
  active: sideName.nullable().optional(),
  period: z.number().int().optional(),
  turns: pair.optional(),
  timeTrack: pair.optional(),
  mvLeft: z.number().int().optional(),
  ...commonExpectFields,
})
type CrossCheckExpect = z.output<typeof expectSchema>

export const crossCheckScenarioSchema = z.strictObject({
  name: z.string(),
  /** The rule shown, e.g. "000: Holding". */
  source: z.string().optional(),
  description: z.string().optional(),
  game: z.literal('crosscheck'),
  seed: z.number().int().default(1),
  options: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional(),
  /** "turn": the active coach's team turn has begun; "face-off": a puck drop (goalies, line-ups, the face-off);
   * "start": the game as created (players and puck not read). */
  phase: z.enum(['turn', 'face-off', 'start']).default('turn'),
  teams: z.strictObject({ home: teamSchema, away: teamSchema }).optional(),
  players: z.record(z.string(), playerSchema).default({}),
  puck: z.strictObject({ at: square, carrier: z.string().optional() }).optional(),
  turn: z
    .strictObject({
      active: sideName.default('home'),
      period: z.number().int().min(1).max(9).default(1),
      /** Team turns begun in this period, a turn phase's own included (default: 1 for the active side; 0, 0 at a
       * face-off). */
      turns: pair.optional(),
      /** Team turns begun in the game, this one included (000: the time track; default: `turns`). */
      timeTrack: pair.optional(),
      score: pair.optional(),
      /** Puck drops so far (the first has no endurance tests). */
      drops: z.number().int().min(0).optional(),
    })
    .optional(),
  /** A player already skating: his move has begun (the `skate` action, its dice forced too) and has `mvLeft`. */
  moving: z.strictObject({ player: z.string(), mvLeft: z.number().int().min(0).max(12) }).optional(),
  dice: z.array(z.number().int().min(1).max(12)).default([]),
  actions: z.array(z.record(z.string(), z.unknown())).default([]),
  expect: expectSchema.default({}),
})

export type CrossCheckScenario = z.input<typeof crossCheckScenarioSchema>
type Parsed = z.output<typeof crossCheckScenarioSchema>

const STATE_WORD: Record<z.output<typeof playerState>, number> = {
  standing: PS_STANDING,
  prone: PS_PRONE,
  stunned: PS_STUNNED,
  bench: PS_BENCH,
  tired: PS_BENCH,
  box: PS_BOX,
  ko: PS_KO,
  casualty: PS_CAS,
}
const ON_ICE = new Set(['standing', 'prone', 'stunned'])

/** Engine ids by scenario id: a team's own ids, else h0..h15 / a0..a15. */
function playerIds(sc: Parsed, s: CrossCheckState): Record<string, number> {
  const ids: Record<string, number> = {}
  ;(['home', 'away'] as const).forEach((side, k) => {
    const own = sc.teams?.[side].players
    for (let i = 0; i < TEAM_MAX; i++) {
      if (!s.meta.players[k * TEAM_MAX + i]) continue
      const id = own ? own[i].id : `${side === 'home' ? 'h' : 'a'}${i}`
      if (id in ids) throw new ScenarioError(`player id "${id}" used twice`)
      ids[id] = k * TEAM_MAX + i
    }
  })
  return ids
}

function idOf(ids: Record<string, number>, id: string, where: string): number {
  const p = ids[id]
  if (p === undefined) throw new ScenarioError(`${where}: no player "${id}"`)
  return p
}

function arrangeRink(sc: Parsed, s: CrossCheckState, ids: Record<string, number>): void {
  const m = s.m
  const metas = s.meta.players as (CrossCheckPlayerMeta | null)[]
  for (let i = 0; i < SQUARES; i++) set(m, SQ + sq(i % LENGTH, Math.floor(i / LENGTH)), 0)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    set(m, P_X + p, -1)
    set(m, P_Y + p, -1)
    if (metas[p]) set(m, P_STATE + p, PS_BENCH)
  }
  const turn = sc.turn ?? { active: 'home' as const, period: 1 }
  const active = turn.active === 'away' ? 1 : 0
  const turns = turn.turns ?? (sc.phase === 'face-off' ? [0, 0] : active === 0 ? [1, 0] : [0, 1])
  const track = turn.timeTrack ?? turns
  for (const [id, pl] of Object.entries(sc.players)) {
    const p = idOf(ids, id, 'players')
    const meta = metas[p]!
    if (pl.skills || pl.addSkills)
      metas[p] = { ...meta, skills: [...(pl.skills ?? meta.skills), ...(pl.addSkills ?? [])] }
    if (pl.ma !== undefined) set(m, P_MA + p, pl.ma)
    if (pl.st !== undefined) set(m, P_STR + p, pl.st)
    if (pl.ag !== undefined) set(m, P_AG + p, pl.ag)
    if (pl.av !== undefined) set(m, P_AV + p, pl.av)
    if (pl.goalie !== undefined) set(m, P_GOALIE + p, pl.goalie ? 1 : 0)
    if (pl.bigGuy !== undefined) set(m, P_BIG + p, pl.bigGuy ? 1 : 0)
    if (pl.spp4 !== undefined) set(m, P_SPP4 + p, pl.spp4)
    const state = pl.state ?? (pl.at ? 'standing' : 'bench')
    if (pl.at && sc.phase === 'face-off')
      throw new ScenarioError(`player "${id}": nobody is on the ice at a face-off`)
    if (pl.at) {
      if (!ON_ICE.has(state)) throw new ScenarioError(`player "${id}" is ${state} but placed on the ice`)
      const [x, y] = pl.at
      if (m.w[SQ + sq(x, y)] !== 0) throw new ScenarioError(`two players on ${x},${y}`)
      place(s, p, x, y, STATE_WORD[state])
    } else if (ON_ICE.has(state))
      throw new ScenarioError(`player "${id}" is ${state} but has no square ("at")`)
    else set(m, P_STATE + p, STATE_WORD[state])
    if (state === 'tired') set(m, P_TIRED + p, 1)
    if (pl.box !== undefined && state !== 'box')
      throw new ScenarioError(`player "${id}": "box" needs state "box"`)
    // P_RELEASE is the time-track turn at whose start he comes out; `box` counts from the turns begun so far.
    if (state === 'box') set(m, P_RELEASE + p, track[p < TEAM_MAX ? 0 : 1] + (pl.box ?? 0))
    if (pl.moved) set(m, P_MOVED + p, 1)
    set(
      m,
      P_FLAGS + p,
      (pl.stunnedNow ? F_STUNNED_NOW : 0) | (pl.noZone ? F_NO_ZONE : 0) | (pl.rooted ? F_ROOTED : 0),
    )
  }
  if (sc.puck) {
    const c = sc.puck.carrier === undefined ? -1 : idOf(ids, sc.puck.carrier, 'puck')
    if (c >= 0 && m.w[P_X + c] < 0)
      throw new ScenarioError(`puck carrier "${sc.puck.carrier}" is not on the ice`)
    setPuck(s, sc.puck.at[0], sc.puck.at[1], c)
    if (c < 0) set(m, G_PUCK_DIR, 0)
  } else setPuck(s, Math.floor(LENGTH / 2), Math.floor(WIDTH / 2), -1)
  set(m, G_SP, 0)
  set(m, G_PERIOD, turn.period)
  set(m, G_TURNOVER, 0)
  set(m, G_GOAL, 0)
  if (turn.drops !== undefined) set(m, G_DROPS, turn.drops)
  if (turn.score) {
    set(m, G_SCORE, turn.score[0])
    set(m, G_SCORE + 1, turn.score[1])
  }
  if (sc.phase === 'face-off') {
    set(m, G_PTURN, turns[0] + turns[1])
    for (const k of [0, 1]) {
      set(m, G_TURNS + k, turns[k])
      set(m, G_TTOTAL + k, track[k])
    }
    set(m, G_ACTIVE, -1)
    setStep(s, push(s, PR_GAME), 1)
    // Past the drop's endurance tests (they would clear `tired`): the coaches are about to pick goalies and line up.
    // As procs/drop.ts leaves it after endurance: the drop counted, home picks first (pushed last).
    set(m, G_DROPS, m.w[G_DROPS] + 1)
    const drop = push(s, PR_DROP)
    setStep(s, drop, 1)
    setArg(s, drop, 0, 0)
    push(s, PR_LINEUP, 1)
    push(s, PR_GOALIE, 1)
    push(s, PR_LINEUP, 0)
    push(s, PR_GOALIE, 0)
  } else {
    // The turn's start counts itself in: one less of each for the active side before it runs.
    set(m, G_PTURN, turns[0] + turns[1] - 1)
    for (const k of [0, 1]) {
      set(m, G_TURNS + k, turns[k] - (k === active ? 1 : 0))
      set(m, G_TTOTAL + k, track[k] - (k === active ? 1 : 0))
    }
    set(m, G_ACTIVE, active)
    setStep(s, push(s, PR_GAME), 1)
    push(s, PR_TURN, active)
  }
}

export interface BuiltCrossCheckScenario {
  readonly s: CrossCheckState
  readonly ids: Record<string, number>
  readonly sc: Parsed
  /** What building did: the turn's start, a puck drop's endurance, the `moving` player's skate. */
  readonly events: EngineEvent[]
  /** The generator's draws when the forced dice were queued (scenarioCommon.ts: extraDice). */
  readonly base: number
  /** An action with scenario player names → the engine's action. */
  readonly action: (a: Record<string, unknown>) => Action
}

/** Builds a scenario's position with its dice queued, ready for its actions (which it does not play). */
export function buildCrossCheckScenario(input: unknown): BuiltCrossCheckScenario {
  const parsed = crossCheckScenarioSchema.safeParse(input)
  if (!parsed.success) throw new ScenarioError('scenario is not valid: ' + issuesText(parsed.error))
  const sc = parsed.data
  const teams = sc.teams ?? { home: { roster: 'human' }, away: { roster: 'orc' } }
  let s: CrossCheckState
  try {
    s = createCrossCheck({
      ruleset: 'crosscheck',
      seed: sc.seed,
      teams: (['home', 'away'] as const).map((k) => ({
        rosterId: teams[k].roster,
        ...(teams[k].name ? { name: teams[k].name } : {}),
        ...(teams[k].players
          ? { players: teams[k].players.map((p) => ({ positionId: p.position, name: p.name ?? p.id })) }
          : {}),
      })) as never,
      options: sc.options,
    })
  } catch (error) {
    throw new ScenarioError(String((error as Error).message ?? error))
  }
  const ids = playerIds(sc, s)
  if (sc.phase !== 'start') arrangeRink(sc, s, ids)
  forget(s.m)
  const events: EngineEvent[] = []
  forceDice(s.m, sc.dice)
  const base = generatorDraws(s.m)
  // The position's own start (the turn's start, a puck drop's endurance) uses the forced dice and shows events.
  s.events = events
  advance(s)
  s.events = null
  const action = (a: Record<string, unknown>): Action => resolve(a, ids, true) as Action
  if (sc.moving) {
    const r = applyCrossCheck(s, action({ type: 'skate', player: sc.moving.player }))
    if (!r.ok) throw new ScenarioError(`moving: ${sc.moving.player} may not skate (${r.code})`)
    events.push(...r.events)
    set(s.m, G_MOVE_LEFT, sc.moving.mvLeft)
  }
  forget(s.m)
  return { s, ids, sc, events, base, action }
}

const STATE_NAMES: Record<number, string> = {
  [PS_BENCH]: 'bench',
  [PS_STANDING]: 'standing',
  [PS_PRONE]: 'prone',
  [PS_STUNNED]: 'stunned',
  [PS_KO]: 'ko',
  [PS_CAS]: 'casualty',
  [PS_BOX]: 'box',
}
const sideOf = (v: number): 'home' | 'away' | null => (v === 0 ? 'home' : v === 1 ? 'away' : null)

function checkRink(
  s: CrossCheckState,
  ex: CrossCheckExpect,
  ids: Record<string, number>,
  failures: string[],
): void {
  const w = s.m.w
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]))
  for (const [id, want] of Object.entries(ex.players ?? {})) {
    const p = ids[id]
    if (p === undefined) {
      failures.push(`expect: no player "${id}"`)
      continue
    }
    const at = w[P_X + p] < 0 ? null : [w[P_X + p], w[P_Y + p]]
    if (want.at !== undefined && !matches(at, want.at))
      failures.push(`${id}: at ${JSON.stringify(at)}, expected ${JSON.stringify(want.at)}`)
    if (want.x !== undefined && w[P_X + p] !== want.x)
      failures.push(`${id}: x ${w[P_X + p]}, expected ${want.x}`)
    if (want.y !== undefined && w[P_Y + p] !== want.y)
      failures.push(`${id}: y ${w[P_Y + p]}, expected ${want.y}`)
    const state =
      w[P_STATE + p] === PS_BENCH && w[P_TIRED + p] === 1 ? 'tired' : (STATE_NAMES[w[P_STATE + p]] ?? 'other')
    if (want.state !== undefined && want.state !== (want.state === 'off' && at === null ? 'off' : state))
      failures.push(`${id}: ${state}, expected ${want.state}`)
    if (want.hasPuck !== undefined && (w[G_CARRIER] === p) !== want.hasPuck)
      failures.push(`${id}: hasPuck ${w[G_CARRIER] === p}, expected ${want.hasPuck}`)
    if (want.moved !== undefined && (w[P_MOVED + p] === 1) !== want.moved)
      failures.push(`${id}: moved ${w[P_MOVED + p] === 1}, expected ${want.moved}`)
    const left = w[P_RELEASE + p] - w[G_TTOTAL + (p < TEAM_MAX ? 0 : 1)]
    if (want.box !== undefined && (w[P_STATE + p] !== PS_BOX || left !== want.box))
      failures.push(
        `${id}: ${w[P_STATE + p] === PS_BOX ? `${left} box turns left` : 'not in the box'}, expected ${want.box}`,
      )
    if (want.spp4 !== undefined && w[P_SPP4 + p] !== want.spp4)
      failures.push(`${id}: ${w[P_SPP4 + p]} quarter points, expected ${want.spp4}`)
    if (want.ma !== undefined && w[P_MA + p] !== want.ma)
      failures.push(`${id}: MA ${w[P_MA + p]}, expected ${want.ma}`)
  }
  if (ex.puck?.at && !matches([puckX(s), puckY(s)], ex.puck.at))
    failures.push(`puck at ${puckX(s)},${puckY(s)}, expected ${ex.puck.at.join(',')}`)
  if (ex.puck?.carrier !== undefined) {
    const c = w[G_CARRIER] < 0 ? null : (names[w[G_CARRIER]] ?? String(w[G_CARRIER]))
    if (c !== ex.puck.carrier) failures.push(`puck carried by ${c}, expected ${ex.puck.carrier}`)
  }
  if (ex.score && !matches([w[G_SCORE], w[G_SCORE + 1]], ex.score))
    failures.push(`score ${w[G_SCORE]}-${w[G_SCORE + 1]}, expected ${ex.score.join('-')}`)
  if (ex.decision) {
    const d = crossCheckDecision(s)
    if (ex.decision.kind !== undefined && d.kind !== ex.decision.kind)
      failures.push(`decision ${d.kind}, expected ${ex.decision.kind}`)
    if (ex.decision.side !== undefined && sideOf(d.side ?? -1) !== ex.decision.side)
      failures.push(`decision for ${sideOf(d.side ?? -1)}, expected ${ex.decision.side}`)
  }
  if (ex.active !== undefined && sideOf(w[G_ACTIVE]) !== ex.active)
    failures.push(`active side ${sideOf(w[G_ACTIVE])}, expected ${ex.active}`)
  if (ex.period !== undefined && w[G_PERIOD] !== ex.period)
    failures.push(`period ${w[G_PERIOD]}, expected ${ex.period}`)
  if (ex.turns && !matches([w[G_TURNS], w[G_TURNS + 1]], ex.turns))
    failures.push(`turns ${w[G_TURNS]},${w[G_TURNS + 1]}, expected ${ex.turns.join(',')}`)
  if (ex.timeTrack && !matches([w[G_TTOTAL], w[G_TTOTAL + 1]], ex.timeTrack))
    failures.push(`time track ${w[G_TTOTAL]},${w[G_TTOTAL + 1]}, expected ${ex.timeTrack.join(',')}`)
  if (ex.mvLeft !== undefined && w[G_MOVE_LEFT] !== ex.mvLeft)
    failures.push(`${w[G_MOVE_LEFT]} MV left, expected ${ex.mvLeft}`)
}

function parseExpect(input: unknown): CrossCheckExpect {
  const parsed = expectSchema.safeParse(input)
  if (!parsed.success) throw new ScenarioError('check is not valid: ' + issuesText(parsed.error))
  return parsed.data
}

/** Player names → engine ids in the fields that hold a player. */
function resolve(
  o: Record<string, unknown>,
  ids: Record<string, number>,
  strict: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o }
  for (const key of ['player', 'target', 'attacker', 'defender', 'by']) {
    const v = out[key]
    if (typeof v !== 'string') continue
    if (v in ids) out[key] = ids[v]
    else if (strict) throw new ScenarioError(`action refers to unknown player "${v}"`)
  }
  return out
}

/** Runs a Cross Check scenario: builds the rink, forces the dice, plays the steps, checks the expectations. */
export function runCrossCheckScenario(input: unknown): ScenarioResult<CrossCheckState> {
  const { s, ids, sc, events, base, action } = buildCrossCheckScenario(input)
  const host: ScenarioHost<CrossCheckState, CrossCheckExpect> = {
    memory: (st) => st.m,
    apply: applyCrossCheck,
    action,
    event: (e) => resolve(e, ids, false),
    isLegal: (st, a) => crossCheckRuleset.legalActions(st).some((l) => matches(l, a)),
    probability: (st, a) => crossCheckRuleset.probability(st, a),
    parseCheck: parseExpect,
    checkBoard: (st, ex, failures) => checkRink(st, ex, ids, failures),
  }
  const r = runSteps(host, s, sc.actions, sc.expect, base, events)
  return { game: 'crosscheck', name: sc.name, passed: r.failures.length === 0, ...r, state: s, ids }
}

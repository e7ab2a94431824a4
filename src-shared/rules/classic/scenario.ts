// Scenarios (docs/scenario-format.md): a JSON document that sets up any Classic position, fixes the dice, plays
// actions and states what must be true afterwards. Tests, drills and tutorials are built on it.

import { z } from 'zod'
import type { Action } from '../../engine/api'
import { forceDice } from '../../engine/dice'
import {
  commonExpectFields,
  generatorDraws,
  issuesText,
  matches,
  runSteps,
  ScenarioError,
  type ScenarioHost,
  type ScenarioResult as CommonResult,
} from '../scenarioCommon'
import { forget, set } from '../../engine/memory'
import { BLOCK_DIE } from './data/blockDice'
import { rosterById } from './data/rosters/index'
import {
  MAX_ASSISTANT_COACHES,
  MAX_FAN_FACTOR,
  MAX_REROLLS,
  PLAYER_NAME_MAX,
  TEAM_NAME_MAX,
} from './data/teamSchema'
import { weatherIndexOf } from './procs/weather'
import {
  BALL_CARRIED,
  BALL_GROUND,
  BALL_NONE,
  F_ACTED,
  F_DODGE_USED,
  F_STUNNED_NOW,
  G_ACTIVE,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_BLITZ_USED,
  G_CARRIER,
  G_FIRST_KICKER,
  G_FOUL_USED,
  G_HALF,
  G_HANDOFF_USED,
  G_KICKING,
  G_NEXT_SIDE,
  G_PASS_USED,
  G_RR0,
  G_RR_USED,
  G_SCORE0,
  G_SP,
  G_TURN0,
  G_WEATHER,
  G_LEADER0,
  P_FLAGS,
  P_STATE,
  P_X,
  P_Y,
  STATE_NAMES,
  TEAM_SIZE,
  isOnPitch,
} from './layout'
import { PR_DRIVE, PR_GAME, PR_HALF, PR_KICKOFF, PR_TURN } from './procs/kinds'
import { applyClassic, classicDecision, classicRuleset, createClassic } from './ruleset'
import { push, setStep } from './stack'
import { markSecretWeapons } from './procs/driveTraits'
import { takeLeaderCounters } from './procs/teamReroll'
import { occupant, placeOnPitch, type ClassicPlayerInput, type ClassicState } from './state'

const square = z.tuple([z.number().int(), z.number().int()])
const sideName = z.enum(['home', 'away'])
const playerState = z.enum([
  'standing',
  'prone',
  'stunned',
  'reserve',
  'ko',
  'badly-hurt',
  'serious-injury',
  'dead',
])

// Names, ids and lists are bounded like the team schema's (data/teamSchema.ts); unknown skills and rosters are
// refused when the position is built (createClassic's team check, rosterById).
const playerSchema = z.strictObject({
  id: z.string().min(1).max(32),
  position: z.string().min(1).max(64),
  name: z.string().max(PLAYER_NAME_MAX).optional(),
  number: z.number().int().min(1).max(99).optional(),
  at: square.optional(),
  state: playerState.optional(),
  ma: z.number().int().min(1).max(12).optional(),
  st: z.number().int().min(1).max(12).optional(),
  ag: z.number().int().min(1).max(12).optional(),
  av: z.number().int().min(1).max(12).optional(),
  skills: z.array(z.string().max(40)).max(32).optional(),
  addSkills: z.array(z.string().max(40)).max(32).optional(),
  /** LRB6 Animosity: his race (default: his position's, else the roster id). */
  race: z.string().max(40).optional(),
  acted: z.boolean().optional(),
  dodgeUsed: z.boolean().optional(),
})

const teamSchema = z.strictObject({
  roster: z.string().max(64),
  name: z.string().max(TEAM_NAME_MAX).optional(),
  rerolls: z.number().int().min(0).max(MAX_REROLLS).default(0),
  /** 003 Leader: whether the Leader Re-Roll counter is still there (default: when a Leader plays). */
  leaderReroll: z.boolean().optional(),
  fanFactor: z.number().int().min(0).max(MAX_FAN_FACTOR).optional(),
  assistantCoaches: z.number().int().min(0).max(MAX_ASSISTANT_COACHES).optional(),
  players: z.array(playerSchema).min(1).max(TEAM_SIZE),
})

export { ScenarioError }

const dieValue = z.union([z.number().int().min(1).max(12), z.string()])

const expectPlayer = z.strictObject({
  at: square.nullable().optional(),
  state: z.string().optional(),
  hasBall: z.boolean().optional(),
})

const expectSchema = z.strictObject({
  players: z.record(z.string(), expectPlayer).optional(),
  ball: z
    .union([z.strictObject({ at: square.optional(), carrier: z.string().nullable().optional() }), z.null()])
    .optional(),
  score: z.tuple([z.number().int(), z.number().int()]).optional(),
  rerolls: z.tuple([z.number().int(), z.number().int()]).optional(),
  leaderRerolls: z.tuple([z.number().int(), z.number().int()]).optional(),
  turns: z.tuple([z.number().int(), z.number().int()]).optional(),
  half: z.number().int().optional(),
  weather: z.string().optional(),
  decision: z.strictObject({ kind: z.string().optional(), side: sideName.nullable().optional() }).optional(),
  ...commonExpectFields,
})
type ClassicExpect = z.output<typeof expectSchema>

export const scenarioSchema = z.strictObject({
  name: z.string(),
  description: z.string().optional(),
  game: z.literal('classic'),
  seed: z.number().int().default(1),
  options: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional(),
  /** 'turn' (default): the active team is about to declare an action; 'kickoff': waiting for the kick; 'start'. */
  phase: z.enum(['turn', 'kickoff', 'start']).default('turn'),
  teams: z.strictObject({ home: teamSchema, away: teamSchema }),
  ball: z
    .union([z.strictObject({ at: square }), z.strictObject({ carrier: z.string() }), z.null()])
    .optional(),
  turn: z
    .strictObject({
      half: z.number().int().min(1).max(2).default(1),
      active: sideName.default('home'),
      turns: z.tuple([z.number().int().min(0).max(8), z.number().int().min(0).max(8)]).optional(),
      score: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
      rerollUsed: z.boolean().optional(),
      blitzUsed: z.boolean().optional(),
      passUsed: z.boolean().optional(),
      handOffUsed: z.boolean().optional(),
      foulUsed: z.boolean().optional(),
      kicking: sideName.optional(),
    })
    .optional(),
  weather: z.string().optional(),
  dice: z.array(dieValue).default([]),
  actions: z.array(z.record(z.string(), z.unknown())).default([]),
  expect: expectSchema.default({}),
})

export type Scenario = z.input<typeof scenarioSchema>
type ParsedScenario = z.output<typeof scenarioSchema>

/** Block die faces by name, for forcing block dice (also the common nicknames). */
const FACE_ALIASES: Record<string, string> = {
  skull: 'attacker-down',
  'attacker-down': 'attacker-down',
  'both-down': 'both-down',
  pushed: 'pushed',
  push: 'pushed',
  'defender-stumbles': 'defender-stumbles',
  stumble: 'defender-stumbles',
  'pow-dodge': 'defender-stumbles',
  'defender-down': 'defender-down',
  pow: 'defender-down',
}

export function dieFromName(v: number | string): number {
  if (typeof v === 'number') return v
  const face = FACE_ALIASES[v]
  const d = face ? BLOCK_DIE.indexOf(face as never) : -1
  if (d < 1) throw new ScenarioError(`"${v}" is not a die value or a block face`)
  return d
}

export type ScenarioResult = CommonResult<ClassicState>

const SIDES = { home: 0, away: 1 } as const

function buildState(sc: ParsedScenario): { s: ClassicState; ids: Record<string, number> } {
  const ids: Record<string, number> = {}
  const teams = (['home', 'away'] as const).map((side) => {
    const t = sc.teams[side]
    const roster = rosterById(t.roster)
    const players: ClassicPlayerInput[] = t.players.map((p, i) => {
      const pos = roster.positions.find((x) => x.id === p.position)
      if (!pos)
        throw new ScenarioError(`${side} player "${p.id}": no position "${p.position}" in ${t.roster}`)
      if (p.id in ids) throw new ScenarioError(`player id "${p.id}" used twice`)
      ids[p.id] = SIDES[side] * TEAM_SIZE + i
      return {
        positionId: pos.id,
        name: p.name ?? p.id,
        number: p.number ?? i + 1,
        ma: p.ma ?? pos.ma,
        st: p.st ?? pos.st,
        ag: p.ag ?? pos.ag,
        av: p.av ?? pos.av,
        skills: [...(p.skills ?? pos.skills), ...(p.addSkills ?? [])],
        role: pos.role,
        ...(p.race ? { race: p.race } : {}),
      }
    })
    return {
      rosterId: t.roster,
      name: t.name ?? roster.name,
      rerolls: t.rerolls,
      fanFactor: t.fanFactor,
      assistantCoaches: t.assistantCoaches,
      players,
    }
  })
  const s = createClassic({
    ruleset: 'classic',
    seed: sc.seed,
    teams: [teams[0], teams[1]],
    options: sc.options,
  })
  if (sc.phase === 'start') {
    if (sc.weather) set(s.m, G_WEATHER, weatherIndexOf(sc.weather))
    forget(s.m)
    return { s, ids }
  }
  const m = s.m
  const turn = sc.turn ?? { half: 1, active: 'home' as const }
  const active = SIDES[turn.active ?? 'home']
  const kicking = turn.kicking ? SIDES[turn.kicking] : sc.phase === 'kickoff' ? 0 : 1 - active
  // Place the players.
  for (const side of ['home', 'away'] as const) {
    for (const p of sc.teams[side].players) {
      const id = ids[p.id]
      const st = p.state ?? (p.at ? 'standing' : 'reserve')
      set(m, P_STATE + id, STATE_NAMES.indexOf(st === 'reserve' ? 'reserve' : (st as never)))
      if (p.at) {
        const [x, y] = p.at
        if (!isOnPitch(x, y)) throw new ScenarioError(`player "${p.id}" is placed off the pitch at ${x},${y}`)
        if (occupant(s, x, y) >= 0) throw new ScenarioError(`two players on ${x},${y}`)
        if (!['standing', 'prone', 'stunned'].includes(st))
          throw new ScenarioError(`player "${p.id}" is ${st} but placed on the pitch`)
        placeOnPitch(s, id, x, y)
      } else if (['standing', 'prone', 'stunned'].includes(st))
        throw new ScenarioError(`player "${p.id}" is ${st} but has no square ("at")`)
      let flags = 0
      if (p.acted) flags |= F_ACTED
      if (p.dodgeUsed) flags |= F_DODGE_USED
      if (st === 'stunned' && SIDES[side] !== active) flags |= F_STUNNED_NOW
      set(m, P_FLAGS + id, flags)
    }
  }
  // The ball.
  if (sc.ball && 'at' in sc.ball) {
    set(m, G_BALL_X, sc.ball.at[0])
    set(m, G_BALL_Y, sc.ball.at[1])
    set(m, G_BALL_STATE, BALL_GROUND)
  } else if (sc.ball && 'carrier' in sc.ball) {
    const c = ids[sc.ball.carrier]
    if (c === undefined) throw new ScenarioError(`ball carrier "${sc.ball.carrier}" is not a player`)
    if (m.w[P_X + c] < 0) throw new ScenarioError(`ball carrier "${sc.ball.carrier}" is not on the pitch`)
    set(m, G_BALL_X, m.w[P_X + c])
    set(m, G_BALL_Y, m.w[P_Y + c])
    set(m, G_BALL_STATE, BALL_CARRIED)
    set(m, G_CARRIER, c)
  } else set(m, G_BALL_STATE, BALL_NONE)
  if (sc.weather) set(m, G_WEATHER, weatherIndexOf(sc.weather))
  // The game flow around the position: game → half → drive → turn (or kick-off).
  set(m, G_SP, 0)
  set(m, G_HALF, turn.half ?? 1)
  set(m, G_FIRST_KICKER, (turn.half ?? 1) === 1 ? kicking : 1 - kicking)
  set(m, G_KICKING, kicking)
  // Default: the first turn of the half for the active team (home moves first when home is active).
  const turns = turn.turns ?? (sc.phase === 'kickoff' ? [0, 0] : active === 0 ? [1, 0] : [1, 1])
  set(m, G_TURN0, turns[0])
  set(m, G_TURN0 + 1, turns[1])
  if (turn.score) {
    set(m, G_SCORE0, turn.score[0])
    set(m, G_SCORE0 + 1, turn.score[1])
  }
  for (const side of [0, 1]) set(m, G_RR0 + side, teams[side].rerolls)
  // 003 Leader: the counter as taken at the start of the half, unless the scenario says otherwise.
  takeLeaderCounters(s)
  ;(['home', 'away'] as const).forEach((name, side) => {
    const given = sc.teams[name].leaderReroll
    if (given !== undefined) set(m, G_LEADER0 + side, given ? 1 : 0)
  })
  markSecretWeapons(s) // LRB6 Secret Weapon: who is on the pitch plays this drive
  set(m, G_RR_USED, turn.rerollUsed ? 1 : 0)
  set(m, G_BLITZ_USED, turn.blitzUsed ? 1 : 0)
  set(m, G_PASS_USED, turn.passUsed ? 1 : 0)
  set(m, G_HANDOFF_USED, turn.handOffUsed ? 1 : 0)
  set(m, G_FOUL_USED, turn.foulUsed ? 1 : 0)
  setStep(s, push(s, PR_GAME), (turn.half ?? 1) === 1 ? 2 : 3)
  setStep(s, push(s, PR_HALF, turn.half ?? 1), 1)
  setStep(s, push(s, PR_DRIVE), 3)
  if (sc.phase === 'kickoff') {
    set(m, G_NEXT_SIDE, 1 - kicking)
    set(m, G_ACTIVE, -1)
    push(s, PR_KICKOFF, kicking)
  } else {
    set(m, G_NEXT_SIDE, 1 - active)
    set(m, G_ACTIVE, active)
    setStep(s, push(s, PR_TURN, active, 0), 1)
  }
  forget(m)
  return { s, ids }
}

/** Replaces scenario player ids ("h1") in an action by engine ids. */
function resolveAction(a: Record<string, unknown>, ids: Record<string, number>): Action {
  const out: Record<string, unknown> = { ...a }
  for (const key of ['player', 'target']) {
    const v = out[key]
    if (typeof v === 'string') {
      if (!(v in ids)) throw new ScenarioError(`action refers to unknown player "${v}"`)
      out[key] = ids[v]
    }
  }
  return out as Action
}

/** Builds a scenario's position without playing it (for tests that play many trials from one position). */
export function buildScenario(input: unknown): { s: ClassicState; ids: Record<string, number> } {
  const parsed = scenarioSchema.safeParse(input)
  if (!parsed.success) throw new ScenarioError('scenario is not valid: ' + issuesText(parsed.error))
  return buildState(parsed.data)
}

/** The Classic board's own expectations (players, ball, score, re-rolls, turns, half, weather, decision). */
function checkBoard(
  s: ClassicState,
  ex: ClassicExpect,
  ids: Record<string, number>,
  failures: string[],
): void {
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]))
  const view = classicRuleset.view(s)
  for (const [pid, want] of Object.entries(ex.players ?? {})) {
    const id = ids[pid]
    const piece = view.pieces.find((p) => p.id === id)
    if (!piece) {
      failures.push(`expect: no player "${pid}"`)
      continue
    }
    const at = piece.x === null ? null : [piece.x, piece.y]
    if (want.at !== undefined && !matches(at, want.at))
      failures.push(`${pid}: at ${JSON.stringify(at)}, expected ${JSON.stringify(want.at)}`)
    const state = STATE_NAMES[s.m.w[P_STATE + id]]
    if (want.state !== undefined && want.state !== state && want.state !== piece.state)
      failures.push(`${pid}: ${state}, expected ${want.state}`)
    if (want.hasBall !== undefined && want.hasBall !== piece.hasBall)
      failures.push(`${pid}: hasBall ${piece.hasBall}, expected ${want.hasBall}`)
  }
  if (ex.ball !== undefined) {
    const ball = view.balls[0] ?? null
    if (ex.ball === null) {
      if (ball) failures.push(`ball: in play at ${ball.x},${ball.y}, expected none`)
    } else if (!ball) failures.push('ball: not in play')
    else {
      if (ex.ball.at && !matches([ball.x, ball.y], ex.ball.at))
        failures.push(`ball: at ${ball.x},${ball.y}, expected ${ex.ball.at.join(',')}`)
      if (ex.ball.carrier !== undefined) {
        const carrierName = ball.carrier === null ? null : names[ball.carrier]
        if (carrierName !== ex.ball.carrier)
          failures.push(`ball: carried by ${carrierName}, expected ${ex.ball.carrier}`)
      }
    }
  }
  if (ex.score && !matches(view.score, ex.score)) failures.push(`score ${view.score}, expected ${ex.score}`)
  if (ex.rerolls && !matches([view.teams[0].rerolls, view.teams[1].rerolls], ex.rerolls))
    failures.push(`re-rolls ${view.teams[0].rerolls},${view.teams[1].rerolls}, expected ${ex.rerolls}`)
  const leaders = [view.teams[0].leaderRerolls ?? 0, view.teams[1].leaderRerolls ?? 0]
  if (ex.leaderRerolls && !matches(leaders, ex.leaderRerolls))
    failures.push(`leader re-rolls ${leaders}, expected ${ex.leaderRerolls}`)
  if (ex.turns && !matches(view.turns, ex.turns)) failures.push(`turns ${view.turns}, expected ${ex.turns}`)
  if (ex.half !== undefined && view.period !== ex.half)
    failures.push(`half ${view.period}, expected ${ex.half}`)
  if (ex.weather !== undefined && view.weather !== ex.weather)
    failures.push(`weather ${view.weather}, expected ${ex.weather}`)
  if (ex.decision) {
    const d = classicDecision(s)
    if (ex.decision.kind !== undefined && d.kind !== ex.decision.kind)
      failures.push(`decision ${d.kind}, expected ${ex.decision.kind}`)
    const side = d.side === null ? null : d.side === 0 ? 'home' : 'away'
    if (ex.decision.side !== undefined && side !== ex.decision.side)
      failures.push(`decision for ${side}, expected ${ex.decision.side}`)
  }
}

function parseExpect(input: unknown): ClassicExpect {
  const parsed = expectSchema.safeParse(input)
  if (!parsed.success) throw new ScenarioError('check is not valid: ' + issuesText(parsed.error))
  return parsed.data
}

/** Runs a scenario: builds the position, forces the dice, plays the actions, checks the expectations. */
export function runScenario(input: unknown): ScenarioResult {
  const parsed = scenarioSchema.safeParse(input)
  if (!parsed.success) throw new ScenarioError('scenario is not valid: ' + issuesText(parsed.error))
  const sc = parsed.data
  const { s, ids } = buildState(sc)
  forceDice(s.m, sc.dice.map(dieFromName))
  const base = generatorDraws(s.m)
  const host: ScenarioHost<ClassicState, ClassicExpect> = {
    memory: (st) => st.m,
    apply: applyClassic,
    action: (a) => resolveAction(a, ids),
    event: (e) => resolveEventIds(e, ids),
    isLegal: (st, a) => classicRuleset.legalActions(st).some((l) => matches(l, a)),
    probability: (st, a) => classicRuleset.probability(st, a),
    parseCheck: parseExpect,
    checkBoard: (st, ex, failures) => checkBoard(st, ex, ids, failures),
  }
  const r = runSteps(host, s, sc.actions, sc.expect, base)
  return { game: 'classic', name: sc.name, passed: r.failures.length === 0, ...r, state: s, ids }
}

function resolveEventIds(e: Record<string, unknown>, ids: Record<string, number>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...e }
  for (const key of ['player', 'target', 'attacker', 'defender'])
    if (typeof out[key] === 'string' && (out[key] as string) in ids) out[key] = ids[out[key] as string]
  return out
}

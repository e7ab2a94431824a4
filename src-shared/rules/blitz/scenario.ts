// Blitz Bowl scenarios (docs/scenario-format-blitz.md): a position, forced dice, actions by player name, and what
// must hold afterwards. The tests are scenarios; drills and tutorials can be too.

import type { Action, EngineEvent } from '../../engine/api'
import { forceDice } from '../../engine/dice'
import {
  generatorDraws,
  runSteps,
  seededDraws,
  ScenarioError,
  type CommonExpect,
  type ScenarioHost,
  type ScenarioResult as CommonResult,
} from '../scenarioCommon'
import { blitzProbability } from './probability'
import { forget, set } from '../../engine/memory'
import { CHALLENGE_CARDS } from './data/challengeCards'
import { EVENT_DECK } from './data/events'
import { sq } from './geometry'
import {
  ACTIVE,
  B_CARRIER,
  B_KIND,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_HELD,
  DECK,
  EVENT_BASE,
  G_ACTIONS_LEFT,
  G_ACTIVE,
  G_DECK_LEN,
  G_DECK_TOP,
  G_DISCARDS,
  G_FINAL,
  G_FIRST_A,
  G_SCORE0,
  G_SP,
  G_TURN0,
  HAND0,
  HAND_MAX,
  MAX_BALLS,
  MAX_PLAYERS,
  P_PLACED,
  P_ST,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_ABSENT,
  ST_PRONE,
  ST_RESERVE,
  ST_STANDING,
  TEAM_MAX,
} from './layout'
import { PR_GAME, PR_TURN } from './procs/kinds'
import { T_BEGIN_ACTIONS as T_BEGIN_ACTIONS_STEP } from './procs/turn'
import { applyBlitz, blitzDecision, createBlitz, legalCodes } from './ruleset'
import { BALL_KINDS, encode } from './actions'
import { advance, push, setStep, topFrame } from './stack'
import type { BlitzState } from './state'
import { blitzView } from './view'

export interface ScenarioPlayer {
  readonly id: string
  readonly position: string
  readonly at?: readonly [number, number]
  readonly state?: 'standing' | 'prone' | 'reserve'
  readonly ball?: boolean
  /** 001 Blitz Bowl Balls: the kind of the ball held ('dwarf-rune', 'extra-spikey', 'squig'). */
  readonly ballKind?: string
  /** The name the app shows (drills: "Lineman 2"); default the id. */
  readonly name?: string
}
export interface Scenario {
  readonly name: string
  /** Which game's format (`npm run scenario` picks the runner by it). */
  readonly game?: 'blitz'
  /** 'game': the game as `create` leaves it (the coin toss first, 001: Setting Up), `dice` forced from its first
   * roll; players' `at` and `state`, `balls`, `turn` and `cards` are not read. */
  readonly start?: 'game'
  readonly seed?: number
  readonly options?: Record<string, boolean | number | string>
  readonly teams: { readonly home: ScenarioTeam; readonly away: ScenarioTeam }
  /** Loose balls: [x, y] or [x, y, kind]. */
  readonly balls?: readonly (readonly [number, number] | readonly [number, number, string])[]
  readonly turn?: {
    active?: 'home' | 'away'
    turns?: [number, number]
    score?: [number, number]
    /** Turns left in the final round (001: Points Victory), -1 before the last card. */
    final?: number
    /** Start before the Sudden Death check and the Pre-Turn Sequence instead of at the first Player Action. */
    fromStart?: boolean
  }
  /** Card names in the active spaces 1..3 (null = empty), the deck's next cards, and each hand's cards. */
  readonly cards?: {
    active?: (string | null)[]
    deck?: string[]
    /** The deck holds only the listed cards; the others are in the discard pile. */
    deckOnly?: boolean
    hands?: { home?: string[]; away?: string[] }
  }
  readonly dice?: readonly number[]
  /** Actions, `{ "rejected": action, "code"? }` and `{ "check": expect }` steps (scenarioCommon.ts). */
  readonly actions?: readonly Record<string, unknown>[]
  readonly expect?: ScenarioExpect
}
export interface ScenarioTeam {
  readonly team: string
  readonly players: readonly ScenarioPlayer[]
}
export interface ScenarioExpect extends CommonExpect {
  readonly players?: Record<string, { at?: [number, number] | null; state?: string; hasBall?: boolean }>
  readonly score?: [number, number]
  readonly decision?: { kind?: string; side?: 'home' | 'away' | null }
  readonly balls?: readonly { at: [number, number]; carrier?: string | null }[]
  readonly hand?: { home?: number; away?: number }
}
export type ScenarioResult = CommonResult<BlitzState>

const cardId = (name: string, used: Set<number>): number => {
  const i = CHALLENGE_CARDS.findIndex(
    (c, k) => !used.has(k) && (c.name === name || c.condition === name || c.bonus === name),
  )
  if (i < 0) throw new Error(`no card "${name}" left in the deck`)
  used.add(i)
  return i
}

/** Builds the scenario's position: the active coach is about to declare the turn's first action. */
export function buildScenario(sc: Scenario): {
  s: BlitzState
  ids: Record<string, number>
  events: EngineEvent[]
  /** The generator's draws when the forced dice were queued (extra dice are counted from there). */
  base: number
} {
  const sides = [sc.teams.home, sc.teams.away]
  const setup = {
    ruleset: 'blitz' as const,
    seed: sc.seed ?? 1,
    options: sc.options,
    teams: sides.map((t) => ({
      teamId: t.team,
      players: t.players.map((p) => ({ positionId: p.position, name: p.name ?? p.id })),
    })) as never,
  }
  if (sc.start === 'game') {
    const events: EngineEvent[] = []
    const s = createBlitz(setup, { dice: sc.dice ?? [], events })
    const ids: Record<string, number> = {}
    sides.forEach((t, side) => t.players.forEach((pl, i) => (ids[pl.id] = side * TEAM_MAX + i)))
    return { s, ids, events, base: seededDraws(sc.seed ?? 1) }
  }
  const s = createBlitz(setup)
  const m = s.m
  const w = m.w
  set(m, G_FIRST_A, 0) // the home coach is Coach A, whatever the seed's coin toss said
  for (let k = 0; k < SQUARES; k++) set(m, SQ + k, 0)
  for (let b = 0; b < MAX_BALLS; b++) {
    set(m, B_ST + b, 0)
    set(m, B_KIND + b, 0)
  }
  const ids: Record<string, number> = {}
  sides.forEach((t, side) =>
    t.players.forEach((pl, i) => {
      const p = side * TEAM_MAX + i
      ids[pl.id] = p
      set(m, P_PLACED + p, 1)
      if (!pl.at || pl.state === 'reserve') {
        set(m, P_ST + p, ST_RESERVE)
        set(m, P_X + p, -1)
        set(m, P_Y + p, -1)
        return
      }
      set(m, P_ST + p, pl.state === 'prone' ? ST_PRONE : ST_STANDING)
      set(m, P_X + p, pl.at[0])
      set(m, P_Y + p, pl.at[1])
      set(m, SQ + sq(pl.at[0], pl.at[1]), p + 1)
    }),
  )
  let b = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const pl = sides[p < TEAM_MAX ? 0 : 1].players[p % TEAM_MAX]
    if (pl?.ball && w[P_ST + p] !== ST_ABSENT) {
      set(m, B_ST + b, BALL_HELD)
      set(m, B_CARRIER + b, p)
      set(m, B_X + b, w[P_X + p])
      set(m, B_Y + b, w[P_Y + p])
      set(m, B_KIND + b, Math.max(0, BALL_KINDS.indexOf((pl.ballKind ?? 'normal') as 'normal')))
      b++
    }
  }
  for (const [x, y, kind] of (sc.balls ?? []) as unknown as [number, number, string?][]) {
    set(m, B_KIND + b, Math.max(0, BALL_KINDS.indexOf((kind ?? 'normal') as 'normal')))
    set(m, B_ST + b, BALL_GROUND)
    set(m, B_CARRIER + b, -1)
    set(m, B_X + b, x)
    set(m, B_Y + b, y)
    b++
  }
  const active = sc.turn?.active === 'away' ? 1 : 0
  const turns = sc.turn?.turns ?? [2, 2]
  const fromStart = sc.turn?.fromStart === true
  set(m, G_TURN0, turns[0] - (active === 0 && fromStart ? 1 : 0))
  set(m, G_TURN0 + 1, turns[1] - (active === 1 && fromStart ? 1 : 0))
  set(m, G_SCORE0, sc.turn?.score?.[0] ?? 0)
  set(m, G_SCORE0 + 1, sc.turn?.score?.[1] ?? 0)
  {
    const cards = sc.cards ?? {}
    const used = new Set<number>()
    const act = cards.active ?? [null, null, null]
    for (let i = 0; i < 3; i++) set(m, ACTIVE + i, act[i] ? cardId(act[i]!, used) : -1)
    ;(['home', 'away'] as const).forEach((h, side) => {
      for (let i = 0; i < HAND_MAX; i++) set(m, HAND0 + side * HAND_MAX + i, -1)
      ;(cards.hands?.[h] ?? []).forEach((n, i) => set(m, HAND0 + side * HAND_MAX + i, cardId(n, used)))
    })
    const events = new Set<number>()
    const eventId = (id: string): number => {
      const i = EVENT_DECK.findIndex((e, k) => !events.has(k) && e.id === id)
      if (i < 0) throw new Error(`no Random Event "${id}" left`)
      events.add(i)
      return EVENT_BASE + i
    }
    // "event:<id>" in the deck is a Random Event card.
    const deck = (cards.deck ?? []).map((n) =>
      n.startsWith('event:') ? eventId(n.slice(6)) : cardId(n, used),
    )
    const rest = CHALLENGE_CARDS.map((_, i) => i).filter((i) => !used.has(i))
    const all = [...deck, ...rest]
    all.forEach((id, i) => set(m, DECK + i, id))
    set(m, G_DECK_LEN, cards.deckOnly ? deck.length : all.length)
    set(m, G_DISCARDS, cards.deckOnly ? rest.length : 0)
    set(m, G_DECK_TOP, 0)
    set(m, G_FINAL, sc.turn?.final ?? -1)
  }
  // The game frame waits between turns; the turn frame starts at its Sudden Death check.
  set(m, G_SP, 0)
  setStep(s, push(s, PR_GAME), 3)
  set(m, G_ACTIVE, active)
  const turn = push(s, PR_TURN, active)
  if (!fromStart) {
    // As the turn's start would leave it: fresh per-turn words, three actions, balls held noted.
    set(m, G_ACTIONS_LEFT, 3)
    setStep(s, turn, T_BEGIN_ACTIONS_STEP)
  }
  if (sc.dice) forceDice(m, sc.dice)
  const base = generatorDraws(m)
  const events: EngineEvent[] = []
  s.events = events // what the turn's start does (Sudden Death, the Pre-Turn Sequence) is part of the story
  advance(s)
  s.events = null
  forget(m)
  return { s, ids, events, base }
}

/** The Blitz Bowl board's own expectations (players, score, decision, balls, hands). */
function checkBoard(
  s: BlitzState,
  ex: ScenarioExpect,
  ids: Record<string, number>,
  failures: string[],
): void {
  const view = blitzView(s, blitzDecision(s))
  for (const [id, want] of Object.entries(ex.players ?? {})) {
    const pv = view.pieces.find((p) => p.id === ids[id])
    if (!pv) failures.push(`no player ${id}`)
    else {
      if (
        want.at !== undefined &&
        JSON.stringify(pv.x === null ? null : [pv.x, pv.y]) !== JSON.stringify(want.at)
      )
        failures.push(`${id} at ${JSON.stringify([pv.x, pv.y])}, expected ${JSON.stringify(want.at)}`)
      if (want.state !== undefined && pv.state !== want.state)
        failures.push(`${id} is ${pv.state}, expected ${want.state}`)
      if (want.hasBall !== undefined && pv.hasBall !== want.hasBall)
        failures.push(`${id} hasBall ${pv.hasBall}`)
    }
  }
  if (ex.score && JSON.stringify(view.score) !== JSON.stringify(ex.score))
    failures.push(`score ${JSON.stringify(view.score)}, expected ${JSON.stringify(ex.score)}`)
  if (ex.decision) {
    const d = blitzDecision(s)
    const side = d.side === null ? null : d.side === 0 ? 'home' : 'away'
    if (ex.decision.kind !== undefined && d.kind !== ex.decision.kind)
      failures.push(`decision ${d.kind}, expected ${ex.decision.kind}`)
    if (ex.decision.side !== undefined && side !== ex.decision.side) failures.push(`decision side ${side}`)
  }
  for (const want of ex.balls ?? []) {
    const carrier = want.carrier === undefined ? undefined : want.carrier === null ? null : ids[want.carrier]
    if (
      !view.balls.some(
        (bv) =>
          bv.x === want.at[0] && bv.y === want.at[1] && (carrier === undefined || bv.carrier === carrier),
      )
    )
      failures.push(`no ball ${JSON.stringify(want)}`)
  }
  for (const [h, n] of Object.entries(ex.hand ?? {})) {
    const side = h === 'home' ? 0 : 1
    let count = 0
    for (let i = 0; i < HAND_MAX; i++) if (s.m.w[HAND0 + side * HAND_MAX + i] >= 0) count++
    if (count !== n) failures.push(`${h} hand has ${count} cards, expected ${n}`)
  }
}

const EXPECT_FIELDS = new Set([
  'players',
  'score',
  'decision',
  'balls',
  'hand',
  'events',
  'noEvents',
  'legal',
  'illegal',
  'rejected',
  'diceLeft',
  'extraDice',
  'probability',
])

/** An expectation with a field this format does not know is a mistake in the file, not a check that passes. */
function expectFields(input: unknown): ScenarioExpect {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ScenarioError('an expectation must be an object')
  for (const k of Object.keys(input))
    if (!EXPECT_FIELDS.has(k)) throw new ScenarioError(`unknown expectation "${k}"`)
  return input as ScenarioExpect
}

export function runScenario(sc: Scenario): ScenarioResult {
  const { s, ids, events, base } = buildScenario(sc)
  const named = (a: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...a }
    for (const k of ['player', 'target'])
      if (typeof a[k] === 'string') {
        if (!(a[k] in ids)) throw new ScenarioError(`unknown player "${a[k]}"`)
        out[k] = ids[a[k]]
      }
    return out
  }
  const host: ScenarioHost<BlitzState, ScenarioExpect> = {
    memory: (st) => st.m,
    apply: applyBlitz,
    action: (a) => named(a) as Action,
    event: named,
    // Legal means the exact action's code is offered (an action names all its fields).
    isLegal: (st, a) => topFrame(st) >= 0 && legalCodes(st, []).includes(encode(a) ?? -1),
    probability: blitzProbability,
    parseCheck: expectFields,
    checkBoard: (st, ex, failures) => checkBoard(st, ex, ids, failures),
  }
  const r = runSteps(host, s, sc.actions ?? [], expectFields(sc.expect ?? {}), base, events)
  return { game: 'blitz', name: sc.name, passed: r.failures.length === 0, ...r, state: s, ids }
}

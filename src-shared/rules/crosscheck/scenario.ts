// Scenarios: a rink arranged by hand, forced dice, a list of actions, and what must hold afterwards. Tests and the
// rules documentation use them to show each rule with exact dice. Players are named by id: home 0..15, away 16..31
// (h(i), a(i)). The arranged state starts a team turn of `active` in period 1.

import type { Action, EngineEvent, OptionValue } from '../../engine/api'
import { forceDice, forcedCount } from '../../engine/dice'
import { forget, set } from '../../engine/memory'
import { puckX, puckY, sq } from './geometry'
import {
  G_ACTIVE,
  G_CARRIER,
  G_PERIOD,
  G_PTURN,
  G_PUCK_DIR,
  G_SCORE,
  G_SP,
  G_TURNOVER,
  MAX_PLAYERS,
  P_BIG,
  P_STATE,
  P_X,
  P_Y,
  PS_BENCH,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
  SQ,
  SQUARES,
  TEAM_MAX,
} from './layout'
import { PR_GAME, PR_TURN } from './procs/kinds'
import { place } from './procs/pieces'
import { setPuck } from './procs/puck'
import { applyCrossCheck, createCrossCheck, crossCheckDecision } from './ruleset'
import { advance, push, setStep } from './stack'
import type { CrossCheckPlayerMeta, CrossCheckState } from './state'

export const h = (i: number): number => i
export const a = (i: number): number => TEAM_MAX + i

export interface ScenarioPlayer {
  readonly id: number
  readonly x: number
  readonly y: number
  readonly prone?: boolean
}

export interface Scenario {
  readonly name: string
  /** The rule shown, e.g. '000: Holding'. */
  readonly source: string
  readonly rosters?: readonly [string, string]
  /** The generator's seed once the forced dice run out (statistical trials). */
  readonly seed?: number
  readonly options?: Readonly<Record<string, OptionValue>>
  /** Skills given to players in place of their roster's (skills no roster carries: Pro, Strip Ball ...). */
  readonly skills?: Readonly<Record<number, readonly string[]>>
  /** Players counted as big guys (000: +3 to block a puck in their own square). */
  readonly bigGuys?: readonly number[]
  readonly active: 0 | 1
  readonly players: readonly ScenarioPlayer[]
  readonly puck: { readonly x: number; readonly y: number; readonly carrier?: number }
  readonly dice: readonly number[]
  readonly actions: readonly Action[]
  readonly expect: {
    readonly players?: Readonly<
      Record<number, { x?: number; y?: number; state?: 'standing' | 'prone' | 'stunned' | 'off' }>
    >
    readonly puck?: { readonly x?: number; readonly y?: number; readonly carrier?: number }
    readonly decision?: string
    readonly active?: 0 | 1
    readonly score?: readonly [number, number]
    readonly events?: readonly string[]
    readonly noEvents?: readonly string[]
  }
}

/** Lays out the rink as the scenario says and starts the active side's team turn. */
export function arrange(sc: Scenario): CrossCheckState {
  const [home, away] = sc.rosters ?? ['human', 'orc']
  const s = createCrossCheck({
    ruleset: 'crosscheck',
    seed: sc.seed ?? 1,
    teams: [{ rosterId: home }, { rosterId: away }],
    options: sc.options,
  })
  const m = s.m
  const players = s.meta.players as (CrossCheckPlayerMeta | null)[]
  for (const [id, skills] of Object.entries(sc.skills ?? {})) {
    const meta = players[Number(id)]
    if (!meta) throw new Error(`scenario ${sc.name}: no player ${id}`)
    players[Number(id)] = { ...meta, skills: [...skills] }
  }
  for (const id of sc.bigGuys ?? []) set(m, P_BIG + id, 1)
  for (let i = 0; i < SQUARES; i++) set(m, SQ + sq(i % 26, Math.floor(i / 26)), 0)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    set(m, P_X + p, -1)
    set(m, P_Y + p, -1)
    if (s.meta.players[p]) set(m, P_STATE + p, PS_BENCH)
  }
  for (const pl of sc.players) {
    if (!s.meta.players[pl.id]) throw new Error(`scenario ${sc.name}: no player ${pl.id}`)
    place(s, pl.id, pl.x, pl.y, pl.prone ? PS_PRONE : PS_STANDING)
  }
  setPuck(s, sc.puck.x, sc.puck.y, sc.puck.carrier ?? -1)
  if ((sc.puck.carrier ?? -1) < 0) set(m, G_PUCK_DIR, 0)
  set(m, G_SP, 0)
  set(m, G_PERIOD, 1)
  set(m, G_PTURN, 0)
  set(m, G_TURNOVER, 0)
  set(m, G_ACTIVE, sc.active)
  setStep(s, push(s, PR_GAME), 1)
  push(s, PR_TURN, sc.active)
  advance(s)
  forget(m)
  forceDice(m, sc.dice)
  return s
}

export interface ScenarioResult {
  readonly state: CrossCheckState
  readonly events: EngineEvent[]
  readonly failures: string[]
}

const STATE_NAMES: Record<number, string> = {
  [PS_STANDING]: 'standing',
  [PS_PRONE]: 'prone',
  [PS_STUNNED]: 'stunned',
}

export function runScenario(sc: Scenario): ScenarioResult {
  const s = arrange(sc)
  const events: EngineEvent[] = []
  const failures: string[] = []
  for (const [i, action] of sc.actions.entries()) {
    const r = applyCrossCheck(s, action)
    if (!r.ok) {
      failures.push(`action ${i} ${JSON.stringify(action)} refused: ${r.reason}`)
      return { state: s, events, failures }
    }
    events.push(...r.events)
  }
  const w = s.m.w
  const e = sc.expect
  if (forcedCount(s.m) !== 0) failures.push(`${forcedCount(s.m)} forced dice were not used`)
  for (const [id, want] of Object.entries(e.players ?? {})) {
    const p = Number(id)
    const state = w[P_X + p] < 0 ? 'off' : (STATE_NAMES[w[P_STATE + p]] ?? 'other')
    if (want.x !== undefined && w[P_X + p] !== want.x)
      failures.push(`player ${p} x ${w[P_X + p]}, not ${want.x}`)
    if (want.y !== undefined && w[P_Y + p] !== want.y)
      failures.push(`player ${p} y ${w[P_Y + p]}, not ${want.y}`)
    if (want.state && state !== want.state) failures.push(`player ${p} is ${state}, not ${want.state}`)
  }
  if (e.puck?.carrier !== undefined && w[G_CARRIER] !== e.puck.carrier)
    failures.push(`puck carrier ${w[G_CARRIER]}, not ${e.puck.carrier}`)
  const puck = [puckX(s), puckY(s)]
  if (e.puck?.x !== undefined && puck[0] !== e.puck.x) failures.push(`puck x ${puck[0]}, not ${e.puck.x}`)
  if (e.puck?.y !== undefined && puck[1] !== e.puck.y) failures.push(`puck y ${puck[1]}, not ${e.puck.y}`)
  const d = crossCheckDecision(s)
  if (e.decision && d.kind !== e.decision) failures.push(`decision ${d.kind}, not ${e.decision}`)
  if (e.active !== undefined && w[G_ACTIVE] !== e.active)
    failures.push(`active side ${w[G_ACTIVE]}, not ${e.active}`)
  const types = events.map((x) => (x.type === 'roll' ? `roll:${String(x.purpose)}` : x.type))
  for (const t of e.events ?? []) if (!types.includes(t)) failures.push(`no "${t}" event`)
  for (const t of e.noEvents ?? []) if (types.includes(t)) failures.push(`an unexpected "${t}" event`)
  if (e.score) {
    const got = [w[G_SCORE], w[G_SCORE + 1]]
    if (got[0] !== e.score[0] || got[1] !== e.score[1])
      failures.push(`score ${got.join('-')}, not ${e.score.join('-')}`)
  }
  return { state: s, events, failures }
}

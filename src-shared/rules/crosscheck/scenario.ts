// Scenarios: a rink arranged by hand, forced dice, a list of actions, and what must hold afterwards. Tests and the
// rules documentation use them to show each rule with exact dice. Players are named by id: home 0..15, away 16..31
// (h(i), a(i)). The arranged state starts a team turn of `active` in period 1.

import type { Action, EngineEvent, OptionValue } from '../../engine/api'
import { forceDice } from '../../engine/dice'
import { forget, set } from '../../engine/memory'
import { sq } from './geometry'
import {
  G_ACTIVE,
  G_PERIOD,
  G_PTURN,
  G_PUCK_DIR,
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
  SQ,
  SQUARES,
  TEAM_MAX,
} from './layout'
import { PR_GAME, PR_TURN } from './procs/kinds'
import { place } from './procs/pieces'
import { setPuck } from './procs/puck'
import { createCrossCheck } from './ruleset'
import { runCrossCheckScenario, type CrossCheckScenario } from './scenarioJson'
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

const nameOf = (p: number): string => (p < TEAM_MAX ? `h${p}` : `a${p - TEAM_MAX}`)

/** The TypeScript form in the JSON format (docs/scenario-format-crosscheck.md), but for the event checks. */
export function scenarioAsJson(sc: Scenario): CrossCheckScenario {
  const players: Record<string, Record<string, unknown>> = {}
  for (const pl of sc.players)
    players[nameOf(pl.id)] = { at: [pl.x, pl.y], ...(pl.prone ? { state: 'prone' } : {}) }
  for (const [id, skills] of Object.entries(sc.skills ?? {}))
    players[nameOf(Number(id))] = { ...players[nameOf(Number(id))], skills: [...skills] }
  for (const id of sc.bigGuys ?? []) players[nameOf(id)] = { ...players[nameOf(id)], bigGuy: true }
  const named = (a: Action): Record<string, unknown> => {
    const o: Record<string, unknown> = { ...a }
    for (const k of ['player', 'target']) if (typeof o[k] === 'number') o[k] = nameOf(o[k] as number)
    return o
  }
  const e = sc.expect
  if ((e.puck?.x === undefined) !== (e.puck?.y === undefined))
    throw new Error(`scenario ${sc.name}: the puck is expected at a square, give both x and y`)
  const carrier = (c: number | undefined) => (c === undefined ? undefined : c < 0 ? null : nameOf(c))
  return {
    name: sc.name,
    source: sc.source,
    game: 'crosscheck',
    seed: sc.seed ?? 1,
    options: sc.options,
    ...(sc.rosters ? { teams: { home: { roster: sc.rosters[0] }, away: { roster: sc.rosters[1] } } } : {}),
    turn: { active: sc.active === 1 ? 'away' : 'home' },
    players: players as CrossCheckScenario['players'],
    puck: {
      at: [sc.puck.x, sc.puck.y],
      ...(sc.puck.carrier !== undefined && sc.puck.carrier >= 0 ? { carrier: nameOf(sc.puck.carrier) } : {}),
    },
    dice: [...sc.dice],
    actions: sc.actions.map(named),
    expect: {
      diceLeft: 0,
      players: Object.fromEntries(
        Object.entries(e.players ?? {}).map(([id, w]) => [
          nameOf(Number(id)),
          { x: w.x, y: w.y, state: w.state },
        ]),
      ),
      ...(e.puck
        ? {
            puck: {
              ...(e.puck.x !== undefined || e.puck.y !== undefined
                ? { at: [e.puck.x ?? -1, e.puck.y ?? -1] as [number, number] }
                : {}),
              carrier: carrier(e.puck.carrier),
            },
          }
        : {}),
      ...(e.decision ? { decision: { kind: e.decision } } : {}),
      ...(e.active !== undefined ? { active: e.active === 0 ? 'home' : 'away' } : {}),
      ...(e.score ? { score: [...e.score] as [number, number] } : {}),
    },
  }
}

/** Runs a TypeScript scenario through the JSON runner; `events` / `noEvents` name event types in any order. */
export function runScenario(sc: Scenario): ScenarioResult {
  const r = runCrossCheckScenario(scenarioAsJson(sc))
  const failures = [...r.failures]
  const types = r.events.map((x) => (x.type === 'roll' ? `roll:${String(x.purpose)}` : x.type))
  for (const t of sc.expect.events ?? []) if (!types.includes(t)) failures.push(`no "${t}" event`)
  for (const t of sc.expect.noEvents ?? []) if (types.includes(t)) failures.push(`an unexpected "${t}" event`)
  return { state: r.state, events: r.events, failures }
}

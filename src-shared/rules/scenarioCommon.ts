// What the three scenario formats share (docs/scenario-format*.md): the action list with refused actions and
// checks between actions, the expectations every game has (events in order, legal and illegal actions, forced dice
// left, dice the generator rolled beyond the forced ones, probabilities), and the result shape `npm run scenario`
// prints. Each game's scenario.ts builds its position, names its players and checks its own board fields; the
// running and the common checks live here once so the three formats cannot drift apart.

import { z } from 'zod'
import type { Action, ApplyResult, EngineEvent } from '../engine/api'
import { FORCE_AT, forcedCount, RNG_AT, seedDice } from '../engine/dice'
import { createMemory, type Memory } from '../engine/memory'

export class ScenarioError extends Error {
  readonly code = 'scenario/invalid'
}

const anyObject = z.record(z.string(), z.unknown())

/** A chance: a number in 0..1 or an exact fraction "5/36". */
const chance = z.union([
  z.number().min(0).max(1),
  z.string().regex(/^\d+\/[1-9]\d*$/, 'a fraction such as "5/36"'),
])

/** The expectations of every format; each game adds its board's own (players, ball or puck, score ...). */
export const commonExpectFields = {
  events: z.array(anyObject).optional(),
  noEvents: z.array(anyObject).optional(),
  legal: z.array(anyObject).optional(),
  illegal: z.array(anyObject).optional(),
  rejected: z.strictObject({ action: z.number().int().min(0), code: z.string() }).optional(),
  diceLeft: z.number().int().min(0).optional(),
  /** Dice the seeded generator rolled after the forced ones were queued; 0 = "no extra dice". */
  extraDice: z.number().int().min(0).optional(),
  probability: z.array(z.strictObject({ action: anyObject, chance: chance.nullable() })).optional(),
}

export type CommonExpect = {
  events?: Record<string, unknown>[]
  noEvents?: Record<string, unknown>[]
  legal?: Record<string, unknown>[]
  illegal?: Record<string, unknown>[]
  rejected?: { action: number; code: string }
  diceLeft?: number
  extraDice?: number
  probability?: { action: Record<string, unknown>; chance: number | string | null }[]
}

export interface ScenarioResult<S> {
  readonly game: 'classic' | 'blitz' | 'crosscheck'
  readonly name: string
  readonly passed: boolean
  readonly failures: string[]
  readonly events: EngineEvent[]
  readonly state: S
  /** Scenario player id → engine player id. */
  readonly ids: Record<string, number>
  /** Forced dice never used. */
  readonly diceLeft: number
  /** Dice the seeded generator rolled once the forced dice were queued (the engine rolled more than forced). */
  readonly extraDice: number
}

/** How one game plays and reads its state for the shared runner. */
export interface ScenarioHost<S, E extends CommonExpect> {
  memory(s: S): Memory
  apply(s: S, action: Action): ApplyResult
  /** Scenario ids → engine ids in an action (throws a ScenarioError on an unknown player). */
  action(a: Record<string, unknown>): Action
  /** Scenario ids → engine ids in an expected event. */
  event(e: Record<string, unknown>): Record<string, unknown>
  isLegal(s: S, a: Action): boolean
  probability(s: S, a: Action): number | null
  /** Parses a mid-list check with the game's expect schema. */
  parseCheck(input: unknown): E
  /** The game's own expectations (players, ball or puck, score, decision ...). */
  checkBoard(s: S, ex: E, failures: string[]): void
}

/** Partial match: every field given must be equal; arrays whole and in order; nested objects partially. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matches(actual[i], e))
    )
  if (actual === null || typeof actual !== 'object') return false
  return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v))
}

/** Generator draws so far: sfc32's fourth word counts its steps (engine/dice.ts), so a difference counts dice. */
export const generatorDraws = (m: Memory): number => m.w[RNG_AT + 3]

/** The draws count right after seeding, for a game whose forced dice are queued as it is created. */
export function seededDraws(seed: number): number {
  const m = createMemory(FORCE_AT)
  seedDice(m, seed)
  return generatorDraws(m)
}

const words = (m: Memory): string => Array.from(m.w).join(',')

const chanceValue = (c: number | string): number => {
  if (typeof c === 'number') return c
  const [n, d] = c.split('/').map(Number)
  return n / d
}

/**
 * Plays the action list. A refused plain action is a failure (or the top-level `expect.rejected`, which stops the
 * run there); a `rejected` entry must be refused and the list goes on; a `check` entry is checked on the spot
 * against the events since the previous check. Expectations of the whole run are checked by `checkExpect`.
 */
export function playSteps<S, E extends CommonExpect>(
  host: ScenarioHost<S, E>,
  s: S,
  steps: readonly Record<string, unknown>[],
  ex: E,
  events: EngineEvent[],
  failures: string[],
  base: number,
): void {
  let checkedUpTo = 0
  let stopped = false
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i]
    if ('check' in st) {
      const check = host.parseCheck(st.check)
      const before = failures.length
      checkExpect(host, s, check, events.slice(checkedUpTo), failures, base)
      for (let k = before; k < failures.length; k++) failures[k] = `check at step ${i}: ${failures[k]}`
      checkedUpTo = events.length
      continue
    }
    if ('rejected' in st) {
      const { rejected, code, ...rest } = st
      if (Object.keys(rest).length > 0 || typeof rejected !== 'object' || rejected === null)
        throw new ScenarioError(`step ${i}: "rejected" takes an action and an optional "code"`)
      const m = host.memory(s)
      const was = words(m)
      const r = host.apply(s, host.action(rejected as Record<string, unknown>))
      if (r.ok) {
        failures.push(`step ${i}: ${JSON.stringify(rejected)} was accepted, expected a refusal`)
        events.push(...r.events)
      } else {
        if (code !== undefined && r.code !== code)
          failures.push(`step ${i}: refused with ${r.code}, expected ${String(code)}`)
        if (words(m) !== was) failures.push(`step ${i}: the refused action changed the state`)
      }
      continue
    }
    const r = host.apply(s, host.action(st))
    if (!r.ok) {
      if (ex.rejected && ex.rejected.action === i) {
        if (r.code !== ex.rejected.code)
          failures.push(`action ${i} rejected with ${r.code}, expected ${ex.rejected.code}`)
      } else failures.push(`action ${i} (${JSON.stringify(st)}) rejected: ${r.code}: ${r.reason}`)
      stopped = true
      break
    }
    events.push(...r.events)
  }
  if (ex.rejected && !stopped) failures.push(`action ${ex.rejected.action} was expected to be rejected`)
}

/** The shared expectations, then the game's own. `events` are the ones the expectations look at. */
export function checkExpect<S, E extends CommonExpect>(
  host: ScenarioHost<S, E>,
  s: S,
  ex: E,
  events: readonly EngineEvent[],
  failures: string[],
  base: number,
): void {
  host.checkBoard(s, ex, failures)
  if (ex.events) {
    // Each expected event must appear, in this order, among the events (other events may come between).
    let from = 0
    for (const want of ex.events.map((e) => host.event(e))) {
      const at = events.findIndex((e, i) => i >= from && matches(e, want))
      if (at < 0) {
        failures.push(`event ${JSON.stringify(want)} not found (in order)`)
        break
      }
      from = at + 1
    }
  }
  for (const unwanted of (ex.noEvents ?? []).map((e) => host.event(e)))
    if (events.some((e) => matches(e, unwanted))) failures.push(`event ${JSON.stringify(unwanted)} happened`)
  for (const a of ex.legal ?? [])
    if (!host.isLegal(s, host.action(a))) failures.push(`${JSON.stringify(a)} is not legal`)
  for (const a of ex.illegal ?? [])
    if (host.isLegal(s, host.action(a))) failures.push(`${JSON.stringify(a)} is legal`)
  const m = host.memory(s)
  if (ex.diceLeft !== undefined && forcedCount(m) !== ex.diceLeft)
    failures.push(`${forcedCount(m)} forced dice left unused, expected ${ex.diceLeft}`)
  const extra = (generatorDraws(m) - base) | 0
  if (ex.extraDice !== undefined && extra !== ex.extraDice)
    failures.push(`the engine rolled ${extra} dice beyond the forced ones, expected ${ex.extraDice}`)
  for (const { action, chance: want } of ex.probability ?? []) {
    const got = host.probability(s, host.action(action))
    const ok = want === null ? got === null : got !== null && Math.abs(got - chanceValue(want)) < 1e-9
    if (!ok) failures.push(`chance of ${JSON.stringify(action)} is ${got}, expected ${want}`)
  }
}

/** Plays a built scenario and checks it: the one loop all three formats run. */
export function runSteps<S, E extends CommonExpect>(
  host: ScenarioHost<S, E>,
  s: S,
  steps: readonly Record<string, unknown>[],
  ex: E,
  base: number,
  events: EngineEvent[] = [],
): { failures: string[]; events: EngineEvent[]; diceLeft: number; extraDice: number } {
  const failures: string[] = []
  playSteps(host, s, steps, ex, events, failures, base)
  checkExpect(host, s, ex, events, failures, base)
  const m = host.memory(s)
  return { failures, events, diceLeft: forcedCount(m), extraDice: (generatorDraws(m) - base) | 0 }
}

/** Zod issues as one line: `path: message; ...`. */
export function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
}

// What every ruleset's `apply` and `deserialize` share: refusing an action with a typed reason before anything
// changes, applying a legal one with its events recorded (undone if the rules throw, so no half-applied action is
// left behind), and checking a serialised state's words before they become a state.

import type { Action, ApplyResult, EngineEvent } from './api'
import { createMemory, mark, undo, type Memory } from './memory'
import { TURN_TIMEOUT } from './turnClock'

/** A state that records events while an action is applied. */
export interface RecordingState {
  readonly m: Memory
  events: EngineEvent[] | null
}

/** The integer-code side of a ruleset, as `applyChecked` needs it. */
export interface CodedRules<S extends RecordingState> {
  /** The game's name in messages, e.g. 'Blitz Bowl'. */
  readonly label: string
  encode(action: Action): number | null
  isKnownType(type: unknown): boolean
  /** Whether the game is over (no decision left). */
  over(s: S): boolean
  isLegal(s: S, code: number): boolean
  decisionKind(s: S): string
  /** Applies a code known to be legal. */
  applyCode(s: S, code: number): void
  /**
   * The host's `turn-timeout` (engine/turnClock.ts), kept off the coded hot path: why it is refused now (null:
   * accepted), and its effect, the seed's turnover. Absent: the action is unknown to the ruleset.
   */
  readonly timeout?: {
    refusal(s: S): string | null
    apply(s: S): void
  }
}

export function applyChecked<S extends RecordingState>(
  rules: CodedRules<S>,
  s: S,
  action: Action,
): ApplyResult {
  if (rules.over(s)) return { ok: false, code: 'game/over', reason: 'the game is over' }
  if (rules.timeout && action?.type === TURN_TIMEOUT) {
    const refusal = rules.timeout.refusal(s)
    if (refusal !== null) return { ok: false, code: 'action/illegal', reason: refusal }
    return recorded(s, -1, rules.timeout.apply)
  }
  const c = rules.encode(action)
  if (c === null)
    return rules.isKnownType(action?.type)
      ? {
          ok: false,
          code: 'action/malformed',
          reason: `"${action.type}" is missing a field or has a bad value`,
        }
      : {
          ok: false,
          code: 'action/unknown',
          reason: `unknown ${rules.label} action "${String(action?.type)}"`,
        }
  if (!rules.isLegal(s, c))
    return {
      ok: false,
      code: 'action/illegal',
      reason: `${action.type} is not legal now (waiting for: ${rules.decisionKind(s)})`,
    }
  return recorded(s, c, rules.applyCode)
}

/** Applies `code` (or, for the timeout, nothing but `change(s)`) with its events recorded; a throw undoes it all. */
function recorded<S extends RecordingState>(
  s: S,
  code: number,
  change: (s: S, code: number) => void,
): ApplyResult {
  const at = mark(s.m)
  const events: EngineEvent[] = []
  s.events = events
  try {
    change(s, code) // no closure per action: `apply` runs in the AI's and the benchmarks' loops
  } catch (error) {
    undo(s.m, at) // a rules bug must not leave a half-applied action behind
    throw error
  } finally {
    s.events = null
  }
  return { ok: true, events }
}

export class SaveError extends Error {
  readonly code = 'state/invalid'
}

/** A serialised state as every ruleset writes it: which ruleset and version, static meta, and the words. */
export interface SerializedWords<R extends string, M> {
  readonly ruleset: R
  readonly version: string
  readonly meta: M
  readonly words: number[]
}

/** Checks a serialised state's envelope and words (a SaveError names what is wrong) and returns its memory. */
export function wordsFrom<R extends string, M>(
  data: unknown,
  ruleset: R,
  version: string,
  size: number,
  label: string,
): { meta: M; m: Memory } {
  const d = data as SerializedWords<R, M>
  if (!d || d.ruleset !== ruleset || !Array.isArray(d.words) || !d.meta)
    throw new SaveError(`not a serialised ${label} state`)
  if (d.version !== version)
    throw new SaveError(`${label} state version ${String(d.version)} is not ${version}`)
  if (d.words.length !== size || !d.words.every((v) => Number.isInteger(v)))
    throw new SaveError(`${label} state words are damaged`)
  const m = createMemory(size)
  m.w.set(d.words)
  return { meta: d.meta, m }
}

// The rulesets' fast integer codes, for the search's hot path: applying a code skips the checked apply's legality
// test and event recording, which the search does not need (its actions come from the legal list). Found by
// identity of the ruleset object, so a test's fake ruleset under a real id simply goes the slow, checked way.
import type { Action, Ruleset } from '../../engine/api'
import * as blitzActions from '../../rules/blitz/actions'
import * as blitz from '../../rules/blitz/ruleset'
import * as classicActions from '../../rules/classic/actions'
import * as classic from '../../rules/classic/ruleset'
import * as crossActions from '../../rules/crosscheck/actions'
import * as cross from '../../rules/crosscheck/ruleset'

export interface FastCodes {
  legalCodes(state: unknown, out: number[]): number[]
  applyCode(state: unknown, code: number): void
  encode(action: Action): number | null
  decode(code: number): Action
  /** Whether one code is legal now, without the whole listing where the rules can tell (Classic's set-up). */
  isLegal?(state: unknown, code: number): boolean
}

type AnyFn = (...args: never[]) => unknown

function fastOf(
  legalCodes: AnyFn,
  applyCode: AnyFn,
  encode: (a: Action) => number | null,
  decode: (c: number) => Action,
  isLegal?: AnyFn,
): FastCodes {
  return {
    legalCodes: legalCodes as unknown as FastCodes['legalCodes'],
    applyCode: applyCode as unknown as FastCodes['applyCode'],
    encode,
    decode,
    ...(isLegal ? { isLegal: isLegal as unknown as NonNullable<FastCodes['isLegal']> } : {}),
  }
}

const FAST = new Map<unknown, FastCodes>([
  [
    classic.classicRuleset,
    fastOf(
      classic.legalCodes,
      classic.applyCode,
      classicActions.encode,
      classicActions.decode,
      classic.isLegalCode,
    ),
  ],
  [blitz.blitzRuleset, fastOf(blitz.legalCodes, blitz.applyCode, blitzActions.encode, blitzActions.decode)],
  [
    cross.crossCheckRuleset,
    fastOf(cross.legalCodes, cross.applyCode, crossActions.encode, crossActions.decode),
  ],
])

/** The fast codes of this very ruleset object, or null (unknown or fake ruleset). */
export function fastCodesOf(ruleset: Ruleset<unknown>): FastCodes | null {
  return FAST.get(ruleset) ?? null
}

/**
 * Applies a legal action to a look-ahead state: through the fast code when there is one, else the checked apply
 * (which must succeed, since the action came from the legal list).
 */
export function applyLegal(
  ruleset: Ruleset<unknown>,
  fast: FastCodes | null,
  state: unknown,
  action: Action,
): void {
  if (fast) {
    const c = fast.encode(action)
    if (c !== null) {
      fast.applyCode(state, c)
      return
    }
  }
  const result = ruleset.apply(state, action)
  if (!result.ok) throw new Error(`look-ahead action ${action.type} refused: ${result.reason}`)
}

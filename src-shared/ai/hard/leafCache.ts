// One decision's evaluations remembered by position. The search plays the same few continuations over and over
// (a candidate with no die left in its turn, a push whose follow-up has none, the one-ply look at every declaration
// of a team turn), and measured on the rollout bench's Classic positions 71% of its leaf evaluations were of a
// position already evaluated in the same decision, while the evaluation was two thirds of the search's time. An
// evaluation reads the rules' words and the game's fixed roster data, never the dice, so the words after the
// engine's header (the dice's state) are the whole key: a remembered value is exactly the one evaluate would give.
import { ENGINE_HEADER_WORDS } from '../../engine/dice'

/** Positions kept per decision (a Classic position is about 5 kB); further ones are simply evaluated. */
const CAPACITY = 2048

interface Entry {
  readonly words: Int32Array
  readonly value: number
}

function wordsOf(state: unknown): Int32Array | null {
  const w = (state as { m?: { w?: unknown } } | null)?.m?.w
  return w instanceof Int32Array ? w : null
}

function hashOf(w: Int32Array): number {
  let h = 0x811c9dc5
  for (let i = ENGINE_HEADER_WORDS; i < w.length; i++) h = Math.imul(h ^ w[i], 16777619)
  return h
}

function same(a: Int32Array, w: Int32Array): boolean {
  if (a.length !== w.length - ENGINE_HEADER_WORDS) return false
  for (let i = ENGINE_HEADER_WORDS; i < w.length; i++) if (a[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  return true
}

/**
 * `evaluate` remembered by the state's words, for one decision and one side; a state without engine words (a test's
 * fake game) is evaluated every time.
 */
export function cachedEvaluation(evaluate: (state: unknown) => number): (state: unknown) => number {
  const table = new Map<number, Entry>()
  return (state) => {
    const w = wordsOf(state)
    if (!w) return evaluate(state)
    const h = hashOf(w)
    const e = table.get(h)
    if (e && same(e.words, w)) return e.value
    const value = evaluate(state)
    // A hash shared by two positions keeps the first; the other is evaluated each time (never a wrong value).
    if (!e && table.size < CAPACITY) table.set(h, { words: w.slice(ENGINE_HEADER_WORDS), value })
    return value
  }
}

// The coach's answers remembered by position. The Hard search plays the same turn out again and again over fresh
// dice, so the positions no die has touched yet (the declaration, the steps before the first roll) come back round
// after round, and Classic's turn planning costs milliseconds a call. The answer is a pure function of the state's
// words (the policy never reads the dice, the action counter or a popped frame), the side, the level and the legal
// list, so a remembered answer is exactly the one the policy would give: same choices, less time.

import { ENGINE_HEADER_WORDS } from '../../engine/dice'
import { FRAME_WORDS, G_ACTIONS, G_SP, STACK } from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'

interface Entry {
  readonly words: Int32Array
  readonly side: number
  readonly coach: boolean
  readonly legal: readonly number[]
  readonly code: number
}

/** Positions kept at most (about 5 kB each); the table starts afresh when full. */
const CAPACITY = 4096

const table = new Map<number, Entry>()
let lastMeta: object | null = null

/** The words an answer depends on: the rules' words up to the top frame, the action counter left out. */
function end(w: Int32Array): number {
  return STACK + w[G_SP] * FRAME_WORDS
}

function hashOf(w: Int32Array, side: number, coach: boolean, legal: readonly number[]): number {
  let h = (side * 2 + (coach ? 1 : 0)) ^ 0x811c9dc5
  const to = end(w)
  for (let i = ENGINE_HEADER_WORDS; i < to; i++) if (i !== G_ACTIONS) h = Math.imul(h ^ w[i], 16777619)
  for (const c of legal) h = Math.imul(h ^ c, 16777619)
  return h ^ (to << 8)
}

function same(e: Entry, w: Int32Array, side: number, coach: boolean, legal: readonly number[]): boolean {
  if (e.side !== side || e.coach !== coach || e.legal.length !== legal.length) return false
  const to = end(w)
  if (e.words.length !== to - ENGINE_HEADER_WORDS) return false
  for (let i = ENGINE_HEADER_WORDS; i < to; i++)
    if (i !== G_ACTIONS && e.words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  for (let i = 0; i < legal.length; i++) if (e.legal[i] !== legal[i]) return false
  return true
}

/** The policy's code for this position: remembered, or worked out by `compute` and remembered. */
export function remembered(
  s: ClassicState,
  side: number,
  coach: boolean,
  legal: readonly number[],
  compute: () => number,
): number {
  if (s.meta !== lastMeta) {
    // Another game (other rosters, other skills): nothing remembered applies.
    table.clear()
    lastMeta = s.meta
  }
  const w = s.m.w
  const h = hashOf(w, side, coach, legal)
  const e = table.get(h)
  if (e && same(e, w, side, coach, legal)) return e.code
  const code = compute()
  if (table.size >= CAPACITY) table.clear()
  table.set(h, { words: w.slice(ENGINE_HEADER_WORDS, end(w)), side, coach, legal: [...legal], code })
  return code
}

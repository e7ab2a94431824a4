// A table of answers by Classic position, shared by the coach's answer memo (memo.ts) and the look-ahead's turn
// plans (turnPlanMemo.ts). Unlike hard/positionMemo.ts (one decision's evaluations by the whole state) it outlives
// decisions: both remember a pure function of the rules' words up to the top frame (the action counter left out:
// it only counts), a small key (side, level) and the legal list, so a remembered value is exactly the one that would
// be worked out again. The hash picks a slot; the words are compared in full before a hit.

import { ENGINE_HEADER_WORDS } from '../../engine/dice'
import { FRAME_WORDS, G_ACTIONS, G_SP, STACK } from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'

interface Entry<T> {
  readonly words: Int32Array
  readonly key: number
  readonly legal: readonly number[]
  readonly value: T
}

/** The words a value depends on: the rules' words up to the top frame. */
function end(w: Int32Array): number {
  return STACK + w[G_SP] * FRAME_WORDS
}

// The loops below run either side of the action counter rather than test for it at every word (the table is asked
// at most of a look-ahead's steps): the same hash, the same comparison.

function hashOf(w: Int32Array, key: number, legal: readonly number[]): number {
  let h = key ^ 0x811c9dc5
  const to = end(w)
  for (let i = ENGINE_HEADER_WORDS; i < G_ACTIONS; i++) h = Math.imul(h ^ w[i], 16777619)
  for (let i = G_ACTIONS + 1; i < to; i++) h = Math.imul(h ^ w[i], 16777619)
  for (const c of legal) h = Math.imul(h ^ c, 16777619)
  return h ^ (to << 8)
}

function same<T>(e: Entry<T>, w: Int32Array, key: number, legal: readonly number[]): boolean {
  if (e.key !== key || e.legal.length !== legal.length) return false
  const to = end(w)
  const words = e.words
  if (words.length !== to - ENGINE_HEADER_WORDS) return false
  for (let i = ENGINE_HEADER_WORDS; i < G_ACTIONS; i++)
    if (words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  for (let i = G_ACTIONS + 1; i < to; i++) if (words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  for (let i = 0; i < legal.length; i++) if (e.legal[i] !== legal[i]) return false
  return true
}

export class AnswerTable<T> {
  private readonly table = new Map<number, Entry<T>>()
  private lastMeta: object | null = null

  /** `capacity`: positions kept at most; the table starts afresh when full. */
  constructor(private readonly capacity: number) {}

  /** The value for this position and key: remembered, or worked out by `make` and remembered. */
  get(s: ClassicState, key: number, legal: readonly number[], make: () => T): T {
    if (s.meta !== this.lastMeta) {
      // Another game (other rosters, other skills): nothing remembered applies.
      this.table.clear()
      this.lastMeta = s.meta
    }
    const w = s.m.w
    const h = hashOf(w, key, legal)
    const e = this.table.get(h)
    if (e && same(e, w, key, legal)) return e.value
    const value = make()
    if (this.table.size >= this.capacity) this.table.clear()
    this.table.set(h, { words: w.slice(ENGINE_HEADER_WORDS, end(w)), key, legal: [...legal], value })
    return value
  }

  clear(): void {
    this.table.clear()
  }
}

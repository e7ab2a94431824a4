// The rules as a stack of small procedures (Classic's stack.ts pattern, copied so Classic stays untouched): each
// frame does one step and pushes the next, so a pending decision — a hold, a follow, a challenge — is just a
// frame on top waiting for the coach. A frame is FRAME_WORDS words: kind, step and six arguments.

import type { Side } from '../../engine/api'
import { set } from '../../engine/memory'
import { FRAME_WORDS, F_KIND, F_STEP, G_SP, MAX_FRAMES, STACK } from './layout'
import type { CrossCheckState } from './state'

export interface DecisionInfo {
  readonly side: Side
  readonly kind: string
  readonly player?: number
}

export interface Proc {
  readonly name: string
  /** Automatic work from the frame's step; true when the frame now waits for a decision (and changed nothing). */
  run(s: CrossCheckState, f: number): boolean
  decision?(s: CrossCheckState, f: number): DecisionInfo
  legal?(s: CrossCheckState, f: number, out: number[]): void
  act?(s: CrossCheckState, f: number, code: number): void
}

const PROCS: Proc[] = []

export function defineProc(kind: number, proc: Proc): void {
  if (PROCS[kind]) throw new Error(`Cross Check procedure kind ${kind} registered twice`)
  PROCS[kind] = proc
}

export function procOf(kind: number): Proc {
  const p = PROCS[kind]
  if (!p) throw new Error(`unknown Cross Check procedure kind ${kind}`)
  return p
}

export function push(s: CrossCheckState, kind: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0): number {
  const m = s.m
  const sp = m.w[G_SP]
  if (sp >= MAX_FRAMES) throw new Error(`Cross Check procedure stack full pushing ${procOf(kind).name}`)
  const base = STACK + sp * FRAME_WORDS
  set(m, base + F_KIND, kind)
  set(m, base + F_STEP, 0)
  set(m, base + 2, a)
  set(m, base + 3, b)
  set(m, base + 4, c)
  set(m, base + 5, d)
  set(m, base + 6, e)
  set(m, base + 7, f)
  set(m, G_SP, sp + 1)
  return base
}

export function pop(s: CrossCheckState): void {
  set(s.m, G_SP, s.m.w[G_SP] - 1)
}

export function topFrame(s: CrossCheckState): number {
  const sp = s.m.w[G_SP]
  return sp > 0 ? STACK + (sp - 1) * FRAME_WORDS : -1
}

export const step = (s: CrossCheckState, f: number): number => s.m.w[f + F_STEP]
export const setStep = (s: CrossCheckState, f: number, v: number): void => set(s.m, f + F_STEP, v)
export const arg = (s: CrossCheckState, f: number, i: number): number => s.m.w[f + 2 + i]
export const setArg = (s: CrossCheckState, f: number, i: number, v: number): void => set(s.m, f + 2 + i, v)

/** Runs automatic work until the top frame waits for a decision or the stack is empty (the game is over). */
export function advance(s: CrossCheckState): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const f = topFrame(s)
    if (f < 0) return
    if (procOf(s.m.w[f + F_KIND]).run(s, f)) return
  }
  throw new Error('the Cross Check rules ran 100000 steps without needing a decision')
}

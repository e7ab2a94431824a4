// Rules as a stack of small procedures (botbowl's idea, in flat frames): each frame does one step of the game and
// pushes the next, so interrupts — a re-roll choice, a push direction, an interception — are just frames on top.
// A frame is FRAME_WORDS words in the state array: kind, step, and six arguments.

import type { Side } from '../../engine/api'
import { set } from '../../engine/memory'
import { FRAME_WORDS, F_KIND, F_STEP, G_SP, MAX_FRAMES, STACK } from './layout'
import type { ClassicState } from './state'

export interface DecisionInfo {
  readonly side: Side
  readonly kind: string
  readonly player?: number
}

export interface Proc {
  readonly name: string
  /**
   * Does the frame's automatic work from its current step. Returns true when the frame now waits for a coach's
   * decision; a waiting frame's `run` must change nothing, so calling it again is harmless.
   */
  run(s: ClassicState, f: number): boolean
  decision?(s: ClassicState, f: number): DecisionInfo
  /** Appends the legal action codes of a waiting frame. */
  legal?(s: ClassicState, f: number, out: number[]): void
  /** Whether a code is legal, where that is cheaper than listing every legal code (setup, kick). */
  accepts?(s: ClassicState, f: number, code: number): boolean
  /** Applies one of the codes `legal` gave. */
  act?(s: ClassicState, f: number, code: number): void
}

const PROCS: Proc[] = []

/** Registers a procedure kind; the returned number is stored in frames, so registration order is fixed. */
export function defineProc(kind: number, proc: Proc): number {
  if (PROCS[kind])
    throw new Error(`procedure kind ${kind} registered twice (${PROCS[kind].name}, ${proc.name})`)
  PROCS[kind] = proc
  return kind
}

export function procOf(kind: number): Proc {
  const p = PROCS[kind]
  if (!p) throw new Error(`unknown procedure kind ${kind}`)
  return p
}

export class StackOverflowError extends Error {}

/** Pushes a frame and returns its base index. */
export function push(s: ClassicState, kind: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0): number {
  const m = s.m
  const sp = m.w[G_SP]
  if (sp >= MAX_FRAMES) throw new StackOverflowError(`procedure stack full pushing ${procOf(kind).name}`)
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

export function pop(s: ClassicState): void {
  const sp = s.m.w[G_SP]
  if (sp <= 0) throw new Error('procedure stack empty')
  set(s.m, G_SP, sp - 1)
}

export function topFrame(s: ClassicState): number {
  const sp = s.m.w[G_SP]
  return sp > 0 ? STACK + (sp - 1) * FRAME_WORDS : -1
}

export function step(s: ClassicState, f: number): number {
  return s.m.w[f + F_STEP]
}

export function setStep(s: ClassicState, f: number, value: number): void {
  set(s.m, f + F_STEP, value)
}

export function arg(s: ClassicState, f: number, i: number): number {
  return s.m.w[f + 2 + i]
}

export function setArg(s: ClassicState, f: number, i: number, value: number): void {
  set(s.m, f + 2 + i, value)
}

/** Runs automatic work until the top frame waits for a decision (or the stack is empty: the game is over). */
export function advance(s: ClassicState): void {
  // A bound on automatic steps between two decisions: a bug that loops shows as an error, not a hang.
  for (let guard = 0; guard < 100_000; guard++) {
    const f = topFrame(s)
    if (f < 0) return
    if (procOf(s.m.w[f + F_KIND]).run(s, f)) return
  }
  throw new Error('the rules ran 100000 steps without needing a decision')
}

// Rules as a stack of small procedures (botbowl's idea, in flat frames), shared by every ruleset: each frame does
// one step of the game and pushes the next, so interrupts — a re-roll choice, a push direction, an interception, a
// Bonus Play — are just frames on top. A frame is FRAME_WORDS words in the state's word array: kind, step and six
// arguments. Each ruleset makes one stack over its own layout (where the stack pointer and the frames live).

import type { Side } from './api'
import { set, type Memory } from './memory'

export const FRAME_WORDS = 8
export const F_KIND = 0
export const F_STEP = 1

export interface DecisionInfo {
  readonly side: Side
  readonly kind: string
  readonly player?: number
}

export interface Proc<S> {
  readonly name: string
  /**
   * Does the frame's automatic work from its current step. Returns true when the frame now waits for a coach's
   * decision; a waiting frame's `run` must change nothing, so calling it again is harmless.
   */
  run(s: S, f: number): boolean
  decision?(s: S, f: number): DecisionInfo
  /** Appends the legal action codes of a waiting frame. */
  legal?(s: S, f: number, out: number[]): void
  /** Whether a code is legal, where that is cheaper than listing every legal code (Classic setup, kick). */
  accepts?(s: S, f: number, code: number): boolean
  /** Applies one of the codes `legal` gave. */
  act?(s: S, f: number, code: number): void
}

export class StackOverflowError extends Error {}

/** Where a ruleset keeps its stack: the stack-pointer word, the first frame's word, and the number of frames. */
export interface StackLayout {
  readonly sp: number
  readonly base: number
  readonly maxFrames: number
}

export interface ProcStack<S extends { m: Memory }> {
  /** Registers a procedure kind; the number is stored in frames, so a kind is never renumbered. */
  defineProc(kind: number, proc: Proc<S>): number
  procOf(kind: number): Proc<S>
  /** Pushes a frame and returns its base index. */
  push(s: S, kind: number, a?: number, b?: number, c?: number, d?: number, e?: number, f?: number): number
  pop(s: S): void
  /** The top frame's base index, or -1 when the stack is empty (the game is over). */
  topFrame(s: S): number
  /** Runs automatic work until the top frame waits for a decision (or the stack is empty). */
  advance(s: S): void
}

export function createProcStack<S extends { m: Memory }>(label: string, layout: StackLayout): ProcStack<S> {
  const { sp: SP, base: BASE, maxFrames: MAX } = layout
  const procs: Proc<S>[] = []
  const procOf = (kind: number): Proc<S> => {
    const p = procs[kind]
    if (!p) throw new Error(`unknown ${label} procedure kind ${kind}`)
    return p
  }
  const topFrame = (s: S): number => {
    const sp = s.m.w[SP]
    return sp > 0 ? BASE + (sp - 1) * FRAME_WORDS : -1
  }
  return {
    defineProc(kind, proc) {
      if (procs[kind])
        throw new Error(
          `${label} procedure kind ${kind} registered twice (${procs[kind].name}, ${proc.name})`,
        )
      // Every procedure stored in one shape (all fields, same order), so the hot loads `procOf(k).run`,
      // `.legal`, `.act` stay monomorphic instead of going megamorphic over dozens of object literals. The methods
      // keep working when they use `this` (the copy has every field of the original).
      procs[kind] = {
        name: proc.name,
        run: proc.run,
        decision: proc.decision,
        legal: proc.legal,
        accepts: proc.accepts,
        act: proc.act,
      }
      return kind
    },
    procOf,
    push(s, kind, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0) {
      const m = s.m
      const sp = m.w[SP]
      if (sp >= MAX)
        throw new StackOverflowError(`${label} procedure stack full pushing ${procOf(kind).name}`)
      const base = BASE + sp * FRAME_WORDS
      set(m, base + F_KIND, kind)
      set(m, base + F_STEP, 0)
      set(m, base + 2, a)
      set(m, base + 3, b)
      set(m, base + 4, c)
      set(m, base + 5, d)
      set(m, base + 6, e)
      set(m, base + 7, f)
      set(m, SP, sp + 1)
      return base
    },
    pop(s) {
      const sp = s.m.w[SP]
      if (sp <= 0) throw new Error(`${label} procedure stack empty`)
      set(s.m, SP, sp - 1)
    },
    topFrame,
    advance(s) {
      // A bound on automatic steps between two decisions: a bug that loops shows as an error, not a hang.
      for (let guard = 0; guard < 100_000; guard++) {
        const f = topFrame(s)
        if (f < 0) return
        if (procOf(s.m.w[f + F_KIND]).run(s, f)) return
      }
      throw new Error(`the ${label} rules ran 100000 steps without needing a decision`)
    },
  }
}

// Frame fields: plain functions (the hottest calls of every ruleset), the same for every stack.
export function step(s: { m: Memory }, f: number): number {
  return s.m.w[f + F_STEP]
}

export function setStep(s: { m: Memory }, f: number, value: number): void {
  set(s.m, f + F_STEP, value)
}

export function arg(s: { m: Memory }, f: number, i: number): number {
  return s.m.w[f + 2 + i]
}

export function setArg(s: { m: Memory }, f: number, i: number, value: number): void {
  set(s.m, f + 2 + i, value)
}

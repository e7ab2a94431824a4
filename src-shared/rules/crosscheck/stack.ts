// Cross Check's procedure stack: the engine's shared stack (engine/procStack.ts) over Cross Check's layout. Procedures
// import what they need from here, so they never name the layout.

import { createProcStack, type Proc as EngineProc } from '../../engine/procStack'
import { G_SP, MAX_FRAMES, STACK } from './layout'
import type { CrossCheckState } from './state'

export { StackOverflowError, arg, setArg, setStep, step, type DecisionInfo } from '../../engine/procStack'
export type Proc = EngineProc<CrossCheckState>

const stack = createProcStack<CrossCheckState>('Cross Check', {
  sp: G_SP,
  base: STACK,
  maxFrames: MAX_FRAMES,
})
export const { defineProc, procOf, push, pop, topFrame, advance } = stack

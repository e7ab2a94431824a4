// Blitz's procedure stack: the engine's shared stack (engine/procStack.ts) over Blitz's layout. Procedures
// import what they need from here, so they never name the layout.

import { createProcStack, type Proc as EngineProc } from '../../engine/procStack'
import { G_SP, MAX_FRAMES, STACK } from './layout'
import type { BlitzState } from './state'

export { StackOverflowError, arg, setArg, setStep, step, type DecisionInfo } from '../../engine/procStack'
export type Proc = EngineProc<BlitzState>

const stack = createProcStack<BlitzState>('Blitz', { sp: G_SP, base: STACK, maxFrames: MAX_FRAMES })
export const { defineProc, procOf, push, pop, topFrame, advance } = stack

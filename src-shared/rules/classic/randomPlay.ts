// Random legal play: the baseline opponent, the benchmark's workload and the property tests' game generator.
// The chooser has its own seeded generator, apart from the game's dice, so a (seed, policy seed) pair replays.

import { A_FORMATION, A_SETUP_DONE, code } from './actions'
import { FORMATIONS } from './formations'
import { F_KIND } from './layout'
import { PR_SETUP } from './procs/kinds'
import { setupProblems } from './procs/setup'
import { applyCode, legalCodes } from './ruleset'
import { arg, topFrame } from './stack'
import type { ClassicState } from './state'
import { mulberry32 } from '../../engine/mulberry32'

/** The chooser's generator (never the game's dice). */
export const chooserRng = mulberry32

/**
 * A uniformly random legal action, except in a setup, where random placement would almost never make a legal
 * formation: there it takes a random preset formation, then confirms.
 */
export function randomCode(s: ClassicState, rng: () => number, buf: number[]): number {
  const f = topFrame(s)
  if (s.m.w[f + F_KIND] === PR_SETUP) {
    if (setupProblems(s, arg(s, f, 0)).length === 0) return code(A_SETUP_DONE)
    return code(A_FORMATION, 0, Math.floor(rng() * FORMATIONS.length))
  }
  legalCodes(s, buf)
  return buf[Math.floor(rng() * buf.length)]
}

/** Plays random legal actions to the end of the game (or `maxActions`); returns the codes applied. */
export function playRandom(
  s: ClassicState,
  rng: () => number,
  maxActions = 1_000_000,
  onAction?: () => void,
): number[] {
  const buf: number[] = []
  const log: number[] = []
  while (log.length < maxActions && topFrame(s) >= 0) {
    const c = randomCode(s, rng, buf)
    applyCode(s, c)
    log.push(c)
    onAction?.()
  }
  return log
}

/**
 * Plays random legal actions to the end of the game (or `maxActions`) like `playRandom`, the same choices, but keeps
 * no log: returns how many actions it applied. The benchmarks' and playouts' loop, which allocates nothing per action.
 */
export function countRandom(s: ClassicState, rng: () => number, maxActions = 1_000_000): number {
  const buf: number[] = []
  let n = 0
  while (n < maxActions && topFrame(s) >= 0) {
    applyCode(s, randomCode(s, rng, buf))
    n++
  }
  return n
}

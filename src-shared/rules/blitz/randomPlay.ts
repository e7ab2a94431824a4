// Random legal play: the benchmark's workload and the property tests' game generator. The chooser has its own
// seeded generator, apart from the game's dice, so a (seed, policy seed) pair replays exactly.

import { A_END_TURN, typeOf } from './actions'
import { applyCode, legalCodes } from './ruleset'
import { topFrame } from './stack'
import type { BlitzState } from './state'
import { mulberry32 } from '../../engine/mulberry32'

/** The chooser's generator (never the game's dice). */
export const chooserRng = mulberry32

/** A random legal code; ending the turn early is chosen rarely, so random games still move and score. */
export function randomCode(s: BlitzState, rng: () => number, buf: number[]): number {
  legalCodes(s, buf)
  const c = buf[Math.floor(rng() * buf.length)]
  if (typeOf(c) === A_END_TURN && buf.length > 1 && rng() < 0.9) return randomCode(s, rng, buf)
  return c
}

/** Plays random legal actions to the end of the game (or `maxActions`); returns the codes applied. */
export function playRandom(
  s: BlitzState,
  rng: () => number,
  maxActions = 100_000,
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

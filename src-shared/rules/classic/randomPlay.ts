// Random legal play: the baseline opponent, the benchmark's workload and the property tests' game generator.
// The chooser has its own seeded generator, apart from the game's dice, so a (seed, policy seed) pair replays.

import { A_FORMATION, A_SETUP_DONE, typeOf } from './actions'
import { applyCode, classicDecision, legalCodes } from './ruleset'
import type { ClassicState } from './state'

/** mulberry32: a tiny generator for choosing actions (never for the game's dice). */
export function chooserRng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A uniformly random legal action, except in a setup, where random placement would almost never make a legal
 * formation: there it takes a random preset formation, then confirms.
 */
export function randomCode(s: ClassicState, rng: () => number, buf: number[]): number {
  legalCodes(s, buf)
  if (classicDecision(s).kind === 'setup') {
    const done = buf.find((c) => typeOf(c) === A_SETUP_DONE)
    if (done !== undefined) return done
    const formations = buf.filter((c) => typeOf(c) === A_FORMATION)
    return formations[Math.floor(rng() * formations.length)]
  }
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
  while (log.length < maxActions && classicDecision(s).kind !== 'game-over') {
    const c = randomCode(s, rng, buf)
    applyCode(s, c)
    log.push(c)
    onAction?.()
  }
  return log
}

// A private look-ahead on the live state: mark, take away what the deciding coach cannot know, run, and undo back
// to the mark whatever happens (issue 20 point 4: the AI never peeks). What it cannot know:
//  - the game's future dice: the dice get a fresh seed from the AI's own generator;
//  - forced dice (tests, drills, scenarios): the queue is emptied, so no queued result decides a look-ahead roll;
//  - the game's hidden cards (Blitz Bowl's deck order and the opponent's hand): the kit's `redealHidden` deals
//    them again from the AI's generator.
// Every change goes through the memory journal, so the undo restores the real dice, queue and cards exactly.
//
// A search runs thousands of look-aheads from one position: `lookaheads` gives it the same look-ahead in the
// engine's journal-free rollout mode (engine/memory.ts), one snapshot of the words per decision and copied back
// after each look, so the playout's writes are not journalled (a policy's own mark/undo inside still works).
import { canReseed, dropForcedDice, reseedDice } from '../../engine/dice'
import type { Ruleset, Side } from '../../engine/api'
import { endRollout, snapshotBuffer, startRollout, type Memory } from '../../engine/memory'
import { createRandom } from '../rng'
import type { GameAi } from '../types'
import { fastCodesOf } from './fast'

/** Whose look-ahead it is, and the game's hook that deals what that coach cannot see (none: nothing hidden). */
export interface Unseen {
  readonly side: Side
  readonly redeal?: GameAi['redealHidden']
}

/** Salts the look-ahead seed for the redeal's generator, so the cards and the dice draw different streams. */
const REDEAL_SALT = 0x68e31da4

export function lookahead<T>(
  ruleset: Ruleset<unknown>,
  state: unknown,
  seed: number,
  unseen: Unseen,
  run: () => T,
): T {
  const at = ruleset.mark(state)
  try {
    blind(state, seed, unseen)
    return run()
  } finally {
    ruleset.undo(state, at)
  }
}

/** `lookahead` from one position, many times: what `lookaheads` gives. */
export type Lookahead = <T>(seed: number, unseen: Unseen, run: () => T) => T

/**
 * Look-aheads from the state as it is now, for one decision: in rollout mode on the engine's words (one snapshot
 * buffer, allocated here) for the engine's own rulesets, whose whole state is the words; else — a test's fake
 * game, a state already inside a rollout — `lookahead`'s mark/undo.
 * The state must be the same, word for word, at every call (each look puts it back).
 */
export function lookaheads(ruleset: Ruleset<unknown>, state: unknown): Lookahead {
  searches++
  const m = (state as { m?: Memory } | null)?.m
  if (!fastCodesOf(ruleset) || !(m?.w instanceof Int32Array) || m.nest !== -1 || !canReseed(state))
    return (seed, unseen, run) => lookahead(ruleset, state, seed, unseen, run)
  const saved = snapshotBuffer(m)
  return (seed, unseen, run) => {
    startRollout(m, saved)
    try {
      blind(state, seed, unseen)
      return run()
    } finally {
      endRollout(m, saved)
    }
  }
}

/** Looks begun so far (each `blind` starts one), and searches (each `lookaheads` starts one). */
let looks = 0
let searches = 0

/**
 * Which search is under way: a new number at every `lookaheads`, so a rollout policy's plans kept across the looks
 * of one decision's search (classic/turnPlan.ts) never reach the next one — a search stays reproducible.
 */
export function searchCount(): number {
  return searches
}

/**
 * Which look-ahead is under way: a new number at every look, so a rollout policy that keeps a plan for the playout
 * under way (classic/turnPlan.ts) knows when a new playout starts from the root again.
 */
export function lookCount(): number {
  return looks
}

/**
 * Takes away, through the journal (so an undo to an earlier mark restores it), what `unseen.side` cannot know: the
 * future dice (a fresh seed), the forced dice (emptied) and the hidden cards (dealt again). The win-chance
 * estimate (ai/winChance.ts) blinds its playouts for both sides with it.
 */
export function blind(state: unknown, seed: number, unseen: Unseen): void {
  looks++
  if (canReseed(state)) {
    reseedDice(state, seed)
    dropForcedDice((state as { m: Memory }).m)
  }
  unseen.redeal?.(state, unseen.side, createRandom((seed ^ REDEAL_SALT) >>> 0))
}

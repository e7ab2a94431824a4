// A private look-ahead on the live state: mark, take away what the deciding coach cannot know, run, and undo back
// to the mark whatever happens (issue 20 point 4: the AI never peeks). What it cannot know:
//  - the game's future dice: the dice get a fresh seed from the AI's own generator;
//  - forced dice (tests, drills, scenarios): the queue is emptied, so no queued result decides a look-ahead roll;
//  - the game's hidden cards (Blitz Bowl's deck order and the opponent's hand): the kit's `redealHidden` deals
//    them again from the AI's generator.
// Every change goes through the memory journal, so the undo restores the real dice, queue and cards exactly.
import { canReseed, dropForcedDice, reseedDice } from '../../engine/dice'
import type { Ruleset, Side } from '../../engine/api'
import type { Memory } from '../../engine/memory'
import { createRandom } from '../rng'
import type { GameAi } from '../types'

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

/**
 * Takes away, through the journal (so an undo to an earlier mark restores it), what `unseen.side` cannot know: the
 * future dice (a fresh seed), the forced dice (emptied) and the hidden cards (dealt again). The win-chance
 * estimate (ai/winChance.ts) blinds its playouts for both sides with it.
 */
export function blind(state: unknown, seed: number, unseen: Unseen): void {
  if (canReseed(state)) {
    reseedDice(state, seed)
    dropForcedDice((state as { m: Memory }).m)
  }
  unseen.redeal?.(state, unseen.side, createRandom((seed ^ REDEAL_SALT) >>> 0))
}

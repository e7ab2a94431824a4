// A private look-ahead on the live state: mark, give the dice a fresh seed from the AI's own generator (so the AI
// never sees the game's real future dice), run, and undo back to the mark whatever happens.
import { canReseed, reseedDice } from '../../engine/dice'
import type { Ruleset } from '../../engine/api'

export function lookahead<T>(ruleset: Ruleset<unknown>, state: unknown, seed: number, run: () => T): T {
  const at = ruleset.mark(state)
  try {
    if (canReseed(state)) reseedDice(state, seed)
    return run()
  } finally {
    ruleset.undo(state, at)
  }
}

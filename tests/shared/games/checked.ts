// The three rulesets' checked random games behind one signature, for the pool that plays them in worker threads.
// Each is loaded only when a worker is sent its games, so a worker compiles one rules engine, not three.

export type RulesetId = 'classic' | 'blitz' | 'crosscheck'
export const RULESET_IDS: readonly RulesetId[] = ['classic', 'blitz', 'crosscheck']

export interface CheckedGame {
  /** Actions applied. */
  readonly actions: number
  /** The first broken invariant (or the end that did not come), null when the game kept them all to its end. */
  readonly problem: string | null
}

/** Classic's undo / re-apply / serialisation check runs every this many actions (its other invariants every one). */
export const CLASSIC_DEEP_EVERY = 25

/** One seeded game of the ruleset, replayable from its seed alone. */
export const LOAD_CHECKED: Readonly<Record<RulesetId, () => Promise<(seed: number) => CheckedGame>>> = {
  async classic() {
    const { playChecked } = await import('../classic/playChecked')
    return (seed) => {
      try {
        return { actions: playChecked(seed, CLASSIC_DEEP_EVERY), problem: null }
      } catch (error) {
        // playChecked throws at the first broken invariant, naming the seed and the action.
        return { actions: 0, problem: error instanceof Error ? error.message : String(error) }
      }
    }
  },
  async blitz() {
    const { playBlitzChecked } = await import('../blitz/randomGame')
    return (seed) => playBlitzChecked(seed)
  },
  async crosscheck() {
    const { playCrossCheckChecked } = await import('../crosscheck/randomGame')
    return (seed) => playCrossCheckChecked(seed)
  },
}

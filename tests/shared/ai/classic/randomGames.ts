// Seeded random Classic games (human v orc) for tests that compare the coach's reach searches position by
// position: `each` sees every `every`-th position (with the game's generator, for tests that draw from it too),
// then a random legal action is played from the same generator.
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { chooserRng } from '@shared/rules/classic/randomPlay'
import type { ClassicState } from '@shared/rules/classic/state'
import { team } from '../../../../bench/classic'

export function alongRandomGames(
  seeds: readonly number[],
  steps: number,
  every: number,
  each: (s: ClassicState, rng: () => number) => void,
): void {
  for (const seed of seeds) {
    const s = classicRuleset.create({
      ruleset: 'classic',
      seed,
      teams: [team('human'), team('orc')],
    } as never)
    const rng = chooserRng(seed)
    for (let n = 0; n < steps; n++) {
      if (classicRuleset.decision(s).side === null) break
      if (n % every === 0) each(s, rng)
      const legal = classicRuleset.legalActions(s)
      const r = classicRuleset.apply(s, legal[Math.floor(rng() * legal.length)])
      if (!r.ok) throw new Error(`random game ${seed}, step ${n}: ${r.reason}`)
    }
  }
}

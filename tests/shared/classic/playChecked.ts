// One random game played with every invariant checked after every action.
import { mark, undo } from '@shared/engine/memory'
import { applyCode, classicDecision, classicRuleset } from '@shared/rules/classic/ruleset'
import { chooserRng, randomCode } from '@shared/rules/classic/randomPlay'
import { G_SCORE0 } from '@shared/rules/classic/layout'
import type { EngineEvent } from '@shared/engine/api'
import type { ClassicState } from '@shared/rules/classic/state'
import { sameWords, variedGame } from './fixtures'
import { checkInvariants } from './invariants'

/**
 * Every `deepEvery` actions it also checks that undo, re-applying and serialising restore the state exactly.
 * Throws at the first broken invariant (the message names the seed and the action); returns the actions applied.
 */
export function playChecked(
  seed: number,
  deepEvery: number,
  make: (seed: number) => ClassicState = variedGame,
): number {
  const s = make(seed)
  const rng = chooserRng(seed * 7919)
  const buf: number[] = []
  let n = 0
  while (classicDecision(s).kind !== 'game-over') {
    const c = randomCode(s, rng, buf)
    const deep = n % deepEvery === 0
    const before = deep ? s.m.w.slice() : null
    const at = mark(s.m)
    const score = [s.m.w[G_SCORE0], s.m.w[G_SCORE0 + 1]]
    const events: EngineEvent[] = []
    s.events = events
    applyCode(s, c)
    s.events = null
    const where = `seed ${seed}, action ${n}`
    if (deep) {
      const after = s.m.w.slice()
      undo(s.m, at)
      if (!sameWords(s.m.w, before!)) throw new Error(`${where}: undo did not restore the state`)
      applyCode(s, c)
      if (!sameWords(s.m.w, after)) throw new Error(`${where}: re-applying gave another state`)
      const restored = classicRuleset.deserialize(JSON.parse(JSON.stringify(classicRuleset.serialize(s))))
      if (!sameWords(restored.m.w, s.m.w)) throw new Error(`${where}: serialisation changed the state`)
    }
    const kind = classicDecision(s).kind
    const problems = checkInvariants(s, kind === 'turn' || kind === 'activation')
    if (problems.length) throw new Error(`${where}: ${problems.join('; ')}`)
    // Scores change only on touchdowns, one point each.
    for (const side of [0, 1]) {
      const gained = s.m.w[G_SCORE0 + side] - score[side]
      const tds = events.filter((e) => e.type === 'touchdown' && e.side === side).length
      if (gained !== tds) throw new Error(`${where}: score +${gained} with ${tds} touchdowns`)
    }
    n++
    if (n > 20_000) throw new Error(`seed ${seed}: the game did not end in 20000 actions`)
  }
  const v = classicRuleset.view(s)
  if (v.turns[0] !== 8 || v.turns[1] !== 8) throw new Error(`seed ${seed}: ended at turns ${v.turns}`)
  return n
}

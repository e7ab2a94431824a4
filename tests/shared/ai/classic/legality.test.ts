// The Classic Beginner over many random positions: in seeded games (every roster and every implemented skill
// among the players) it is asked at every decision of either side; its answer is always one of the legal actions
// and the state is exactly as it was (serialised words compared). Its own side plays its answers, the other side
// plays random legal actions, so the games reach every kind of decision both ways.
import { describe, expect, it } from 'vitest'
import type { Side } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { chooserRng } from '@shared/rules/classic/randomPlay'
import type { ClassicState } from '@shared/rules/classic/state'
import { allSkillsGame, sameWords, variedGame } from '../../classic/fixtures'
import { aiRng } from './helpers'

function play(s: ClassicState, aiSide: Side, seed: number, kinds: Set<string>, limit = 4000): number {
  const random = chooserRng(seed * 31 + 7)
  const rng = aiRng(seed)
  let n = 0
  for (; n < limit; n++) {
    const decision = classicRuleset.decision(s)
    if (decision.side === null) break
    const legal = classicRuleset.legalActions(s)
    const before = s.m.w.slice()
    const a = classicAi.beginner({
      ruleset: classicRuleset,
      state: s,
      side: decision.side,
      decision,
      legal,
      rng,
    })
    if (!sameWords(before, s.m.w)) expect.fail(`state changed at a ${decision.kind} decision`)
    if (!legal.includes(a)) expect.fail(`${JSON.stringify(a)} is not legal at a ${decision.kind} decision`)
    kinds.add(decision.kind)
    const own = decision.side === aiSide
    let chosen = a
    if (!own) {
      const setupDone = legal.find((x) => x.type === 'setup-done')
      const formations = legal.filter((x) => x.type === 'formation')
      chosen = setupDone ?? (formations.length ? formations[0] : legal[Math.floor(random() * legal.length)])
    }
    const r = classicRuleset.apply(s, chosen)
    if (!r.ok) expect.fail(`${JSON.stringify(chosen)} refused: ${r.reason}`)
  }
  return n
}

describe('Classic Beginner legality', () => {
  it(
    'answers every decision legally and leaves the state unchanged (all skills)',
    { timeout: 120_000 },
    () => {
      const kinds = new Set<string>()
      for (let seed = 1; seed <= 3; seed++) play(allSkillsGame(seed), (seed % 2) as Side, seed, kinds, 2500)
      for (const k of [
        'coin-toss',
        'kick-or-receive',
        'setup',
        'kick',
        'turn',
        'activation',
        'block-die',
        'push',
      ])
        expect(kinds).toContain(k)
    },
  )

  it('plays whole games to the end with varied rosters', { timeout: 120_000 }, () => {
    const kinds = new Set<string>()
    for (let seed = 4; seed <= 4; seed++) {
      const s = variedGame(seed)
      play(s, (seed % 2) as Side, seed, kinds, 20_000)
      expect(classicRuleset.decision(s).kind).toBe('game-over')
    }
  })
})

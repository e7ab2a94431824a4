// The coach's set-up in the Hard look-ahead without the set-up's listing (index.ts coachUnlisted, hard/search.ts):
// the engine's one-code legality check (rules/classic/ruleset.ts isLegalCode) says yes exactly to the listed codes
// of a set-up, and the coach's answer from those checks is the one it gives from the whole listing (coachCode) at
// every set-up decision met — the kicking side's and the receiving side's, placed by the coach or at random.
import { describe, expect, it } from 'vitest'
import { classicAi } from '@shared/ai/classic/index'
import { createRandom } from '@shared/ai/rng'
import {
  A_BENCH,
  A_FORMATION,
  A_PLACE,
  A_PLACE_REST,
  A_SETUP_DONE,
  code,
} from '@shared/rules/classic/actions'
import { HEIGHT, WIDTH } from '@shared/rules/classic/layout'
import { classicRuleset, isLegalCode, legalCodes, applyCode } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Side } from '@shared/engine/api'
import type { AiContext } from '@shared/ai/types'
import { team } from '../../../../bench/classic'

/** Every set-up code there is for either side's players: what the check is asked about. */
const EVERY_SETUP_CODE: number[] = (() => {
  const out: number[] = []
  for (let p = 0; p < 32; p++) {
    out.push(code(A_BENCH, p))
    for (let x = 0; x < WIDTH; x++) for (let y = 0; y < HEIGHT; y++) out.push(code(A_PLACE, p, x, y))
  }
  for (let i = 0; i < 8; i++) out.push(code(A_FORMATION, 0, i))
  out.push(code(A_PLACE_REST), code(A_SETUP_DONE))
  return out
})()

const newGame = (seed: number): ClassicState =>
  classicRuleset.create({ ruleset: 'classic', seed, teams: [team('human'), team('orc')] } as never)

/** What the coach is asked at the decision `s` is at. */
function askedAt(s: ClassicState, rng = createRandom(0)): Omit<AiContext<ClassicState>, 'legal'> {
  const decision = classicRuleset.decision(s)
  return { ruleset: classicRuleset, state: s, side: decision.side as Side, decision, rng }
}

/**
 * Walks the set-ups of seeded games: at each set-up decision `each` sees the state; then the coach's answer is played,
 * or (one step in five) a random legal code, so the positions range beyond the coach's own. Past the set-ups the
 * game goes on at random, within `steps` actions.
 */
function alongSetups(seeds: readonly number[], steps: number, each: (s: ClassicState) => void): void {
  const scratch: number[] = []
  for (const seed of seeds) {
    const s = newGame(seed)
    const rng = createRandom(seed * 7 + 1)
    for (let n = 0; n < steps; n++) {
      const decision = classicRuleset.decision(s)
      if (decision.side === null) break
      const codes = legalCodes(s, scratch)
      let c = codes[Math.floor(rng.next() * codes.length)]
      if (decision.kind === 'setup') {
        each(s)
        if (rng.next() < 0.8) c = classicAi.coachCode!(askedAt(s, rng), codes)
      }
      applyCode(s, c)
    }
  }
}

describe('the coach sets up without the listing in the look-ahead', () => {
  it("says yes to exactly the set-up's listed codes", () => {
    let checked = 0
    alongSetups([1, 2, 3], 400, (s) => {
      const listed = new Set(legalCodes(s, []))
      const wrong = EVERY_SETUP_CODE.filter((c) => isLegalCode(s, c) !== listed.has(c))
      expect(wrong, `position ${checked}`).toEqual([])
      checked++
    })
    expect(checked).toBeGreaterThan(20)
  })

  it('answers as from the whole listing at every set-up decision, and without it at nearly all', () => {
    let asked = 0
    let unlisted = 0
    alongSetups([4, 5, 6, 7, 8, 9], 3000, (s) => {
      const ctx = askedAt(s)
      const fromListing = classicAi.coachCode!(ctx, legalCodes(s, []))
      const fromChecks = classicAi.coachUnlisted!(ctx, (c) => isLegalCode(s, c))
      asked++
      if (fromChecks === null) return
      unlisted++
      expect(fromChecks).toBe(fromListing)
    })
    expect(asked).toBeGreaterThan(60)
    expect(unlisted / asked).toBeGreaterThan(0.9)
  })

  it('leaves every other decision to the listing', () => {
    const s = newGame(1)
    expect(classicRuleset.decision(s).kind).not.toBe('setup')
    expect(classicAi.coachUnlisted!(askedAt(s), () => true)).toBeNull()
  })
})

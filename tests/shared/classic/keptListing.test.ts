// What the Classic listing keeps instead of working out afresh (issue 20 point 7), checked at every step of seeded
// random games against a from-scratch answer: the per-game masks of players with a declaration or activation skill
// (procs/turnLegal.ts), the per-side skill masks (procs/gameSkills.ts sideHas), and the listing written over the
// previous one in a reused array (ruleset.ts legalCodes) — the same codes, in the same order, as a listing into an
// empty array, and as the frame's own listing appended after other codes. Two games' steps are interleaved, so the
// masks kept for "the last game asked about" must follow the game.
import { applyCode, legalCodes } from '@shared/rules/classic/ruleset'
import { F_KIND, MAX_PLAYERS } from '@shared/rules/classic/layout'
import { HAS_RIGHT_STUFF, sideHas } from '@shared/rules/classic/procs/gameSkills'
import { ACTIVATION_SKILLS, DECLARE_SKILLS, listingSkillMasks } from '@shared/rules/classic/procs/turnLegal'
import { chooserRng, randomCode } from '@shared/rules/classic/randomPlay'
import { hasAnyOf, rulesWith } from '@shared/rules/classic/skills'
import { procOf, topFrame } from '@shared/rules/classic/stack'
import type { ClassicState } from '@shared/rules/classic/state'
import { allSkillsGame, newGame, variedGame } from './fixtures'

const THROWABLE = rulesWith((r) => r.canBeThrown) // 004: Right Stuff

/** Every difference between the kept answers and the fresh ones in this position, as readable lines. */
function differences(s: ClassicState, reused: number[], label: string): string[] {
  const out: string[] = []
  const fresh = legalCodes(s, [])
  const kept = legalCodes(s, reused).slice()
  if (kept.join() !== fresh.join())
    out.push(`${label}: reused listing ${kept.join()} / fresh ${fresh.join()}`)
  const f = topFrame(s)
  const legal = f >= 0 ? procOf(s.m.w[f + F_KIND]).legal : undefined
  if (legal) {
    const appended = [-1, -2, -3]
    legal(s, f, appended)
    if (appended.join() !== [-1, -2, -3, ...fresh].join())
      out.push(`${label}: appended listing ${appended.join()}`)
  }
  const [declare, activation] = listingSkillMasks(s)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (((declare >>> p) & 1) !== Number(hasAnyOf(s, p, DECLARE_SKILLS)))
      out.push(`${label}: declare mask, ${p}`)
    if (((activation >>> p) & 1) !== Number(hasAnyOf(s, p, ACTIVATION_SKILLS)))
      out.push(`${label}: activation mask, ${p}`)
  }
  for (const side of [0, 1]) {
    let any = false
    for (let p = side * 16; p < side * 16 + 16; p++) any ||= hasAnyOf(s, p, THROWABLE)
    if (sideHas(s, side, HAS_RIGHT_STUFF) !== any) out.push(`${label}: Right Stuff on side ${side}`)
  }
  return out
}

/** Plays two games' random steps in turn (up to `steps` each), comparing kept and fresh answers before each. */
function interleaved(a: ClassicState, b: ClassicState, seed: number, steps: number) {
  const games = [
    { s: a, rng: chooserRng(seed), buf: [] as number[], pick: [] as number[], n: 0 },
    { s: b, rng: chooserRng(seed + 1), buf: [] as number[], pick: [] as number[], n: 0 },
  ]
  const differ: string[] = []
  let compared = 0
  for (let i = 0; i < 2 * steps; i++) {
    const g = games[i & 1]
    if (topFrame(g.s) < 0 || g.n >= steps) continue
    differ.push(...differences(g.s, g.buf, `seed ${seed}, game ${i & 1}, step ${g.n}`))
    compared++
    applyCode(g.s, randomCode(g.s, g.rng, g.pick))
    g.n++
  }
  return { differ, compared }
}

describe('the kept listing answers (issue 20 point 7)', () => {
  it('equal the fresh ones at every step of interleaved seeded games, skilled and plain', () => {
    let compared = 0
    const differ: string[] = []
    for (const seed of [1, 2, 3]) {
      // Every skill between the two sides, against a plain roster pair: the masks differ from game to game.
      const r = interleaved(allSkillsGame(seed), variedGame(seed), seed, 300)
      compared += r.compared
      differ.push(...r.differ)
    }
    expect(differ.slice(0, 5)).toEqual([])
    expect(compared).toBeGreaterThan(1500)
  })

  it('knows which side has a player to throw: the Orcs (Goblins), not the Humans', () => {
    const s = newGame(1, 'human', 'orc')
    expect([sideHas(s, 0, HAS_RIGHT_STUFF), sideHas(s, 1, HAS_RIGHT_STUFF)]).toEqual([false, true])
  })
})

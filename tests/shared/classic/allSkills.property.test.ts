// Random legal play with every implemented skill on the pitch: each game's two teams carry, between their players,
// every skill in SKILL_RULES (fixtures.allSkillsGame), and every invariant is checked after every action, with undo
// and serialisation checked every 20th action.
import fc from 'fast-check'
import { SKILL_RULES } from '@shared/rules/classic/skills'
import { hasSkillBit } from '@shared/rules/classic/skills'
import { allSkillsGame } from './fixtures'
import { playChecked } from './playChecked'

const GAMES = Number(process.env.ALL_SKILLS_GAMES ?? 300)

test('every implemented skill is on both teams of an all-skills game', () => {
  for (const seed of [1, 2, 17]) {
    const s = allSkillsGame(seed)
    for (const rule of SKILL_RULES)
      for (const side of [0, 1]) {
        let found = false
        for (let p = side * 16; p < side * 16 + 16; p++) if (hasSkillBit(s, p, rule.bit)) found = true
        expect(found, `${rule.id} on side ${side} (seed ${seed})`).toBe(true)
      }
  }
})

test(`${GAMES} random games with every skill keep every invariant after every action`, () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => void playChecked(seed, 20, allSkillsGame)),
    { numRuns: GAMES, seed: 777 },
  )
}, 900_000)

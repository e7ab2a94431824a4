// The Blitz Bowl Beginner answers every decision of random games with one of the legal actions and leaves the
// state exactly as it found it (serialised words compared before and after).
import { blitzAi } from '@shared/ai/blitz/index'
import { createRandom } from '@shared/ai/rng'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'

const OPTION_SETS: Record<string, string | boolean>[] = [
  {},
  {
    pitch: 'two-trapdoors',
    fouls: true,
    throwTeamMate: true,
    randomEvents: true,
    specialBalls: true,
    rookies: 'home',
    arena: 'random',
  },
]
const TEAMS: [string, string][] = [
  ['human', 'orc'],
  ['ogre', 'snotling'],
  ['wood-elf', 'khorne'],
  ['vampire', 'nurgle'],
  ['halfling', 'goblin'],
  ['skaven', 'lizardmen'],
]

describe('Blitz Bowl Beginner legality', () => {
  it('answers every decision of random games legally, without changing the state', () => {
    const kinds = new Set<string>()
    const problems: string[] = []
    TEAMS.forEach(([a, b], g) => {
      const s = blitzRuleset.create({
        ruleset: 'blitz',
        seed: 77 + g,
        teams: [{ teamId: a }, { teamId: b }],
        options: OPTION_SETS[g % 2],
      })
      const rng = createRandom(g)
      for (let n = 0; n < 20_000; n++) {
        const decision = blitzRuleset.decision(s)
        if (decision.side === null) break
        const legal = blitzRuleset.legalActions(s)
        const before = JSON.stringify(blitzRuleset.serialize(s))
        const ctx = { ruleset: blitzRuleset, state: s, side: decision.side, decision, legal, rng }
        const mine = blitzAi.beginner(ctx)
        kinds.add(decision.kind)
        if (!legal.includes(mine)) problems.push(`${decision.kind}: ${JSON.stringify(mine)} is not legal`)
        if (JSON.stringify(blitzRuleset.serialize(s)) !== before)
          problems.push(`${decision.kind}: state changed`)
        // Half the decisions follow the Beginner (realistic positions), half a random action (variety).
        const next = rng.next() < 0.5 ? mine : legal[rng.int(legal.length)]
        const r = blitzRuleset.apply(s, next)
        if (!r.ok) problems.push(`${r.code} ${r.reason}`)
        if (problems.length > 0) break
      }
      expect(blitzRuleset.decision(s).kind).toBe('game-over')
    })
    expect(problems).toEqual([])
    for (const k of ['setup', 'turn', 'run', 'mark', 'block-die', 'claim', 'discard-active'])
      expect(kinds.has(k), k).toBe(true)
  })
})

// The Cross Check Beginner and the Hard level's coach answer every decision legally and leaves the state exactly as found (serialised
// words compared), over random games and at every step of the rules scenarios; it never starts or accepts a fight.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { createRandom } from '@shared/ai/rng'
import type { AiRng } from '@shared/ai/types'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { positionOf, scenarioFiles } from '../../crosscheck/scenarioFiles'

// Every rules scenario but the big guys', the seed rules' and the seed readings' (as before they became files).
const SCENARIOS = scenarioFiles(
  'puck',
  'skating',
  'passing',
  'penalties',
  'checking',
  'check-skills',
  'ice-skills',
  'sure-hands',
  'hold-skills',
  'chain-push',
  'fights',
)

type Policy = (typeof crossCheckAi)['beginner']

function ask(
  policy: Policy,
  s: CrossCheckState,
  rng: AiRng,
  kinds: Set<string>,
  problems: string[],
): Action | null {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) return null
  const legal = crossCheckRuleset.legalActions(s)
  const before = JSON.stringify(crossCheckRuleset.serialize(s))
  const a = policy({
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng,
  })
  kinds.add(decision.kind)
  if (!legal.includes(a)) problems.push(`${decision.kind}: ${JSON.stringify(a)} is not legal`)
  if (JSON.stringify(crossCheckRuleset.serialize(s)) !== before)
    problems.push(`${decision.kind}: state changed`)
  if (a.type === 'fight' || a.type === 'accept-fight') problems.push(`${decision.kind}: chose ${a.type}`)
  return a
}

const POLICIES: [string, Policy][] = [
  ['Beginner', crossCheckAi.beginner],
  ['coach', crossCheckAi.coach!],
]

describe.each(POLICIES)('Cross Check %s legality', (_name, policy) => {
  it('answers every decision of random games legally, without changing the state', () => {
    const kinds = new Set<string>()
    const problems: string[] = []
    const rosters: [string, string][] = [
      ['human', 'orc'],
      ['wood-elf', 'dwarf'],
    ]
    rosters.forEach(([home, away], g) => {
      const s = crossCheckRuleset.create({
        ruleset: 'crosscheck',
        seed: 31 + g,
        teams: [{ rosterId: home }, { rosterId: away }],
        options: { periodTurns: 12, periods: 1 },
      })
      const rng = createRandom(g)
      for (let n = 0; n < 50_000 && problems.length === 0; n++) {
        const mine = ask(policy, s, rng, kinds, problems)
        if (!mine) break
        // Half the decisions follow the policy (realistic positions), half a random action (variety).
        const legal = crossCheckRuleset.legalActions(s)
        const r = crossCheckRuleset.apply(s, rng.next() < 0.5 ? mine : legal[rng.int(legal.length)])
        if (!r.ok) problems.push(`${r.code} ${r.reason}`)
      }
      expect(crossCheckRuleset.decision(s).kind).toBe('game-over')
    })
    expect(problems).toEqual([])
    for (const k of ['goalie', 'line-up', 'turn', 'move', 'hold', 'challenge', 'block-puck'])
      expect(kinds.has(k), k).toBe(true)
  })

  it('answers legally at every step of every rules scenario', () => {
    const kinds = new Set<string>()
    const problems: string[] = []
    const rng = createRandom(5)
    for (const sc of SCENARIOS) {
      const { s, actions } = positionOf(sc.json)
      ask(policy, s, rng, kinds, problems)
      for (const a of actions) {
        if (!crossCheckRuleset.apply(s, a).ok) break
        ask(policy, s, rng, kinds, problems)
      }
    }
    expect(problems).toEqual([])
    for (const k of [
      'fight',
      'goalie-move',
      'follow',
      'follow-up',
      'push',
      'reroll',
      'juggernaut',
      'block-die',
    ])
      expect(kinds.has(k), k).toBe(true)
  })
})

// The Blitz Bowl Beginner asked at every step of every rules scenario (tests/shared/blitz/scenarios/**): the
// scenarios reach the rare decisions (Safe Hands bounces, Tough Enough, Bladed Knuckle Dusters, Minions, free
// actions, event choices), and the answer must be legal and leave the state unchanged each time.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Action } from '@shared/engine/api'
import { blitzAi } from '@shared/ai/blitz/index'
import { createRandom } from '@shared/ai/rng'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import type { BlitzState } from '@shared/rules/blitz/state'

const root = join(import.meta.dirname, '../../blitz/scenarios')
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.json') ? [p] : []
  })
}

function ask(s: BlitzState, kinds: Set<string>, problems: string[], where: string): void {
  const decision = blitzRuleset.decision(s)
  if (decision.side === null) return
  const legal = blitzRuleset.legalActions(s)
  const before = JSON.stringify(blitzRuleset.serialize(s))
  const a = blitzAi.beginner({
    ruleset: blitzRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(3),
  })
  kinds.add(decision.kind)
  if (!legal.includes(a)) problems.push(`${where} ${decision.kind}: ${JSON.stringify(a)} not legal`)
  if (JSON.stringify(blitzRuleset.serialize(s)) !== before)
    problems.push(`${where} ${decision.kind}: state changed`)
}

describe('Blitz Bowl Beginner at every step of the rules scenarios', () => {
  it('answers legally and leaves the state as found', () => {
    const kinds = new Set<string>()
    const problems: string[] = []
    for (const file of files(root)) {
      const sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario
      const { s, ids } = buildScenario(sc)
      const named = (a: Record<string, unknown>): Action => {
        const out: Record<string, unknown> = { ...a }
        for (const k of ['player', 'target']) if (typeof a[k] === 'string') out[k] = ids[a[k] as string]
        return out as Action
      }
      ask(s, kinds, problems, file)
      for (const a of sc.actions ?? []) {
        if (!blitzRuleset.apply(s, named(a)).ok) break
        ask(s, kinds, problems, file)
      }
    }
    expect(problems).toEqual([])
    for (const k of ['bounce', 'interrupt', 'knuckle-dusters', 'pre-turn', 'reserves', 'free-run', 'minion'])
      expect(kinds.has(k), k).toBe(true)
  })
})

// The Blitz Bowl Beginner asked at every step of every rules scenario (tests/shared/blitz/scenarios/**): the
// scenarios reach the rare decisions (Safe Hands bounces, Tough Enough, Bladed Knuckle Dusters, Minions, free
// actions, event choices, the toss's side, Pick-me-up), and the answer must be legal and leave the state unchanged
// each time.
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
    const rare = ['bounce', 'interrupt', 'knuckle-dusters', 'pre-turn', 'reserves', 'free-run', 'minion']
    // 001 Setting Up (the toss's winner picks the side) and game-facts B5 Pick-me-up (who stands).
    for (const k of [...rare, 'pitch', 'pick-me-up']) expect(kinds.has(k), k).toBe(true)
  })
})

describe('Blitz Bowl Beginner on the new choices', () => {
  const answer = (s: BlitzState): Action => {
    const decision = blitzRuleset.decision(s)
    return blitzAi.beginner({
      ruleset: blitzRuleset,
      state: s,
      side: decision.side!,
      decision,
      legal: blitzRuleset.legalActions(s),
      rng: createRandom(1),
    })
  }
  const load = (name: string): Scenario => JSON.parse(readFileSync(join(root, name), 'utf8')) as Scenario

  it("picks the single-trapdoor side when it wins the toss (001's recommendation)", () => {
    const { s } = buildScenario({ ...load('setup/coin-toss-winner-chooses.json'), actions: [] })
    expect(answer(s)).toEqual({ type: 'pitch', choice: 'one-trapdoor' })
  })

  it('stands every Prone team-mate up with Pick-me-up, then has nobody left to ask about', () => {
    const sc = load('abilities/pick-me-up-choice.json')
    const { s, ids } = buildScenario(sc)
    for (const a of sc.actions!.slice(0, 3))
      expect(blitzRuleset.apply(s, { ...a, player: ids[a.player as string] } as unknown as Action).ok).toBe(
        true,
      )
    for (let i = 0; i < 2; i++) {
      expect(blitzRuleset.decision(s).kind).toBe('pick-me-up')
      const a = answer(s)
      expect(a.type).toBe('choose')
      expect(blitzRuleset.apply(s, a).ok).toBe(true)
    }
    expect(blitzRuleset.decision(s).kind).toBe('turn')
  })
})

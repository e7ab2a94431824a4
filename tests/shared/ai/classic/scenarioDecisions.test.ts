// Every decision met along the engine's own scenarios (tests/shared/classic/scenarios/**: skills, interrupts,
// weapons, kick-off results...) is put to the Beginner before the scenario's action is played: its answer is one of
// the legal actions and the state is left exactly as found. This reaches the rare decisions random games seldom do
// (interceptions, Dump Off, Pass Block, Diving Catch, Frenzy, Juggernaut, bombs, Animosity...).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { classicRuleset, forceClassicDice } from '@shared/rules/classic/ruleset'
import { buildScenario, dieFromName, type Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import { sameWords } from '../../classic/fixtures'
import { aiRng } from './helpers'

const dir = join(import.meta.dirname, '..', '..', 'classic', 'scenarios')
function files(d: string): string[] {
  return readdirSync(d).flatMap((f) => {
    const p = join(d, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.json') ? [p] : []
  })
}

function ask(s: ClassicState, kinds: Set<string>, where: string): void {
  const decision = classicRuleset.decision(s)
  if (decision.side === null) return
  const legal = classicRuleset.legalActions(s)
  const before = s.m.w.slice()
  const a = classicAi.beginner({
    ruleset: classicRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: aiRng(),
  })
  if (!sameWords(before, s.m.w)) expect.fail(`${where}: state changed at a ${decision.kind} decision`)
  if (!legal.includes(a))
    expect.fail(`${where}: ${JSON.stringify(a)} is not legal at a ${decision.kind} decision`)
  kinds.add(decision.kind)
}

describe('Classic Beginner along the engine scenarios', () => {
  it('answers every decision met legally, leaving the state unchanged', { timeout: 300_000 }, () => {
    const kinds = new Set<string>()
    for (const file of files(dir)) {
      const sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario
      const where = file.slice(dir.length + 1)
      let built
      try {
        built = buildScenario(sc)
      } catch {
        continue // a scenario about a refused position
      }
      const { s, ids } = built
      forceClassicDice(s, (sc.dice ?? []).map(dieFromName))
      for (const raw of sc.actions ?? []) {
        ask(s, kinds, where)
        const action: Record<string, unknown> = { ...raw }
        for (const k of ['player', 'target'])
          if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
        if (!classicRuleset.apply(s, action as Action).ok) break
      }
      ask(s, kinds, where)
    }
    // Every decision kind Classic's procedures declare (procs/**: decision()), 'game-over' aside.
    const all =
      `activation animosity block-die block-reroll blood-lust blood-lust-action bomb-catch bomb-throw coin-toss
      diving-catch diving-tackle dump-off follow-up free-moves frenzy-gfi interception juggernaut kick kick-or-receive
      kick-skill multiple-block pass-block pass-block-move piling-on pro-armour pro-injury push reroll setup shadowing
      touchback turn`.split(/\s+/)
    for (const k of all) expect(kinds).toContain(k)
  })
})

// The win-chance job in a real worker thread (the AI worker's file, started a second time) and on main's thread give
// the same point for the same job: each playout has its own seed from the job's, whichever way they are run.
import { afterEach, describe, expect, it } from 'vitest'
import {
  inProcessWinChance,
  workerWinChance,
  type WinChanceRunner,
} from '../../../src-main/ai/winChanceRunner'
import { engineRulesets } from '../../../src-main/host/engineSources'
import { newGame } from './positions'

const runners: WinChanceRunner[] = []
afterEach(() => {
  for (const r of runners.splice(0)) r.close()
})

describe('win-chance runners', () => {
  it('answer a Blitz Bowl point alike in the worker thread and in process', async () => {
    const { ruleset, state } = newGame('blitz', 4)
    const job = { ruleset: 'blitz' as const, state: ruleset.serialize(state), playouts: 3, seed: 77 }
    const inProcess = inProcessWinChance(engineRulesets)
    let fellBack = false
    const worker = workerWinChance({
      fallback: () => inProcessWinChance(engineRulesets),
      onFallback: () => (fellBack = true),
    })
    runners.push(inProcess, worker)
    const a = await inProcess.run(job)
    const b = await worker.run(job)
    expect(fellBack).toBe(false)
    expect(b).toEqual(a)
    expect(a.playouts).toBe(3)
    expect([0, 1 / 3, 2 / 3, 1].map((v) => v.toFixed(6))).toContain(a.home.toFixed(6))
  }, 120_000)
})

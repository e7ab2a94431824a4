// A worker thread of the random-games pool (pool.ts): plays the batches of seeds it is sent, one reply a batch. The
// engine runs here as plain ES modules (tsx), several times faster than under the test runner's module runner.
import { parentPort } from 'node:worker_threads'
import { LOAD_CHECKED, type CheckedGame, type RulesetId } from './checked'

export interface Batch {
  readonly ruleset: RulesetId
  readonly seeds: readonly number[]
}
export interface BatchResult {
  readonly games: number
  readonly actions: number
  readonly failures: { seed: number; problem: string }[]
}

const loaded = new Map<RulesetId, (seed: number) => CheckedGame>()

parentPort!.on('message', async (batch: Batch) => {
  let play = loaded.get(batch.ruleset)
  if (!play) loaded.set(batch.ruleset, (play = await LOAD_CHECKED[batch.ruleset]()))
  let actions = 0
  const failures: { seed: number; problem: string }[] = []
  for (const seed of batch.seeds) {
    try {
      const game = play(seed)
      actions += game.actions
      if (game.problem !== null) failures.push({ seed, problem: game.problem })
    } catch (error) {
      // An engine exception is a broken game like any other: report it with its seed.
      failures.push({
        seed,
        problem: `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      })
    }
  }
  const result: BatchResult = { games: batch.seeds.length, actions, failures }
  parentPort!.postMessage(result)
})

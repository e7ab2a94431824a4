// Plays seeded random games with their invariants in worker threads: the property tests use one worker (the engine
// runs several times faster there than under vitest's module runner), the soak one per core. Each game depends on
// its seed alone, so how the seeds are shared among the workers changes nothing but the time.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { RulesetId } from './checked'
import type { Batch, BatchResult } from './worker'

export interface GamesSummary {
  readonly games: number
  readonly actions: number
  /** Every game that broke an invariant, by seed (replay: `LOAD_CHECKED[ruleset]` in checked.ts). */
  readonly failures: readonly { seed: number; problem: string }[]
}

export interface PoolOptions {
  readonly workers?: number
  /** Seeds sent to a worker at a time. */
  readonly batch?: number
  /** Called after each batch with the games played so far. */
  readonly progress?: (games: number) => void
}

// Node 20 applies no loader hooks to a worker's own entry file, so the worker starts as a line of JavaScript that
// registers tsx (TypeScript, and the @shared paths of tsconfig.node.json) and then imports worker.ts.
const root = join(import.meta.dirname, '..', '..', '..')
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register({ tsconfig: ${JSON.stringify(join(root, 'tsconfig.node.json'))} });
    return import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'worker.ts')).href)}) })`

/** Plays seeds `first` .. `first + count - 1` of the ruleset. */
export async function playGames(
  ruleset: RulesetId,
  first: number,
  count: number,
  { workers = 1, batch = 25, progress }: PoolOptions = {},
): Promise<GamesSummary> {
  let next = first
  const end = first + count
  let games = 0
  let actions = 0
  const failures: { seed: number; problem: string }[] = []
  const nextBatch = (): Batch | null => {
    if (next >= end) return null
    const seeds: number[] = []
    for (; next < end && seeds.length < batch; next++) seeds.push(next)
    return { ruleset, seeds }
  }
  const run = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(BOOT, { eval: true })
      let finished = false
      const send = (): void => {
        const b = nextBatch()
        if (b) worker.postMessage(b)
        else {
          finished = true
          void worker.terminate().then(() => resolve())
        }
      }
      worker.on('message', (r: BatchResult) => {
        games += r.games
        actions += r.actions
        failures.push(...r.failures)
        progress?.(games)
        send()
      })
      worker.on('error', reject)
      worker.on('exit', (code) => {
        if (!finished) reject(new Error(`a ${ruleset} games worker stopped (exit code ${code})`))
      })
      send()
    })
  await Promise.all(Array.from({ length: Math.max(1, workers) }, run))
  failures.sort((a, b) => a.seed - b.seed)
  return { games, actions, failures }
}

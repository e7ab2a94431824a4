// Plays bench:ai's games side by side in worker threads (node:worker_threads), one game per worker at a time, and
// hands each record to `done` as its game ends (in the order they end). One worker plays in this thread instead.
// Games are independent — each builds its own state and AI generator from its seed — so with a node budget a game
// plays the same moves whichever worker plays it, and in whatever order. With a time budget the search's depth
// depends on the wall clock: two games on two cores run side by side, so give a timed run the whole machine.
import { Worker } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { GameSpec } from './games'
import { playBenchGame } from './playGame'
import type { GameRecord } from './record'
import type { FromWorker, ToWorker } from './worker'

export async function playGames(
  games: readonly GameSpec[],
  workers: number,
  done: (record: GameRecord) => void,
): Promise<void> {
  if (workers <= 1 || games.length <= 1) {
    for (const g of games) done(playBenchGame(g))
    return
  }
  const pool = Array.from({ length: Math.min(workers, games.length) }, startWorker)
  let next = 0
  let left = games.length
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker): void => {
        if (next >= games.length) return
        const msg: ToWorker = { job: next, game: games[next++] }
        w.postMessage(msg)
      }
      for (const w of pool) {
        w.on('message', (m: FromWorker) => {
          if ('error' in m)
            return reject(new Error(`bench:ai game ${JSON.stringify(games[m.job])}: ${m.error}`))
          try {
            done(m.record)
          } catch (e) {
            return reject(e)
          }
          if (--left === 0) return resolve()
          feed(w)
        })
        w.on('error', reject)
        w.on('exit', (code) => {
          if (left > 0) reject(new Error(`a bench:ai worker stopped (exit code ${code})`))
        })
        feed(w)
      }
    })
  } finally {
    await Promise.all(pool.map((w) => w.terminate()))
  }
}

/**
 * A worker running worker.ts from source: a bootstrap registers tsx's loader in the thread first (`--import tsx`
 * does not cover a worker's entry file; src-main/ai/workerChooser.ts does the same). The `@shared` alias comes from
 * TSX_TSCONFIG_PATH, which the thread inherits with the environment.
 */
function startWorker(): Worker {
  const url = JSON.stringify(pathToFileURL(join(import.meta.dirname, 'worker.ts')).href)
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}) })`
  return new Worker(boot, { eval: true })
}

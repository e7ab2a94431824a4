// A bench:ai worker thread: plays the games it is sent, one at a time, and posts each one's record back (or the
// error that stopped it). Started by bench/ai/pool.ts through a bootstrap that registers tsx first.
import { parentPort } from 'node:worker_threads'
import type { GameSpec } from './games'
import { playBenchGame } from './playGame'

export type ToWorker = { readonly job: number; readonly game: GameSpec }
export type FromWorker =
  | { readonly job: number; readonly record: ReturnType<typeof playBenchGame> }
  | { readonly job: number; readonly error: string }

const port = parentPort
if (!port) throw new Error('bench/ai/worker.ts runs in a worker thread')
port.on('message', ({ job, game }: ToWorker) => {
  let reply: FromWorker
  try {
    reply = { job, record: playBenchGame(game) }
  } catch (e) {
    reply = { job, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }
  }
  port.postMessage(reply)
})

// The AI worker thread's entry (built as out/main/ai-worker.mjs, one self-contained file: scripts/aiWorkerBuild.ts):
// answers jobs one at a time off main's thread, so the table never freezes while the Hard AI thinks. It looks
// rulesets up in the engine's own registry.
import { parentPort } from 'node:worker_threads'
import { getRuleset } from '../../src-shared/engine/registry'
import { answer } from './answer'
import { WORKER_READY, type WorkerMessage, type WorkerReply, type WorkerRequest } from './protocol'
import { isWinChanceRequest, winChanceReply, type WinChanceRequest } from './winChanceJob'

const port = parentPort
if (!port) throw new Error('the AI worker must run in a worker thread')

port.on('message', (request: WorkerRequest | WinChanceRequest) => {
  // The win-chance line's jobs (winChanceJob.ts) come to their own worker, services/WinChances.ts.
  if (isWinChanceRequest(request)) return port.postMessage(winChanceReply(getRuleset, request))
  let reply: WorkerReply
  try {
    reply = { id: request.id, ok: true, answer: answer(getRuleset(request.job.ruleset), request.job) }
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(reply)
})

// Every import above has loaded and run: main can count on this thread from now on (workerChooser.ts falls back
// to thinking in process when a worker never gets here).
port.postMessage({ ready: WORKER_READY } satisfies WorkerMessage)

// Where the win-chance line's points are computed: a worker thread of their own (the AI worker's file, started a
// second time), so a long analysis never holds up an AI decision nor main's thread; or, in tests and when that
// worker cannot start, on main's thread one playout per event-loop turn, so requests are still answered between.
import { Worker } from 'node:worker_threads'
import type { RulesetSource } from '../services/sources'
import { WORKER_READY } from './protocol'
import { winChanceSteps, type WinChanceJob, type WinChanceReply, type WinChanceResult } from './winChanceJob'
import { workerEntry, type WorkerEntry } from './workerChooser'

export interface WinChanceRunner {
  run(job: WinChanceJob): Promise<WinChanceResult>
  close(): void
}

/** On main's thread, yielding after every playout. */
export function inProcessWinChance(rulesets: RulesetSource): WinChanceRunner {
  let closed = false
  return {
    async run(job) {
      const steps = winChanceSteps(rulesets.get(job.ruleset), job)
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve))
        if (closed) throw new Error('the win-chance analysis was closed')
        const step = steps.next()
        if (step.done) return step.value
      }
    },
    close: () => void (closed = true),
  }
}

export interface WorkerWinChanceOptions {
  readonly entry?: () => WorkerEntry
  /** Runs the jobs when the worker cannot start. */
  readonly fallback: () => WinChanceRunner
  readonly onFallback?: (error: unknown) => void
}

/** In a worker thread of its own, started on the first job; a worker that dies fails its jobs, the next restarts it. */
export function workerWinChance(options: WorkerWinChanceOptions): WinChanceRunner {
  let worker: Worker | null = null
  let fallen: WinChanceRunner | null = null
  let nextId = 1
  const pending = new Map<
    number,
    { job: WinChanceJob; resolve(r: WinChanceResult): void; reject(e: Error): void }
  >()

  const fallBack = (error: unknown): void => {
    worker = null
    fallen ??= options.fallback()
    options.onFallback?.(error)
    const waiting = [...pending.values()]
    pending.clear()
    for (const p of waiting) fallen.run(p.job).then(p.resolve, p.reject)
  }
  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }

  const start = (): Worker | null => {
    let w: Worker
    try {
      const { file, options: workerOptions } = (options.entry ?? (() => workerEntry()))()
      w = new Worker(file, workerOptions)
    } catch (error) {
      fallBack(error)
      return null
    }
    let ready = false
    w.on('message', (message: WinChanceReply | { ready: string }) => {
      if ('ready' in message) return void (ready = message.ready === WORKER_READY)
      const p = pending.get(message.id)
      if (!p) return
      pending.delete(message.id)
      if (pending.size === 0) w.unref()
      if (message.ok) p.resolve(message.winChance)
      else p.reject(new Error(`the win-chance analysis failed: ${message.message}`))
    })
    const gone = (error: Error): void => {
      if (worker !== w) return
      if (!ready) return fallBack(error)
      worker = null
      failAll(error)
    }
    w.on('error', gone)
    w.on('exit', (code) => gone(new Error(`the win-chance worker stopped (exit code ${code})`)))
    w.unref()
    return w
  }

  return {
    run(job) {
      if (!fallen) worker ??= start()
      if (fallen) return fallen.run(job)
      const w = worker
      if (!w) return Promise.reject(new Error('the win-chance worker could not start'))
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { job, resolve, reject })
        w.ref()
        w.postMessage({ id, winChance: job })
      })
    },
    close() {
      const w = worker
      worker = null
      failAll(new Error('the win-chance analysis was closed'))
      void w?.terminate()
      fallen?.close()
    },
  }
}

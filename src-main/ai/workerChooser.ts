// Main's handle on the AI worker thread: jobs go out with an id, answers come back by id. A worker that dies
// after it started fails its pending jobs and is started again on the next job, so one engine bug cannot stop the
// AI for good. A worker that cannot start at all (its file missing or unloadable, as in a broken package) hands
// its jobs — those waiting and every later one — to the fallback, the same AI on main's thread: slower for the
// window while it thinks, but a game never waits for a worker that will not come.
import { existsSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import {
  WORKER_READY,
  type AiAnswer,
  type AiChooser,
  type AiJob,
  type AiThreadStatus,
  type WorkerMessage,
} from './protocol'

/** The built worker's file name: .mjs, so it is ESM wherever it lies (app.asar.unpacked has no package.json). */
export const WORKER_FILE = 'ai-worker.mjs'

export interface WorkerEntry {
  readonly file: string
  readonly options: WorkerOptions
}

interface Pending {
  readonly job: AiJob
  resolve(answer: AiAnswer): void
  reject(error: Error): void
}

/**
 * A file inside app.asar as the worker thread must open it: from app.asar.unpacked, where electron-builder puts
 * the worker (asarUnpack). A worker thread's loader cannot be relied on to read from inside an archive.
 */
export function unpackedPath(file: string): string {
  const packed = `${sep}app.asar${sep}`
  return file.includes(packed) ? file.replace(packed, `${sep}app.asar.unpacked${sep}`) : file
}

/** Where the worker's code is: the built entry next to main's bundle, or the TypeScript source run by tsx. */
export function workerEntry(
  from = dirname(fileURLToPath(import.meta.url)),
  exists: (file: string) => boolean = existsSync,
): WorkerEntry {
  // Built: out/main/ai-worker.mjs, reached from out/main or from out/main/chunks (in a package, unpacked).
  for (const file of [join(from, WORKER_FILE), join(from, '..', WORKER_FILE)].map(unpackedPath))
    if (exists(file)) return { file, options: {} }
  // Sources (tests, tsx): a bootstrap registers tsx's loader in the worker, then imports worker.ts (its imports
  // are relative, so no path alias is needed). `--import tsx` in execArgv does not cover a worker's entry file.
  const source = join(from, 'worker.ts')
  if (exists(source)) {
    const url = JSON.stringify(pathToFileURL(source).href)
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}) })`
    return { file: boot, options: { eval: true } }
  }
  throw new Error(`no AI worker found near ${from} (run npm run build)`)
}

export interface WorkerChooserOptions {
  /** The worker to start (tests point it at a broken one); found next to main's bundle by default. */
  readonly entry?: () => WorkerEntry
  /** Answers the jobs if the worker cannot start; without it such jobs fail. */
  readonly fallback?: () => AiChooser
  /** Told once, when the AI falls back to main's thread, and why. */
  readonly onFallback?: (reason: string, error: unknown) => void
}

export function workerChooser(options: WorkerChooserOptions = {}): AiChooser {
  const entry = options.entry ?? (() => workerEntry())
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()
  let fallen: { readonly chooser: AiChooser; readonly reason: string } | null = null
  let startError = 'the AI worker could not start'

  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }

  /** The worker never got going: its waiting jobs and all later ones go to the fallback (or fail without one). */
  const startFailed = (error: unknown): void => {
    worker = null
    const reason = `the AI worker could not start: ${error instanceof Error ? error.message : String(error)}`
    if (!options.fallback) {
      startError = reason
      failAll(new Error(reason))
      return
    }
    fallen ??= { chooser: options.fallback(), reason }
    options.onFallback?.(reason, error)
    const waiting = [...pending.values()]
    pending.clear()
    for (const p of waiting) fallen.chooser.choose(p.job).then(p.resolve, p.reject)
  }

  const start = (): Worker | null => {
    let w: Worker
    try {
      const { file, options: workerOptions } = entry()
      w = new Worker(file, workerOptions)
    } catch (error) {
      startFailed(error)
      return null
    }
    let ready = false
    w.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        ready = message.ready === WORKER_READY
        return
      }
      const p = pending.get(message.id)
      if (!p) return
      pending.delete(message.id)
      if (pending.size === 0) w.unref()
      if (message.ok) p.resolve(message.answer)
      else p.reject(new Error(`the AI failed: ${message.message}`))
    })
    w.on('error', (error) => {
      if (worker !== w) return
      if (!ready) return startFailed(error)
      worker = null
      failAll(error)
    })
    w.on('exit', (code) => {
      if (worker !== w) return
      if (!ready) return startFailed(new Error(`it stopped before it was ready (exit code ${code})`))
      worker = null
      failAll(new Error(`the AI worker stopped (exit code ${code})`))
    })
    // An idle worker must not keep the process alive (tests, the web host's shutdown).
    w.unref()
    return w
  }

  return {
    choose(job: AiJob): Promise<AiAnswer> {
      if (!fallen) worker ??= start()
      if (fallen) return fallen.chooser.choose(job)
      const w = worker
      if (w === null) return Promise.reject(new Error(startError))
      const id = nextId++
      return new Promise<AiAnswer>((resolve, reject) => {
        pending.set(id, { job, resolve, reject })
        // Referenced while it has work, so a script waiting for an answer does not exit under it.
        w.ref()
        w.postMessage({ id, job })
      })
    },
    close(): void {
      const w = worker
      worker = null
      failAll(new Error('the AI was closed'))
      void w?.terminate()
      fallen?.chooser.close()
    },
    status(): AiThreadStatus {
      return fallen ? { thread: 'in-process', fallbackReason: fallen.reason } : { thread: 'worker' }
    },
  }
}

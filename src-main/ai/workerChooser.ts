// Main's handle on the AI worker thread: jobs go out with an id, answers come back by id. A worker that dies
// fails its pending jobs and is started again on the next job, so one engine bug cannot stop the AI for good.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import type { AiAnswer, AiChooser, AiJob, WorkerReply } from './protocol'

interface Pending {
  resolve(answer: AiAnswer): void
  reject(error: Error): void
}

/** Where the worker's code is: the built entry next to main's bundle, or the TypeScript source run by tsx. */
export function workerEntry(from = dirname(fileURLToPath(import.meta.url))): {
  file: string
  options: WorkerOptions
} {
  // Built: out/main/ai-worker.js, reached from out/main or from out/main/chunks.
  for (const file of [join(from, 'ai-worker.js'), join(from, '..', 'ai-worker.js')])
    if (existsSync(file)) return { file, options: {} }
  // Sources (tests, tsx): a bootstrap registers tsx's loader in the worker, then imports worker.ts (its imports
  // are relative, so no path alias is needed). `--import tsx` in execArgv does not cover a worker's entry file.
  const source = join(from, 'worker.ts')
  if (existsSync(source)) {
    const url = JSON.stringify(pathToFileURL(source).href)
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}) })`
    return { file: boot, options: { eval: true } }
  }
  throw new Error(`no AI worker found near ${from} (run npm run build)`)
}

export function workerChooser(entry = workerEntry()): AiChooser {
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }

  const start = (): Worker => {
    const w = new Worker(entry.file, entry.options)
    w.on('message', (reply: WorkerReply) => {
      const p = pending.get(reply.id)
      if (!p) return
      pending.delete(reply.id)
      if (pending.size === 0) w.unref()
      if (reply.ok) p.resolve(reply.answer)
      else p.reject(new Error(`the AI failed: ${reply.message}`))
    })
    w.on('error', (error) => {
      worker = null
      failAll(error)
    })
    w.on('exit', (code) => {
      if (worker === w) worker = null
      failAll(new Error(`the AI worker stopped (exit code ${code})`))
    })
    // An idle worker must not keep the process alive (tests, the web host's shutdown).
    w.unref()
    return w
  }

  return {
    choose(job: AiJob): Promise<AiAnswer> {
      worker ??= start()
      const id = nextId++
      return new Promise<AiAnswer>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        // Referenced while it has work, so a script waiting for an answer does not exit under it.
        worker!.ref()
        worker!.postMessage({ id, job })
      })
    },
    close(): void {
      const w = worker
      worker = null
      failAll(new Error('the AI was closed'))
      void w?.terminate()
    },
  }
}

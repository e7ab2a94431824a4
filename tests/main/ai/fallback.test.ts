// The AI never leaves a game waiting: a worker thread that cannot start — its file missing, an import it cannot
// resolve from where it lies (as in a broken package), a crash while loading — hands its jobs to the same AI on
// main's thread, which answers exactly what the worker would have; app.info and the log say so. A worker that
// started and then died is another matter: its jobs fail and the next job starts it again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { getRuleset } from '@shared/engine/registry'
import type { AppInfo } from '@shared/ipc'
import { inProcessChooser } from '../../../src-main/ai/inProcess'
import type { AiJob } from '../../../src-main/ai/protocol'
import {
  unpackedPath,
  workerChooser,
  workerEntry,
  type WorkerEntry,
} from '../../../src-main/ai/workerChooser'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { newGame } from './positions'

const cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup.splice(0)) step()
})

function job(seed = 9): AiJob {
  const { ruleset, state } = newGame('classic', 5)
  return {
    ruleset: 'classic',
    state: ruleset.serialize(state),
    level: 'beginner',
    budget: { nodes: 40 },
    seed,
  }
}

/** A folder outside the project, so no node_modules above it can resolve a package for the worker. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-ai-'))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function chooserFor(entry: () => WorkerEntry) {
  const fallbacks: string[] = []
  const chooser = workerChooser({
    entry,
    fallback: () => inProcessChooser(engineRulesets),
    onFallback: (reason) => fallbacks.push(reason),
  })
  cleanup.push(() => chooser.close())
  return { chooser, fallbacks }
}

const expected = (j: AiJob) => inProcessChooser(engineRulesets).choose(j)
const evalWorker = (code: string) => () => ({ file: code, options: { eval: true } })

describe('workerChooser falls back to main thread when its worker cannot start', () => {
  it('when the worker file is missing', async () => {
    const missing = join(scratch(), 'ai-worker.mjs')
    const { chooser, fallbacks } = chooserFor(() => ({ file: missing, options: {} }))
    const j = job()
    const [first, second] = await Promise.all([chooser.choose(j), chooser.choose(job(10))])
    expect(first).toEqual(await expected(j))
    expect(second).toEqual(await expected(job(10)))
    expect(fallbacks).toHaveLength(1)
    expect(fallbacks[0]).toMatch(/^the AI worker could not start: .*ai-worker\.mjs/)
    expect(chooser.status!()).toEqual({ thread: 'in-process', fallbackReason: fallbacks[0] })
    // Later jobs go straight to main's thread: no second attempt, no second report.
    expect(await chooser.choose(job(11))).toEqual(await expected(job(11)))
    expect(fallbacks).toHaveLength(1)
  })

  it('when the worker imports a package it cannot resolve from where it lies', async () => {
    const file = join(scratch(), 'ai-worker.mjs')
    writeFileSync(file, "import { z } from 'zod'\nexport const schema = z.string()\n")
    const { chooser, fallbacks } = chooserFor(() => ({ file, options: {} }))
    expect(await chooser.choose(job())).toEqual(await expected(job()))
    expect(fallbacks).toEqual([expect.stringContaining("Cannot find package 'zod'")])
  })

  it('when the worker throws while loading, or exits before it is ready', async () => {
    const thrown = chooserFor(evalWorker("throw new Error('broken build')"))
    expect(await thrown.chooser.choose(job())).toEqual(await expected(job()))
    expect(thrown.fallbacks).toEqual(['the AI worker could not start: broken build'])
    const exited = chooserFor(evalWorker('process.exit(3)'))
    expect(await exited.chooser.choose(job())).toEqual(await expected(job()))
    expect(exited.fallbacks).toEqual([
      'the AI worker could not start: it stopped before it was ready (exit code 3)',
    ])
  })

  it('when no worker can be found at all', async () => {
    const { chooser, fallbacks } = chooserFor(() => workerEntry(scratch()))
    expect(await chooser.choose(job())).toEqual(await expected(job()))
    expect(fallbacks).toEqual([
      expect.stringMatching(/^the AI worker could not start: no AI worker found near /),
    ])
  })

  it('fails the job, saying why, when it has no fallback', async () => {
    const chooser = workerChooser({ entry: evalWorker("throw new Error('broken build')") })
    cleanup.push(() => chooser.close())
    await expect(chooser.choose(job())).rejects.toThrow('the AI worker could not start: broken build')
    expect(chooser.status!()).toEqual({ thread: 'worker' })
  })
})

describe('workerChooser with a worker that started', () => {
  it('answers from the real worker thread, which reports it is ready', async () => {
    const { chooser, fallbacks } = chooserFor(() => workerEntry())
    const j = job()
    expect(await chooser.choose(j)).toEqual(await expected(j))
    expect(fallbacks).toEqual([])
    expect(chooser.status!()).toEqual({ thread: 'worker' })
  })

  it('fails the pending job of a worker that died after it started, and starts a new one next time', async () => {
    let starts = 0
    const { chooser, fallbacks } = chooserFor(() => {
      starts++
      return evalWorker(`
        const { parentPort } = require('node:worker_threads')
        parentPort.on('message', () => process.exit(7))
        parentPort.postMessage({ ready: 'pitchside-ai-ready' })
      `)()
    })
    await expect(chooser.choose(job())).rejects.toThrow('the AI worker stopped (exit code 7)')
    await expect(chooser.choose(job())).rejects.toThrow('the AI worker stopped (exit code 7)')
    expect(starts).toBe(2)
    expect(fallbacks).toEqual([])
    expect(chooser.status!()).toEqual({ thread: 'worker' })
  })
})

describe('unpackedPath', () => {
  it('reads the worker from app.asar.unpacked, and leaves other paths alone', () => {
    const packed = join('/opt/Pitchside/resources', 'app.asar', 'out', 'main', 'ai-worker.mjs')
    expect(unpackedPath(packed)).toBe(
      join('/opt/Pitchside/resources', 'app.asar.unpacked', 'out', 'main', 'ai-worker.mjs'),
    )
    expect(unpackedPath('/work/out/main/ai-worker.mjs')).toBe('/work/out/main/ai-worker.mjs')
    expect(unpackedPath(join('/x', 'app.asar.unpacked', 'a.mjs'))).toBe(
      join('/x', 'app.asar.unpacked', 'a.mjs'),
    )
  })

  it('is where workerEntry looks for the built worker inside a package', () => {
    const chunks = join('/opt/P/resources', 'app.asar', 'out', 'main', 'chunks')
    const seen: string[] = []
    const found = workerEntry(chunks, (file) => {
      seen.push(file)
      return file.endsWith(join('app.asar.unpacked', 'out', 'main', 'ai-worker.mjs'))
    })
    expect(found).toEqual({
      file: join('/opt/P/resources', 'app.asar.unpacked', 'out', 'main', 'ai-worker.mjs'),
      options: {},
    })
    expect(seen.every((file) => file.includes('app.asar.unpacked'))).toBe(true)
  })
})

describe('a host whose AI worker cannot start', () => {
  const hosts: Host[] = []
  afterEach(() => {
    for (const host of hosts.splice(0)) host.close()
  })

  it('still moves the AI, and says so in app.info and the log', async () => {
    const logged: string[] = []
    const host = createHost({
      appVersion: '9.9.9-test',
      rulesets: engineRulesets,
      teams: engineTeams,
      dataDir: null,
      aiSeed: 3,
      aiBudget: { nodes: 30 },
      aiWorkerEntry: evalWorker("throw new Error('broken package')"),
      log: () => undefined,
      logError: (message) => logged.push(message),
    })
    hosts.push(host)
    const web = { transport: 'web' } as const
    const call = async <T>(name: string, args: unknown): Promise<T> => {
      const result = await host.dispatcher.dispatch(name, args, web)
      if (!result.ok) throw new Error(result.message)
      return result.value as T
    }
    expect((await call<AppInfo>('app.info', {})).aiFallback).toBeUndefined()
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 4,
    })
    const side = host.games.decision(gameId).side!
    const legal = getRuleset('classic').legalActions(host.games.live(gameId).state)
    const moved = await call<{ action: unknown }>('ai.act', { gameId, side })
    expect(legal).toContainEqual(moved.action)
    expect(host.games.history(gameId).cursor).toBe(1)
    expect((await call<AppInfo>('app.info', {})).aiFallback).toEqual({
      message: 'the AI worker could not start: broken package',
    })
    expect(logged).toEqual([
      'the AI worker could not start: broken package; the AI thinks on the main thread instead',
    ])
  })
})

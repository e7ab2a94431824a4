// `hostile`: the web host against hostile clients. A real host (hostileHost.ts, its own process, so a crash shows
// as an exit) with its loopback listener and a LAN share listener takes, on both, every malformed frame kind
// ws refuses, ≥ 10,000 hostile payloads (hostilePayloads.ts) and a flood from a page that sends 2,000 requests
// and stops reading, while an owner page keeps asking ordinary things and timing the answers. Figures: payloads
// sent, frame kinds, host crashes (0), unanswered owner requests (0), the owner's p99 while under attack and
// while quiet, and how much the host's memory grew.
import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import WebSocket from 'ws'
import { requests, type Result } from '@shared/ipc'
import { BAD_FRAME_KINDS, rawPage } from '../tests/main/web/badFrames'
import type { HostReady, HostStats } from './hostileHost'
import type { OwnerPhase, OwnerReport } from './hostileOwner'
import { payload } from './hostilePayloads'
import { scaled, type SoakPart } from './types'

const LAN = '10.9.8.7'
const SEED = 17
/** The set-up's requests wait this long at most. */
const SETUP_TIMEOUT_MS = 15_000

interface Listener {
  readonly label: string
  readonly port: number
  readonly hostHeader: string
}

export const hostile: SoakPart = {
  name: 'hostile',
  async run(out, options) {
    const host = await startHost(options.scratch)
    let crashes = 0
    host.child.on('exit', (code, signal) => {
      if (!host.stopping) {
        crashes++
        out.note(`the host exited: code ${code}, signal ${signal}`)
      }
    })
    const owner: Listener = {
      label: 'owner',
      port: host.ready.port,
      hostHeader: `127.0.0.1:${host.ready.port}`,
    }
    const share: Listener = {
      label: 'share',
      port: host.ready.sharePort,
      hostHeader: `${LAN}:${host.ready.sharePort}`,
    }
    const page = await Page.open(owner)
    const classics = await page.value<{ id: string }[]>('classics.list', {})
    const { gameId: classic } = await page.value<{ gameId: string }>('classics.open', { id: classics[0].id })
    const { gameId: hosted } = await page.value<{ gameId: string }>('game.new', {
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 3,
    })
    const { length: positions } = await page.value<{ length: number }>('replay.timeline', { gameId: classic })
    // Whatever the host caches or compiles for what the attackers send is made now, before the memory baseline:
    // the reads they repeat, and every request's argument check (a string is no request's arguments).
    await page.value('replay.events', { gameId: classic })
    for (const name of Object.keys(requests)) await page.ask(name, 'warm-up', SETUP_TIMEOUT_MS)

    // The owner's page (its own process): ordinary requests one after another, each timed, for the whole run.
    const [probe] = await forkTs('hostileOwner.ts', [String(owner.port), hosted, classic, String(positions)])
    const report = new Promise<OwnerReport>((resolve, reject) => {
      probe.on('message', (message: OwnerReport) => message.kind === 'report' && resolve(message))
      probe.once('exit', (code) => reject(new Error(`the owner's page exited (${code}) without a report`)))
    })

    // Memory: the baseline after the set-up and a quiet spell; the peak while attacked.
    await sleep(3_000)
    const { rssBytes: baseline } = await host.stats()
    const heapBefore = await keptHeap(host)
    const peaks = new Map<OwnerPhase, { rss: number; loop: number }>()
    let phase: OwnerPhase = 'quiet'
    const enter = (next: OwnerPhase): void => {
      phase = next
      probe.send({ phase })
    }
    const sampler = setInterval(() => {
      const at = phase
      void host.stats().then(
        (s) => {
          const peak = peaks.get(at) ?? { rss: 0, loop: 0 }
          peaks.set(at, { rss: Math.max(peak.rss, s.rssBytes), loop: Math.max(peak.loop, s.loopDelayMaxMs) })
        },
        () => undefined,
      )
    }, 200)
    enter('frames')

    // 1. Every malformed frame kind, on both listeners.
    let wrongCodes = 0
    const frameRounds = scaled(5, options)
    for (const listener of [owner, share]) {
      for (const kind of BAD_FRAME_KINDS) {
        for (let round = 0; round < frameRounds; round++) {
          const bad = await rawPage(listener.port, listener.hostHeader)
          bad.socket.write(kind.bytes())
          const code = await Promise.race([bad.closeCode, sleep(5_000).then(() => -1)])
          if (code !== kind.code) {
            wrongCodes++
            out.note(`${listener.label}: ${kind.name} closed with ${code}, expected ${kind.code}`)
          }
          bad.socket.destroy()
        }
      }
    }

    // 2. Hostile payloads: two pages on each listener, each sending its share as fast as its socket drains.
    enter('payloads')
    const count = scaled(10_000, options)
    let sent = 0
    const blasters = [owner, owner, share, share].map(async (listener, b) => {
      let blaster = await Blaster.open(listener)
      for (let index = b; index < count; index += 4) {
        if (crashes > 0) break
        if (!blaster.open) blaster = await Blaster.open(listener)
        await blaster.send(payload(SEED, index, classic).data)
        sent++
      }
      blaster.close()
    })
    await Promise.all(blasters)

    // 3. The flood: 2,000 of the host's most expensive read from a page that never reads, on each listener.
    enter('flood')
    const before = await host.stats()
    const floods = await Promise.all([owner, share].map((listener) => Blaster.open(listener, false)))
    for (const flood of floods) {
      for (let id = 1; id <= 2000; id++) {
        await flood.send(
          JSON.stringify({ kind: 'request', id, name: 'replay.events', args: { gameId: classic } }),
        )
      }
    }
    // Done when the host has run or refused all 4,000, or dropped the pages (their answers waited unread for the
    // stall limit, 30 s, and the host stopped reading them meanwhile).
    const handled = (s: HostStats & { web: ListenerStats; share: ListenerStats }): number =>
      s.web.busy + s.web.started + s.share.busy + s.share.started
    const floodUntil = performance.now() + 45_000
    let after = await host.stats()
    while (
      performance.now() < floodUntil &&
      floods.some((f) => f.open) &&
      handled(after) - handled(before) < 4000
    ) {
      await sleep(250)
      after = await host.stats()
    }
    for (const flood of floods) flood.close()

    // A last quiet spell: the host is back to normal once the attackers are gone.
    enter('quiet')
    await sleep(2_000)
    clearInterval(sampler)
    // What the attack left behind, once its pages are all gone (only the owner's set-up page and probe remain).
    const settleUntil = performance.now() + 15_000
    let settled = await host.stats()
    while (performance.now() < settleUntil && settled.web.connections + settled.share.connections > 2) {
      await sleep(250)
      settled = await host.stats()
    }
    const heapAfter = await keptHeap(host)
    probe.send({ stop: true })
    const { latencies, unanswered, notes } = await report
    for (const note of notes.slice(0, 10)) out.note(`owner ${note}`)
    page.close()
    await host.stop()

    const p99 = (values: number[]): number => {
      const sorted = [...values].sort((a, b) => a - b)
      return sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)]
    }
    out.figure('hostile.payloads_sent', sent)
    out.figure('hostile.frame_kinds', BAD_FRAME_KINDS.length)
    out.figure('hostile.frames_sent', 2 * BAD_FRAME_KINDS.length * frameRounds)
    out.zero('hostile.frame_wrong_close_codes', wrongCodes)
    out.zero('hostile.host_crashes', crashes)
    out.zero('hostile.unanswered_owner_requests', unanswered)
    const attacked = [...latencies.frames, ...latencies.payloads, ...latencies.flood]
    const attacks: OwnerPhase[] = ['frames', 'payloads', 'flood']
    for (const at of ['quiet', ...attacks] as const) {
      const peak = peaks.get(at)
      const host = peak
        ? `host loop held up to ${peak.loop.toFixed(0)} ms, rss up to ${(peak.rss / 1e6).toFixed(0)} MB`
        : 'host not sampled (too short)'
      out.note(
        `${at}: owner p99 ${p99(latencies[at]).toFixed(0)} ms of ${latencies[at].length} requests; ${host}`,
      )
    }
    const most = (key: 'rss' | 'loop'): number => Math.max(...attacks.map((at) => peaks.get(at)?.[key] ?? 0))
    out.figure('hostile.owner_requests', latencies.quiet.length + attacked.length)
    out.figure('hostile.owner_delay_ms_p99', p99(attacked), 'ms')
    out.figure('hostile.owner_quiet_ms_p99', p99(latencies.quiet), 'ms')
    out.figure('hostile.host_loop_delay_ms_max', most('loop'), 'ms')
    out.figure('hostile.host_rss_growth_mb', (most('rss') - baseline) / 1e6, 'MB')
    out.figure('hostile.host_heap_kept_mb', (heapAfter - heapBefore) / 1e6, 'MB')
    out.figure('hostile.flood_requests_run', ranDuring(before, after), 'of 4000')
    out.figure('hostile.busy_answers', after.web.busy + after.share.busy)
    out.figure('hostile.dropped_pages', after.web.dropped + after.share.dropped)
  },
}

interface ListenerStats {
  readonly connections: number
  readonly busy: number
  readonly started: number
  readonly dropped: number
}

function ranDuring(before: HostStats, after: HostStats): number {
  const started = (s: HostStats): number =>
    (s.web as ListenerStats).started + (s.share as ListenerStats).started
  return started(after) - started(before)
}

/**
 * The heap the host really keeps: the least of a few readings after full collections, a moment apart (memory of
 * sockets closed just now is let go only once their close has been handled).
 */
async function keptHeap(host: RunningHost): Promise<number> {
  let least = Infinity
  for (let reading = 0; reading < 4; reading++) {
    await sleep(750)
    least = Math.min(least, (await host.stats(true)).heapUsedBytes)
  }
  return least
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

interface RunningHost {
  readonly child: ChildProcess
  readonly ready: HostReady
  stopping: boolean
  stats(gc?: boolean): Promise<HostStats & { web: ListenerStats; share: ListenerStats }>
  stop(): Promise<void>
}

/** Runs one of this folder's TypeScript files in a child process (tsx); resolves with its `ready` message. */
async function forkTs<T extends { kind: string }>(file: string, args: string[]): Promise<[ChildProcess, T]> {
  const child = fork(join(import.meta.dirname, file), args, {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<T>((resolve, reject) => {
    const exited = (code: number | null): void => reject(new Error(`${file} did not start (exit ${code})`))
    child.once('exit', exited)
    const onMessage = (message: T): void => {
      if (message.kind !== 'ready') return
      child.off('exit', exited)
      child.off('message', onMessage)
      resolve(message)
    }
    child.on('message', onMessage)
  })
  return [child, ready]
}

async function startHost(scratch: string): Promise<RunningHost> {
  const [child, ready] = await forkTs<HostReady>('hostileHost.ts', [scratch, LAN])
  const running: RunningHost = {
    child,
    ready,
    stopping: false,
    stats: (gc = false) =>
      new Promise((resolve, reject) => {
        if (!child.connected) return reject(new Error('the host is gone'))
        const onMessage = (message: HostStats): void => {
          if (message.kind !== 'stats') return
          child.off('message', onMessage)
          resolve(message as HostStats & { web: ListenerStats; share: ListenerStats })
        }
        child.on('message', onMessage)
        child.send({ kind: 'stats', gc })
      }),
    stop: async () => {
      running.stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.disconnect()
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))])
    },
  }
  return running
}

function connect(listener: Listener): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${listener.port}/ws`, {
      origin: `http://${listener.hostHeader}`,
      headers: { Host: listener.hostHeader },
      maxPayload: 256 * 1024 * 1024,
    })
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** The owner's page: asks and waits for the answer (null when none comes in time). */
class Page {
  private next = 1
  private readonly waiting = new Map<number, (result: Result<unknown>) => void>()

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { kind: string; id: number; result: Result<unknown> }
      if (message.kind === 'response') this.waiting.get(message.id)?.(message.result)
    })
  }

  static async open(listener: Listener): Promise<Page> {
    return new Page(await connect(listener))
  }

  ask(name: string, args: unknown, timeoutMs: number): Promise<Result<unknown> | null> {
    const id = this.next++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id)
        resolve(null)
      }, timeoutMs)
      this.waiting.set(id, (result) => {
        clearTimeout(timer)
        this.waiting.delete(id)
        resolve(result)
      })
      this.ws.send(JSON.stringify({ kind: 'request', id, name, args }))
    })
  }

  async value<T>(name: string, args: unknown): Promise<T> {
    const result = await this.ask(name, args, SETUP_TIMEOUT_MS)
    if (result === null || !result.ok) throw new Error(`${name} failed: ${JSON.stringify(result)}`)
    return result.value as T
  }

  close(): void {
    this.ws.close()
  }
}

/** A hostile page: sends whatever it is given as fast as its socket drains; reads (and drops) answers or not. */
class Blaster {
  open = true

  private constructor(private readonly ws: WebSocket) {
    ws.on('close', () => (this.open = false))
    ws.on('error', () => (this.open = false))
  }

  static async open(listener: Listener, reading = true): Promise<Blaster> {
    const ws = await connect(listener)
    if (!reading) ws.pause()
    return new Blaster(ws)
  }

  async send(data: string | Uint8Array): Promise<void> {
    if (!this.open) return
    // Back to the event loop each time (timers and the other pages run), and longer while the socket is full.
    await new Promise((done) => setImmediate(done))
    while (this.open && this.ws.bufferedAmount > 1_000_000) await sleep(2)
    if (this.open) this.ws.send(data, { binary: typeof data !== 'string' })
  }

  close(): void {
    this.ws.terminate()
  }
}

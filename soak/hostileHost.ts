// The host under attack in the `hostile` soak part, run as its own process so that a crash is seen as an exit:
// the real services (engine rulesets, saves in the given folder) behind a loopback web host and a LAN share
// listener (on 127.0.0.1 with a made-up LAN address, as the tests do). Arguments: its scratch folder and that LAN
// address. It sends the parent its ports over the IPC channel, then answers `stats` messages with its memory and
// what both listeners saw, and closes when the parent lets go of it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createHost } from '../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import type { Interfaces } from '../src-main/web/lanAddresses'
import { startWebHost } from '../src-main/web/server'
import { ShareHost } from '../src-main/web/share'

export interface HostReady {
  readonly kind: 'ready'
  readonly port: number
  readonly sharePort: number
}

export interface HostStats {
  readonly kind: 'stats'
  readonly rssBytes: number
  /** V8's heap in use (after a full collection when the parent asked for one: what is really kept). */
  readonly heapUsedBytes: number
  /** The longest the event loop was held up since the last `stats` (ms). */
  readonly loopDelayMaxMs: number
  readonly web: unknown
  readonly share: unknown
}

async function main(): Promise<void> {
  const [scratch, lan] = process.argv.slice(2)
  const dataDir = join(scratch, 'data')
  const rendererDir = join(scratch, 'renderer')
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(rendererDir, { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  const host = createHost({
    appVersion: 'soak',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir,
    aiThread: 'in-process',
    log: () => undefined,
    logError: () => undefined,
  })
  const web = await startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir, port: 0 })
  const interfaces = (): Interfaces =>
    ({
      eth0: [{ address: lan, family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
    }) as unknown as Interfaces
  const share = new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir,
    port: 0,
    bindHost: '127.0.0.1',
    interfaces,
  })
  host.share.attach(share)
  const status = await share.set(true)
  const ready: HostReady = { kind: 'ready', port: web.port, sharePort: Number(new URL(status.urls[0]).port) }
  process.send?.(ready)
  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  process.on('message', (message: { kind?: string; gc?: boolean }) => {
    if (message.kind !== 'stats') return
    // Started with --expose-gc by the parent.
    if (message.gc === true) (globalThis as { gc?: () => void }).gc?.()
    const loopDelayMaxMs = loop.max / 1e6
    loop.reset()
    const stats: HostStats = {
      kind: 'stats',
      rssBytes: process.memoryUsage().rss,
      heapUsedBytes: process.memoryUsage().heapUsed,
      loopDelayMaxMs,
      web: web.stats(),
      share: share.stats(),
    }
    // The parent may have let go meanwhile (the end of the run): then there is no one to tell.
    if (process.connected) process.send?.(stats, () => undefined)
  })
  process.on('disconnect', () => {
    void Promise.allSettled([share.close(), web.close()]).finally(() => {
      host.close()
      process.exit(0)
    })
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

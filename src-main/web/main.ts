// `npm run serve` (and `npm start`'s fallback): runs the web host under plain Node from the built output
// (out/main/web.js) and prints the URL to open.
import { mkdirSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { createHost, durabilityFrom } from '../host/createHost'
import { engineRulesets, engineTeams } from '../host/engineSources'
import { webDataDir } from './dataDir'
import { DEFAULT_PORT, parseServeOptions } from './options'
import { startWebHost, type WebHost } from './server'
import { ShareHost } from './share'
import { AI_PACE_MS } from '../services/AiHost'

const here = import.meta.dirname
const appRoot = join(here, '..', '..')

async function main(): Promise<void> {
  const options = parseServeOptions(process.argv.slice(2), process.env)
  const dataDir = webDataDir(process.env, process.platform, homedir())
  mkdirSync(dataDir, { recursive: true })
  const pkg = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string }
  // The URL line below names the saves folder; the host's own start-up log would repeat it.
  const host = createHost({
    appVersion: pkg.version,
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir,
    durability: durabilityFrom(process.env),
    log: () => undefined,
    // The e2e suite forces dice through `test.forceDice`; playwright.config.ts sets this for the web project.
    testHooks: process.env.PITCHSIDE_TEST_HOOKS === '1',
    // The AI's turn played out at the app's pace, except under the e2e suite (which waits for results, not looks).
    aiPaceMs: process.env.PITCHSIDE_TEST_HOOKS === '1' ? 0 : AI_PACE_MS,
    // Fewer playouts per win-chance point for the e2e suite (a whole line in seconds); the game's own by default.
    winChancePlayouts: playoutsFrom(process.env.PITCHSIDE_WINCHANCE_PLAYOUTS),
  })
  const rendererDir = join(here, '..', 'renderer')
  const start = (port: number): Promise<WebHost> =>
    startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir, host: options.host, port })

  let web: WebHost
  try {
    web = await start(options.port ?? DEFAULT_PORT)
  } catch (error) {
    // The default port being taken (a second copy running) is no reason to fail: take any free one.
    if (options.port !== null || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    web = await start(0)
  }
  console.log(`Pitchside is being served at ${web.url} (saves in ${dataDir})`)
  // The read-only LAN share (Settings → Share on local network): off until the owner turns it on.
  const share = new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir,
    log: (message) => console.log(message),
  })
  host.share.attach(share)

  const stop = (): void => {
    void Promise.allSettled([share.close(), web.close()]).finally(() => {
      host.close()
      process.exit(0)
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(
    `Pitchside web host failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})

/** PITCHSIDE_WINCHANCE_PLAYOUTS as a whole number of 1 to 256, else undefined (the per-game default). */
export function playoutsFrom(value: string | undefined): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 256 ? n : undefined
}

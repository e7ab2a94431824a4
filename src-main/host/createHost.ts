// The composition root shared by the Electron main and the web host: builds the services once and returns
// the dispatcher and event bus that a transport binds to.
import { randomInt, randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { AiHost } from '../services/AiHost'
import { EventBus } from '../services/EventBus'
import { GameHost } from '../services/GameHost'
import { SaveStore } from '../services/SaveStore'
import type { RulesetSource, TeamSource } from '../services/sources'
import { createDispatcher, type Dispatcher, type ErrorLog } from './dispatcher'
import { createHandlers } from './handlers'

export const SAVE_FILE_NAME = 'pitchside.sqlite'

export interface HostOptions {
  readonly appVersion: string
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  /** Folder for the save database (created by the caller), or null to run without saves. */
  readonly dataDir: string | null
  /** better_sqlite3.node for the current runtime, when it is not the one in node_modules (Electron dev). */
  readonly nativeBinding?: string
  readonly aiSeed?: number
  readonly logError?: ErrorLog
  readonly log?: (message: string) => void
}

export interface Host {
  readonly dispatcher: Dispatcher
  readonly bus: EventBus
  readonly games: GameHost
  readonly store: SaveStore | null
  close(): void
}

export function createHost(options: HostOptions): Host {
  const logError = options.logError ?? ((message, error) => console.error(`[pitchside] ${message}:`, error))
  const log = options.log ?? ((message) => console.log(`[pitchside] ${message}`))
  const bus = new EventBus()
  const games = new GameHost({
    rulesets: options.rulesets,
    teams: options.teams,
    bus,
    newSeed: () => randomInt(0, 2 ** 32 - 1),
    newId: () => `g-${randomUUID()}`,
  })
  const ai = new AiHost(games, bus, options.aiSeed ?? randomInt(0, 2 ** 32 - 1))
  const store = openStore(options, logError, log)
  const handlers = createHandlers({
    appName: 'Pitchside',
    appVersion: options.appVersion,
    rulesets: options.rulesets,
    teams: options.teams,
    games,
    ai,
    store,
    bus,
    now: () => new Date(),
    logError,
  })
  return {
    dispatcher: createDispatcher(handlers, logError),
    bus,
    games,
    store,
    close: () => store?.close(),
  }
}

function openStore(options: HostOptions, logError: ErrorLog, log: (m: string) => void): SaveStore | null {
  if (options.dataDir === null) return null
  const file = join(options.dataDir, SAVE_FILE_NAME)
  try {
    const store = SaveStore.open({ file, nativeBinding: options.nativeBinding })
    log(`saves: ${file}`)
    return store
  } catch (error) {
    // Playing without saves beats not starting: app.info reports savesAvailable=false and the UI says so.
    logError(`saves disabled, cannot use ${file}`, error)
    return null
  }
}

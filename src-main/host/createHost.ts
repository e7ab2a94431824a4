// The composition root shared by the Electron main and the web host: builds the services once and returns
// the dispatcher and event bus that a transport binds to.
import { randomInt, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { AiBudget } from '@shared/ai/registry'
import { inProcessChooser } from '../ai/inProcess'
import type { AiChooser } from '../ai/protocol'
import { workerChooser, type WorkerEntry } from '../ai/workerChooser'
import { AiHost } from '../services/AiHost'
import { ClassicGames } from '../services/ClassicGames'
import { ClassicViews } from '../services/ClassicViews'
import { EventBus } from '../services/EventBus'
import { GameHost } from '../services/GameHost'
import { ReplayService } from '../services/ReplayService'
import type { Durability } from '../services/saveDatabase'
import { Saves } from '../services/Saves'
import { TurnClocks, WALL_CLOCK, type ClockSource } from '../services/TurnClocks'
import { Hints } from '../services/Hints'
import { WinChances } from '../services/WinChances'
import { inProcessWinChance, workerWinChance } from '../ai/winChanceRunner'
import { TURN_TIMEOUT } from '@shared/engine/turnClock'
import { ContractError } from '@shared/ipc'
import type { SaveStore } from '../services/SaveStore'
import type { RulesetSource, TeamSource } from '../services/sources'
import { engineRulesets } from './engineSources'
import { createDispatcher, type Dispatcher, type ErrorLog } from './dispatcher'
import { createHandlers } from './handlers'
import { replaySource } from './replaySource'
import { Showcase } from './showcaseHandlers'
import { SavedTeams } from './teamHandlers'
import { SavedLeagues } from './leagueHandlers'
import { LeagueGames } from '../services/LeagueGames'
import { ShareSlot } from './shareHandlers'

export const SAVE_FILE_NAME = 'pitchside.sqlite'

export interface HostOptions {
  readonly appVersion: string
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  /** Folder for the save database (created by the caller), or null to run without saves. */
  readonly dataDir: string | null
  /** better_sqlite3.node for the current runtime, when it is not the one in node_modules (Electron dev). */
  readonly nativeBinding?: string
  /** 'process' (default: WAL + synchronous NORMAL) or 'power' (FULL, an fsync per action): saveDatabase.ts. */
  readonly durability?: Durability
  readonly aiSeed?: number
  /**
   * Where the AI thinks: 'worker' (a worker thread; default with the engine's own rulesets) or 'in-process'
   * (default otherwise: a worker only knows the engine's registry, not a test's fake ruleset).
   */
  readonly aiThread?: 'worker' | 'in-process'
  /** The worker to start instead of the built one (tests force a worker that cannot start). */
  readonly aiWorkerEntry?: () => WorkerEntry
  /** Overrides every AI controller's time budget (tests pass node budgets). */
  readonly aiBudget?: AiBudget
  /** The least time between two AI actions in a game (AiHost's AI_PACE_MS in the app; 0 by default: at once). */
  readonly aiPaceMs?: number
  /**
   * The shipped classic games (resources/classic-games). Defaults to the first such folder found walking up
   * from this module (dev, tests, `npm run serve`, unpackaged Electron); null for none.
   */
  readonly classicGamesDir?: string | null
  readonly logError?: ErrorLog
  /** The turn clocks' time source (tests pass a fake one); the wall clock by default. */
  readonly clockSource?: ClockSource
  /** Answers the test-only requests (`test.forceDice`): the web host sets it from PITCHSIDE_TEST_HOOKS=1 only. */
  readonly testHooks?: boolean
  readonly log?: (message: string) => void
  /** Playouts per win-chance point (tests pass a few); per game by default (services/WinChances.ts). */
  readonly winChancePlayouts?: number
}

export interface Host {
  readonly dispatcher: Dispatcher
  readonly bus: EventBus
  readonly games: GameHost
  readonly saves: Saves
  /** The open save store (null when saves are off or the database was refused). */
  readonly store: SaveStore | null
  /** Main's AI player (tests wait on `ai.idle()`). */
  readonly ai: AiHost
  /** Where the transport attaches the LAN share's listener (src-main/web/share.ts). */
  readonly share: ShareSlot
  /** The win-chance line's background work (tests wait on `winChances.idle()`). */
  readonly winChances: WinChances
  /** The games of league fixtures and their background AI run (tests wait on `leagues.idle()`). */
  readonly leagues: LeagueGames
  close(): void
}

/** The win-chance playouts' seed when the host is given none (see WinChances). */
const WIN_CHANCE_SEED = 0x5eed_b0b1

export function createHost(options: HostOptions): Host {
  const logError = options.logError ?? ((message, error) => console.error(`[pitchside] ${message}:`, error))
  const log = options.log ?? ((message) => console.log(`[pitchside] ${message}`))
  const now = (): Date => new Date()
  const newId = (): string => `g-${randomUUID()}`
  const bus = new EventBus()
  const saves = new Saves({
    file: options.dataDir === null ? null : join(options.dataDir, SAVE_FILE_NAME),
    nativeBinding: options.nativeBinding,
    now,
    logError,
    log,
    durability: options.durability,
  })
  // At a turn clock's expiry main commits the turnover itself, as a coach's action (engine/turnClock.ts), and the
  // AI answers if the next turn is its. Refused while the coach on turn finishes a roll's choices: the clock sends
  // it again after his next decision (TurnClocks.apply).
  const clocks = new TurnClocks((gameId) => {
    try {
      games.act(gameId, { type: TURN_TIMEOUT })
      ai.kick(gameId)
    } catch (error) {
      if (!(error instanceof ContractError)) logError('the turn clock could not end the turn', error)
    }
  }, options.clockSource ?? WALL_CLOCK)
  const games = new GameHost({
    rulesets: options.rulesets,
    teams: options.teams,
    bus,
    newSeed: () => randomInt(0, 2 ** 32 - 1),
    newId,
    journal: saves,
    clocks,
  })
  const thread = options.aiThread ?? (options.rulesets === engineRulesets ? 'worker' : 'in-process')
  const chooser: AiChooser =
    thread === 'worker'
      ? workerChooser({
          entry: options.aiWorkerEntry,
          // A worker that cannot start (a broken package, a missing build) must not leave games waiting.
          fallback: () => inProcessChooser(options.rulesets),
          onFallback: (reason, error) =>
            logError(`${reason}; the AI thinks on the main thread instead`, error),
        })
      : inProcessChooser(options.rulesets)
  const aiSeed = options.aiSeed ?? randomInt(0, 2 ** 32 - 1)
  const ai = new AiHost(games, bus, {
    seed: aiSeed,
    chooser,
    budget: options.aiBudget,
    paceMs: options.aiPaceMs,
    logError,
  })
  const classics = new ClassicGames(
    options.classicGamesDir === undefined ? findClassicGames(import.meta.dirname) : options.classicGamesDir,
  )
  const classicViews = new ClassicViews(classics, options.rulesets)
  const replays = new ReplayService(
    replaySource(saves, games, (gameId) => classicViews.get(gameId)),
    options.rulesets,
  )
  const hints = new Hints(games, { chooser, seed: aiSeed, budget: options.aiBudget })
  const winChances = new WinChances({
    replays,
    rulesets: options.rulesets,
    bus,
    db: () => saves.store?.connection ?? null,
    // Its own worker thread (the AI worker's file), so the analysis never waits behind an AI decision or main.
    runner:
      thread === 'worker'
        ? workerWinChance({
            entry: options.aiWorkerEntry,
            fallback: () => inProcessWinChance(options.rulesets),
            onFallback: (error) => logError('the win-chance worker could not start; it runs on main', error),
          })
        : inProcessWinChance(options.rulesets),
    // One fixed seed (mixed with each position): a game's line reads the same on every machine and every start,
    // as a club comparing a replay expects; the AI's own seed changes per start.
    seed: options.aiSeed ?? WIN_CHANCE_SEED,
    playouts: options.winChancePlayouts,
    logError,
  })
  const showcase = new Showcase({ saves, nativeBinding: options.nativeBinding, now })
  const share = new ShareSlot()
  const savedTeams = new SavedTeams(saves, now)
  const savedLeagues = new SavedLeagues(saves, savedTeams, now)
  const leagueGames = new LeagueGames({
    games,
    ai,
    bus,
    saves,
    leagues: () => savedLeagues.current(),
    logError,
    // A finished Classic or Blitz Bowl fixture's log, replayed for its star player points or its injuries (up to
    // the cursor: the game's end).
    matchLog: (gameId) => {
      const stored = games.has(gameId) ? games.stored(gameId) : (saves.store?.load(gameId, false) ?? null)
      if (!stored) return null
      return { seed: stored.created.seed, steps: replays.events(gameId, null, 0, stored.cursor).positions }
    },
    // Where a saved game stands (an older Classic result's points counted again from its game).
    finalView: (gameId) => {
      if (games.has(gameId)) return games.view(gameId)
      const stored = saves.store?.load(gameId, false) ?? null
      return stored ? replays.seek(gameId, null, stored.cursor).view : null
    },
  })
  // A linked game's end is recorded however it ends: played at the table, by the AI, or by the background run.
  leagueGames.listen()
  const handlers = createHandlers({
    appName: 'Pitchside',
    appVersion: options.appVersion,
    rulesets: options.rulesets,
    teams: options.teams,
    games,
    ai,
    saves,
    replays,
    classics,
    classicViews,
    bus,
    now,
    newId,
    logError,
    testHooks: options.testHooks === true,
    showcase,
    share,
    hints,
    winChances,
    savedTeams,
    leagues: savedLeagues,
    leagueGames,
  })
  return {
    dispatcher: createDispatcher(handlers, logError),
    bus,
    games,
    saves,
    get store() {
      return saves.store
    },
    ai,
    share,
    winChances,
    leagues: leagueGames,
    close: () => {
      leagueGames.close()
      clocks.close()
      winChances.close()
      ai.close()
      showcase.close()
      saves.close()
    },
  }
}

/** The durability asked for by PITCHSIDE_DURABILITY=power (both the desktop app and the web host read it). */
export function durabilityFrom(env: NodeJS.ProcessEnv): Durability {
  return env.PITCHSIDE_DURABILITY === 'power' ? 'power' : 'process'
}

/** resources/classic-games in the nearest folder above `from` that has one. */
export function findClassicGames(from: string): string | null {
  let dir = from
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'resources', 'classic-games')
    if (existsSync(candidate)) return candidate
    const up = dirname(dir)
    if (up === dir) break
    dir = up
  }
  return null
}

// The saves, undo/redo, replay and classic-games requests. Each one goes through the services; anything that
// writes is committed before an event announces it.
import { ContractError, type AppInfo, type OpenedGame, type SavedGameSummary } from '@shared/ipc'
import type { ClassicGames } from '../services/ClassicGames'
import type { ClassicViews } from '../services/ClassicViews'
import type { EventBus } from '../services/EventBus'
import type { GameHost, StoredGame } from '../services/GameHost'
import { asContractError, rebuild } from '../services/gameLog'
import { redoSteps, undoSteps } from './undoSteps'
import { blocksOpening } from '../services/readRows'
import { readReplay, replayFileName, stringifyReplay, toReplayFile } from '../services/replayFile'
import type { ReplayService } from '../services/ReplayService'
import { soundPart } from '../services/salvage'
import type { Saves } from '../services/Saves'
import type { GameRead } from '../services/SaveStore'
import type { RulesetSource } from '../services/sources'
import type { Handlers } from './dispatcher'

export interface SaveHandlerDeps {
  readonly appName: string
  readonly appVersion: string
  readonly rulesets: RulesetSource
  readonly games: GameHost
  readonly saves: Saves
  readonly replays: ReplayService
  readonly classics: ClassicGames
  /** Shipped classics checked and held in memory for watching without a save (classics.view). */
  readonly classicViews: ClassicViews
  readonly bus: EventBus
  readonly now: () => Date
  readonly newId: () => string
  /** Main's AI player: told after every change so it plays the decisions its controllers own. */
  readonly ai?: { kick(gameId: string): void }
}

type SaveRequests =
  | 'game.open'
  | 'game.undo'
  | 'game.redo'
  | 'game.history'
  | 'saves.list'
  | 'saves.continue'
  | 'saves.rename'
  | 'saves.tag'
  | 'saves.delete'
  | 'saves.duplicate'
  | 'saves.startFresh'
  | 'replay.timeline'
  | 'replay.seek'
  | 'replay.events'
  | 'replay.step'
  | 'replay.export'
  | 'replay.import'
  | 'classics.list'
  | 'classics.open'
  | 'classics.view'

/**
 * Hosts a saved game when it is not hosted yet (first use after a restart, or after eviction). Never for a viewer
 * of the LAN share: hosting one game can evict another (an unsaved drill), so viewers read hosted games only.
 */
export function ensureHosted(
  deps: Pick<SaveHandlerDeps, 'games' | 'saves'>,
  gameId: string,
  context?: { readonly viewer?: boolean },
): void {
  if (deps.games.has(gameId) || context?.viewer === true) return
  const stored = deps.saves.store?.load(gameId)
  if (stored) deps.games.load(stored)
}

/**
 * How many saved games are damaged and which (the first ten), for app.info; nothing when none or no saves. The
 * renderer needs app.info to start, so a database that cannot even be listed leaves this out (and is logged).
 */
export function damagedSaves(saves: Saves): Pick<AppInfo, 'damagedSaves'> {
  let damaged: SavedGameSummary[]
  try {
    damaged = saves.store?.damaged() ?? []
  } catch (error) {
    console.error('[pitchside] cannot list the saved games for app.info:', error)
    return {}
  }
  if (damaged.length === 0) return {}
  const games = damaged.slice(0, 10).map((game) => ({
    gameId: game.gameId,
    title: game.title || `${game.teams[0].name} v ${game.teams[1].name}`,
    part: game.damage!.part,
  }))
  return { damagedSaves: { count: damaged.length, games } }
}

export function createSaveHandlers(deps: SaveHandlerDeps): Pick<Handlers, SaveRequests> {
  const { games, saves, replays, bus } = deps

  const open = (gameId: string): OpenedGame => {
    ensureHosted(deps, gameId)
    repairListing(gameId)
    deps.ai?.kick(gameId)
    return {
      gameId,
      view: games.view(gameId),
      history: games.history(gameId),
      controllers: games.controllers(gameId),
    }
  }

  /** A game whose Load-list cells were unreadable gets them written again once it opened (its log was sound). */
  const repairListing = (gameId: string): void => {
    try {
      saves.store?.repairListing(gameId, games.view(gameId))
    } catch (error) {
      console.error('[pitchside] Load-list entry not rewritten:', error)
    }
  }

  const summaryOf = (gameId: string): SavedGameSummary => {
    const summary = saves.require().summary(gameId)
    if (!summary) throw new ContractError('save/not-found', `No saved game ${gameId}.`)
    return summary
  }

  const written = (gameId: string, kind: 'renamed' | 'tagged' | 'deleted' | 'duplicated' | 'imported') =>
    bus.emit('save.written', { gameId, kind, at: deps.now().toISOString() })

  const saveCopy = (
    stored: StoredGame,
    meta: { title: string; tags: readonly string[]; source: string | null },
    from?: string,
  ) => {
    const ruleset = deps.rulesets.get(stored.created.ruleset)
    let best: number | null = null
    for (const index of stored.snapshots.keys())
      if (index <= stored.cursor && (best === null || index > best)) best = index
    const snapshot = best === null ? null : { index: best, state: stored.snapshots.get(best) }
    let state: unknown
    try {
      state = rebuild(ruleset, stored.created, stored.entries, stored.cursor, snapshot).state
    } catch (error) {
      throw asContractError(error)
    }
    saves.require().saveWhole(stored, ruleset.view(state), meta, from)
  }

  const exportSound = (gameId: string, read: GameRead): { fileName: string; text: string } => {
    const { stored, view, dropped } = soundPart(read.stored, read.damage, (id) => deps.rulesets.get(id))
    const summary = saves.store?.summary(gameId) ?? null
    const kept = stored.entries.length
    const notes = blocksOpening(read.damage)
      ? `Exported from a damaged save (${read.damage.message}): its first ${kept} actions, which replay as recorded.`
      : dropped > 0
        ? `Exported as far as it replays: action ${kept + 1} no longer replays as recorded, so the file ends before it.`
        : ''
    const file = toReplayFile(stored, view, {
      title: summary?.title ?? '',
      notes,
      tags: summary?.tags ?? [],
      appName: deps.appName,
      appVersion: deps.appVersion,
      exportedAt: deps.now(),
    })
    const [home, away] = view.teams
    return { fileName: replayFileName(file, home.name, away.name), text: stringifyReplay(file) }
  }

  const importText = (text: string, source: string): SavedGameSummary => {
    const store = saves.require()
    const gameId = deps.newId()
    const { stored, view, file } = readReplay(text, deps.rulesets, gameId)
    store.saveWhole(stored, view, { title: file.title, tags: file.tags, source })
    written(gameId, 'imported')
    return summaryOf(gameId)
  }

  return {
    'game.open': (args) => {
      if (!games.has(args.gameId) && !saves.store?.summary(args.gameId)) {
        throw new ContractError('save/not-found', `No saved game ${args.gameId}.`)
      }
      return open(args.gameId)
    },

    'game.undo': (args) => {
      ensureHosted(deps, args.gameId)
      const result = games.undo(args.gameId, undoSteps(games, args.gameId, args.steps ?? 1))
      deps.ai?.kick(args.gameId)
      return { ...result, history: games.history(args.gameId) }
    },

    'game.redo': (args) => {
      ensureHosted(deps, args.gameId)
      const result = games.redo(args.gameId, redoSteps(games, args.gameId, args.steps ?? 1))
      deps.ai?.kick(args.gameId)
      return { ...result, history: games.history(args.gameId) }
    },

    'game.history': (args, context) => {
      ensureHosted(deps, args.gameId, context)
      return games.history(args.gameId)
    },

    'saves.list': () => saves.require().summaries(),

    'saves.continue': () => {
      const gameId = saves.require().lastUnfinished()
      return { game: gameId === null ? null : open(gameId) }
    },

    'saves.rename': (args) => {
      saves.require().rename(summaryOf(args.gameId).gameId, args.title)
      written(args.gameId, 'renamed')
      return summaryOf(args.gameId)
    },

    'saves.tag': (args) => {
      saves.require().tag(summaryOf(args.gameId).gameId, args.tags)
      written(args.gameId, 'tagged')
      return summaryOf(args.gameId)
    },

    'saves.delete': (args) => {
      saves.require().delete(summaryOf(args.gameId).gameId)
      games.forget(args.gameId)
      written(args.gameId, 'deleted')
      return { deleted: true as const }
    },

    'saves.duplicate': (args) => {
      const source = summaryOf(args.gameId)
      const stored = saves.require().load(args.gameId)!
      const gameId = deps.newId()
      const copy: StoredGame = { ...stored, created: { ...stored.created, gameId } }
      const title = `${source.title || `${source.teams[0].name} v ${source.teams[1].name}`} (copy)`.slice(
        0,
        120,
      )
      saveCopy(copy, { title, tags: source.tags, source: source.source }, args.gameId)
      written(gameId, 'duplicated')
      return summaryOf(gameId)
    },

    'saves.startFresh': () => saves.startFresh(),

    'replay.timeline': (args) => replays.timeline(args.gameId, args.branchId ?? null),

    'replay.seek': (args) => replays.seek(args.gameId, args.branchId ?? null, args.position),

    'replay.events': (args) => replays.events(args.gameId, args.branchId ?? null, args.from, args.to),

    'replay.step': (args) =>
      replays.step(args.gameId, args.branchId ?? null, args.from, args.unit, args.direction),

    'replay.export': (args) => {
      // A saved game is written from a replay from its setup that checks every action against its recorded
      // events (services/salvage.ts), so the file always imports again; a damaged game, or a log that stops
      // replaying as recorded, gives the part before it.
      const read = saves.store?.read(args.gameId, false) ?? null
      if (read) return exportSound(args.gameId, read)
      if (!games.has(args.gameId)) throw new ContractError('game/not-found', `No game ${args.gameId}.`)
      // A hosted game that is not in the saves (saves off): its log as played in this session.
      const stored = games.stored(args.gameId)
      const frame = replays.seek(args.gameId, null, stored.cursor)
      const file = toReplayFile(stored, frame.view, {
        title: '',
        tags: [],
        appName: deps.appName,
        appVersion: deps.appVersion,
        exportedAt: deps.now(),
      })
      const [home, away] = frame.view.teams
      return { fileName: replayFileName(file, home.name, away.name), text: stringifyReplay(file) }
    },

    'replay.import': (args) => importText(args.text, 'import'),

    'classics.list': () => deps.classics.list(),

    'classics.open': (args) => {
      const source = `classic:${args.id}`
      const text = deps.classics.read(args.id)
      const existing = saves.require().findBySource(source)
      return existing ? summaryOf(existing) : importText(text, source)
    },

    // Read-only (allowed to the share's viewers): the saved copy if the owner opened this classic before, else
    // the file checked like an import and held in memory (services/ClassicViews.ts). Never opens or creates the
    // database (saves.store, not saves.require()), so it works with saves off too.
    'classics.view': (args) => {
      const saved = saves.store?.findBySource(`classic:${args.id}`) ?? null
      if (saved !== null) return { gameId: saved, saved: true }
      return { gameId: deps.classicViews.open(args.id), saved: false }
    },
  }
}

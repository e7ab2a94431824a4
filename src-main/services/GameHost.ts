// Hosts games in memory: creates them through the ruleset registry, applies coaches' actions, undoes and redoes
// them, and announces every change on the event bus. It knows no rules itself; the Ruleset does all of that.
// With a journal (the save store), every change is committed before anyone hears of it: a failed commit
// rolls the change back and the request fails with `save/failed`.
import type {
  Action,
  Decision,
  EngineEvent,
  GameSetup,
  GameView,
  Ruleset,
  RulesetId,
  Side,
} from '@shared/engine/api'
import type { Reach } from '@shared/engine/reach'
import { turnClockMs } from '@shared/engine/turnClock'
import {
  ContractError,
  HUMANS,
  type ActResult,
  type Controller,
  type Controllers,
  type HistoryInfo,
  type LegalActions,
  type TurnClockInfo,
} from '@shared/ipc'
import {
  applyEntry,
  asContractError,
  canReseed,
  createWithOptions,
  entryOf,
  reseedDice,
  SNAPSHOT_EVERY,
} from './gameLog'
import type {
  CreatedGame,
  GameHostOptions,
  GameJournal,
  NewGameRequest,
  PositionGameRequest,
  SideTeam,
  StoredGame,
} from './gameHostTypes'
import {
  cacheSnapshot,
  commitChange,
  historyOf,
  journalOf,
  startOf,
  stateAt,
  type HostedGame,
} from './hostedGame'
import { legalAnswer, reachAnswer } from './legalAnswer'
import { viewFor, type Audience } from './viewFor'
import { AnnounceThrottle } from './announceThrottle'

export type {
  CreatedGame,
  GameHostOptions,
  GameJournal,
  NewGameRequest,
  PositionGameRequest,
  SideTeam,
  StoredGame,
}

export class GameHost {
  private readonly games = new Map<string, HostedGame>()
  private readonly maxGames: number
  /** Games announced at most every so often (`thin`). */
  private readonly thinned = new AnnounceThrottle()
  /** Source of revisions, unique across games and reloads. */
  private changes = 0

  constructor(private readonly options: GameHostOptions) {
    this.maxGames = options.maxGames ?? 32
  }

  create(request: NewGameRequest): { gameId: string; view: GameView; created: CreatedGame } {
    const ruleset = this.ruleset(request.ruleset)
    const teams = [
      request.home.team ?? this.team(request.ruleset, request.home.rosterId),
      request.away.team ?? this.team(request.ruleset, request.away.rosterId),
    ] as const
    const seed = request.seed ?? this.options.newSeed() >>> 0
    const setup: GameSetup = {
      ruleset: request.ruleset,
      seed,
      teams,
      ...(request.options && Object.keys(request.options).length > 0 ? { options: request.options } : {}),
    }
    const state = createWithOptions(ruleset, setup)
    if (request.practice && !canReseed(state)) {
      throw new ContractError('ruleset/unavailable', `Practice mode is not available for ${ruleset.name}.`)
    }
    const gameId = this.options.newId()
    const created: CreatedGame = {
      gameId,
      ruleset: request.ruleset,
      rulesetVersion: ruleset.version,
      engineVersion: this.options.rulesets.engineVersion,
      seed,
      rosterIds: [request.home.rosterId, request.away.rosterId],
      setup,
      ...(request.practice ? { practice: true } : {}),
      ...(request.controllers && !isHumans(request.controllers) ? { controllers: request.controllers } : {}),
    }
    const view = ruleset.view(state)
    commitChange(() => this.options.journal?.created(created, view))
    this.host(gameId, {
      ruleset,
      state,
      created,
      entries: [],
      cursor: 0,
      snapshots: new Map(),
      distrusted: new Set(),
      revision: ++this.changes,
    })
    this.syncClock(gameId)
    this.announce(gameId, view, [])
    return { gameId, view: this.shown(gameId, view), created }
  }

  /**
   * Hosts a game that starts from a given position instead of a setup (a drill). Undo, redo and seeking replay
   * from that position; nothing is written to the saves, because a scenario position is not a setup the save
   * store can record.
   */
  createFromPosition(request: PositionGameRequest): { gameId: string; view: GameView; created: CreatedGame } {
    const ruleset = this.ruleset(request.ruleset)
    const state = ruleset.deserialize(ruleset.serialize(request.state))
    const seed = request.seed ?? this.options.newSeed() >>> 0
    if (canReseed(state)) reseedDice(state, seed)
    const origin = ruleset.serialize(state)
    const gameId = this.options.newId()
    const created: CreatedGame = {
      gameId,
      ruleset: request.ruleset,
      rulesetVersion: ruleset.version,
      engineVersion: this.options.rulesets.engineVersion,
      seed,
      rosterIds: request.rosterIds,
      // Not a setup that rebuilds the position: replays start from `origin`, which the host keeps.
      setup: { ruleset: request.ruleset, seed, teams: [null, null] },
      ...(request.controllers && !isHumans(request.controllers) ? { controllers: request.controllers } : {}),
    }
    this.host(gameId, {
      ruleset,
      state,
      created,
      entries: [],
      cursor: 0,
      snapshots: new Map(),
      distrusted: new Set(),
      revision: ++this.changes,
      origin,
      ...(request.until ? { until: { check: request.until, start: ruleset.view(state) } } : {}),
    })
    const view = ruleset.view(state)
    this.announce(gameId, view, [])
    return { gameId, view: this.shown(gameId, view), created }
  }

  /** Whether a hosted game is kept out of the saves (a game from a position). */
  unsaved(gameId: string): boolean {
    return this.game(gameId).origin !== undefined
  }

  /**
   * Hosts a stored game again at its cursor: a checked rebuild (gameLog.rebuild) from its nearest trusted snapshot,
   * every recorded events digest compared; a stored snapshot it finds untrusted is written again.
   */
  load(stored: StoredGame): GameView {
    const { created } = stored
    const game: HostedGame = {
      ruleset: this.ruleset(created.ruleset),
      state: null,
      created,
      entries: [...stored.entries],
      cursor: stored.cursor,
      snapshots: new Map(stored.snapshots),
      distrusted: new Set(stored.distrusted),
      revision: ++this.changes,
    }
    game.state = stateAt(game, stored.cursor, this.options.journal)
    this.host(created.gameId, game)
    this.syncClock(created.gameId, stored.entries[stored.cursor - 1]?.clockMs)
    return this.shown(created.gameId, game.ruleset.view(game.state))
  }

  /** Announces a game's changes at most every `everyMs` (its end always), or with null each one again. */
  thin(gameId: string, everyMs: number | null): void {
    this.thinned.set(gameId, everyMs)
  }

  /** Stops hosting a game (after it was deleted from the saves). */
  forget(gameId: string): void {
    this.games.delete(gameId)
    this.thinned.forget(gameId)
    this.options.clocks?.forget(gameId)
  }

  has(gameId: string): boolean {
    return this.games.has(gameId)
  }

  get size(): number {
    return this.games.size
  }

  /** The game's view as `audience` may see it (viewFor.ts): the app's own screen unless told otherwise. */
  view(gameId: string, audience: Audience = 'table'): GameView {
    const game = this.game(gameId)
    return viewFor(game.ruleset.view(game.state), this.controllers(gameId), audience)
  }

  /** The legal actions of the position with their chances, info and aims (services/legalAnswer.ts). */
  legal(gameId: string): LegalActions {
    const game = this.game(gameId)
    const clock = this.options.clocks?.info(gameId) ?? null
    return legalAnswer(game.ruleset, game.state, game.ended === true, clock)
  }

  /** The moving player's reach and the closed squares' reasons (services/legalAnswer.ts). */
  reach(gameId: string): Reach {
    const { ruleset, state } = this.game(gameId)
    return reachAnswer(ruleset, state)
  }

  /** The hosted state, serialised by its ruleset (determinism checks compare these). */
  serialize(gameId: string): unknown {
    const game = this.game(gameId)
    return game.ruleset.serialize(game.state)
  }

  history(gameId: string): HistoryInfo {
    return historyOf(this.game(gameId))
  }

  /** The pending decision alone (cheaper than `legal`, which also lists actions and their chances). */
  decision(gameId: string): Decision {
    const game = this.game(gameId)
    const decision = game.ruleset.decision(game.state)
    return game.ended ? { ...decision, side: null } : decision
  }

  /** Whether a game ended on its own condition (a drill at its goal, PositionGameRequest.until). */
  ended(gameId: string): boolean {
    return this.game(gameId).ended === true
  }

  /** Who plays each side. */
  controllers(gameId: string): Controllers {
    return this.game(gameId).created.controllers ?? HUMANS
  }

  /** A counter bumped by every change of the hosted game (act, undo, redo, reload). */
  revision(gameId: string): number {
    return this.game(gameId).revision
  }

  /** The live state and its ruleset, for main's AI to copy (never to change). */
  live(gameId: string): { readonly ruleset: Ruleset; readonly state: unknown } {
    const game = this.game(gameId)
    return { ruleset: game.ruleset, state: game.state }
  }

  /**
   * The side that decided each action of the current line before `upTo` (a replay from the start): undo in a
   * game with an AI side goes back to a human's decision with it.
   */
  deciders(gameId: string, upTo: number): (Side | null)[] {
    const game = this.game(gameId)
    let state = startOf(game)
    const sides: (Side | null)[] = []
    try {
      for (let i = 0; i < upTo && i < game.entries.length; i++) {
        // A snapshot is the exact state there; it also holds dice forced by the test hook (not in the log).
        const snapshot = game.snapshots.get(i)
        if (snapshot !== undefined) state = game.ruleset.deserialize(snapshot)
        sides.push(game.ruleset.decision(state).side)
        applyEntry(game.ruleset, state, game.entries[i], i, false)
      }
    } catch (error) {
      throw asContractError(error)
    }
    return sides
  }

  /** The hosted game's setup and log (for export and the timeline of a game without saves). */
  stored(gameId: string): StoredGame {
    const game = this.game(gameId)
    // A game from a position replays from it: it is the snapshot at 0 (the setup alone cannot rebuild it).
    const snapshots =
      game.origin === undefined ? game.snapshots : new Map([[0, game.origin], ...game.snapshots])
    return { created: game.created, entries: game.entries, cursor: game.cursor, snapshots }
  }

  /** Applies an action; a malformed or illegal one changes nothing and throws a ContractError with the engine's code. */
  act(gameId: string, action: Action): ActResult {
    const game = this.game(gameId)
    this.refuseEnded(game)
    const { ruleset, state } = game
    // Strictly parsed before anything changes (a field the type does not have, a value out of range): what is
    // stored is exactly what the rules read. Not in `apply`, the engine's hot path.
    const problem = ruleset.checkAction?.(action) ?? null
    if (problem !== null) throw new ContractError(problem.code, problem.reason)
    const at = ruleset.mark(state)
    // 'practice': an action that replaces an undone one gets fresh dice, kept in the log for replays.
    const reseed =
      game.created.practice && game.cursor < game.entries.length ? this.options.newSeed() >>> 0 : null
    if (reseed !== null) reseedDice(state, reseed)
    const result = ruleset.apply(state, action)
    if (!result.ok) {
      ruleset.undo(state, at)
      throw new ContractError(result.code, result.reason)
    }
    const index = game.cursor
    const view = ruleset.view(state)
    // The turn clock after this action (the running turn's time left, or a new turn's full time) goes into the log.
    const clock = this.options.clocks?.plan(gameId, this.clockInput(game, view)) ?? null
    const entry = entryOf(action, reseed, result.events, clock?.leftMs ?? null)
    const snapshot = (index + 1) % SNAPSHOT_EVERY === 0 ? ruleset.serialize(state) : null
    commitChange(
      () => journalOf(game, this.options.journal)?.appended(gameId, index, entry, view),
      () => ruleset.undo(state, at),
    )
    game.entries.length = index
    game.entries.push(entry)
    game.cursor = index + 1
    for (const key of game.snapshots.keys()) if (key > index) game.snapshots.delete(key)
    for (const key of game.distrusted) if (key > index) game.distrusted.delete(key)
    if (snapshot !== null) game.snapshots.set(index + 1, snapshot)
    game.revision = ++this.changes
    this.options.clocks?.apply(gameId, clock)
    this.judgeEnd(game, view)
    this.announce(gameId, view, [...result.events])
    if (snapshot !== null && game.origin === undefined)
      cacheSnapshot(this.options.journal, gameId, index + 1, snapshot)
    return { events: result.events, view: this.shown(gameId, view) }
  }

  /**
   * Test only (the e2e suite, behind PITCHSIDE_TEST_HOOKS): queues results for the next dice of the live state.
   * The queue lives in the state's words, not in the log, so the state at the cursor is kept as a snapshot:
   * undo, redo and seeks past this point rebuild from it and replay the forced rolls exactly.
   */
  forceDice(gameId: string, dice: readonly number[]): void {
    const game = this.game(gameId)
    if (!game.ruleset.forceDice) {
      throw new ContractError('action/unknown', `The ${game.ruleset.id} ruleset cannot force dice.`)
    }
    try {
      game.ruleset.forceDice(game.state, dice)
    } catch (error) {
      throw new ContractError('ipc/invalid-payload', error instanceof Error ? error.message : String(error))
    }
    const snapshot = game.ruleset.serialize(game.state)
    game.snapshots.set(game.cursor, snapshot)
    game.distrusted.delete(game.cursor)
    if (game.origin === undefined) cacheSnapshot(this.options.journal, gameId, game.cursor, snapshot)
  }

  /** Goes `steps` actions back (the undone actions stay in the log for redo until a new action is played). */
  undo(gameId: string, steps: number): ActResult {
    const game = this.game(gameId)
    this.refuseEnded(game)
    if (game.cursor === 0) throw new ContractError('history/empty', 'There is nothing to undo.')
    const target = Math.max(0, game.cursor - steps)
    const state = stateAt(game, target, this.options.journal)
    const view = game.ruleset.view(state)
    commitChange(() => journalOf(game, this.options.journal)?.moved(gameId, target, view))
    game.state = state
    game.cursor = target
    game.revision = ++this.changes
    this.syncClock(gameId, game.entries[target - 1]?.clockMs)
    this.judgeEnd(game, view)
    this.announce(gameId, view, [])
    return { events: [], view: this.shown(gameId, view) }
  }

  /** Re-applies `steps` undone actions exactly as they were first played (same dice). */
  redo(gameId: string, steps: number): ActResult {
    const game = this.game(gameId)
    this.refuseEnded(game)
    if (game.cursor >= game.entries.length)
      throw new ContractError('history/empty', 'There is nothing to redo.')
    const target = Math.min(game.entries.length, game.cursor + steps)
    const { ruleset, state } = game
    const at = ruleset.mark(state)
    const events = []
    for (let i = game.cursor; i < target; i++)
      events.push(...applyEntry(ruleset, state, game.entries[i], i, true))
    const view = ruleset.view(state)
    commitChange(
      () => journalOf(game, this.options.journal)?.moved(gameId, target, view),
      () => ruleset.undo(state, at),
    )
    game.cursor = target
    game.revision = ++this.changes
    this.syncClock(gameId, game.entries[target - 1]?.clockMs)
    this.judgeEnd(game, view)
    this.announce(gameId, view, events)
    return { events, view: this.shown(gameId, view) }
  }

  /** The turn clock of a hosted game as the renderer shows it, or null when none runs. */
  clock(gameId: string): TurnClockInfo | null {
    this.game(gameId)
    return this.options.clocks?.info(gameId) ?? null
  }

  /** A game that ended on its own condition changes no more: the coach tries it again or leaves it. */
  private refuseEnded(game: HostedGame): void {
    if (game.ended) throw new ContractError('game/over', 'This drill is over: try it again or leave it.')
  }

  /** After a change: whether the game's own end condition (a drill's goal or failure) now holds. */
  private judgeEnd(game: HostedGame, view: GameView): void {
    if (game.until && !game.ended && game.until.check(view, game.until.start)) game.ended = true
  }

  private announce(gameId: string, view: GameView, events: readonly EngineEvent[]): void {
    if (!this.thinned.lets(gameId, view.decision.side === null)) return
    const clock = this.options.clocks?.info(gameId) ?? null
    this.options.bus.emit('state.changed', {
      gameId,
      view: this.shown(gameId, view),
      events: [...events],
      history: historyOf(this.game(gameId)),
      controllers: [...this.controllers(gameId)] as [Controller, Controller],
      ...(clock === null ? {} : { clock }),
    })
  }

  /** What the app's own screen may see of `view` (viewFor.ts); main keeps the whole view for itself. */
  private shown(gameId: string, view: GameView): GameView {
    return viewFor(view, this.controllers(gameId), 'table')
  }

  /** What the turn clock needs to know of the game now. */
  private clockInput(game: HostedGame, view: GameView, storedLeft?: number) {
    return {
      limitMs: turnClockMs(game.created.setup.options, game.ruleset.options),
      view,
      controllers: game.created.controllers ?? HUMANS,
      storedLeft,
    }
  }

  /** Sets the game's turn clock after a change; `storedLeft` is the log's time left at the new position. */
  private syncClock(gameId: string, storedLeft?: number): void {
    const clocks = this.options.clocks
    if (clocks === undefined) return
    const game = this.game(gameId)
    clocks.sync(gameId, this.clockInput(game, game.ruleset.view(game.state), storedLeft))
  }

  private host(gameId: string, game: HostedGame): void {
    this.games.delete(gameId)
    this.games.set(gameId, game)
    this.evictOldest()
  }

  private game(gameId: string): HostedGame {
    const game = this.games.get(gameId)
    if (!game) throw new ContractError('game/not-found', `No game ${gameId} is hosted (open it first).`)
    return game
  }

  private ruleset(id: RulesetId): Ruleset {
    if (!this.options.rulesets.available().includes(id)) {
      throw new ContractError('ruleset/unavailable', `The ${id} ruleset is not available in this version.`)
    }
    return this.options.rulesets.get(id)
  }

  private team(ruleset: RulesetId, rosterId: string): unknown {
    const team = this.options.teams.build(ruleset, rosterId)
    if (team === undefined) throw new ContractError('roster/not-found', `No ${ruleset} roster "${rosterId}".`)
    return team
  }

  private evictOldest(): void {
    // Maps iterate in insertion order, so the first key is the oldest game.
    while (this.games.size > this.maxGames) {
      const oldest = this.games.keys().next().value
      if (oldest === undefined) return
      this.games.delete(oldest)
      this.thinned.forget(oldest)
      this.options.clocks?.forget(oldest)
    }
  }
}

function isHumans(controllers: Controllers): boolean {
  return controllers[0] === 'human' && controllers[1] === 'human'
}

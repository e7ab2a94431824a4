// Hosts games in memory: creates them through the ruleset registry, applies coaches' actions, and announces
// every change on the event bus. It knows no rules itself; the Ruleset does all of that.
import type { Action, GameSetup, GameView, Ruleset, RulesetId } from '@shared/engine/api'
import { ContractError, type ActResult, type LegalActions } from '@shared/ipc'
import type { EventBus } from './EventBus'
import type { RulesetSource, TeamSource } from './sources'

export interface NewGameRequest {
  readonly ruleset: RulesetId
  readonly home: { readonly rosterId: string }
  readonly away: { readonly rosterId: string }
  readonly seed?: number
}

/** What the save store needs to record a created game. */
export interface CreatedGame {
  readonly gameId: string
  readonly ruleset: RulesetId
  readonly rulesetVersion: string
  readonly engineVersion: string
  readonly seed: number
  readonly rosterIds: readonly [string, string]
  readonly setup: GameSetup
}

interface HostedGame {
  readonly ruleset: Ruleset
  readonly state: unknown
  readonly created: CreatedGame
}

export interface GameHostOptions {
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  readonly bus: EventBus
  /** A fresh seed when the request has none. */
  readonly newSeed: () => number
  readonly newId: () => string
  /** Oldest games are dropped beyond this, so a misbehaving client cannot grow main without bound. */
  readonly maxGames?: number
}

export class GameHost {
  private readonly games = new Map<string, HostedGame>()
  private readonly maxGames: number

  constructor(private readonly options: GameHostOptions) {
    this.maxGames = options.maxGames ?? 32
  }

  create(request: NewGameRequest): { gameId: string; view: GameView; created: CreatedGame } {
    const ruleset = this.ruleset(request.ruleset)
    const teams = [
      this.team(request.ruleset, request.home.rosterId),
      this.team(request.ruleset, request.away.rosterId),
    ] as const
    const seed = request.seed ?? this.options.newSeed() >>> 0
    const setup: GameSetup = { ruleset: request.ruleset, seed, teams }
    const state = ruleset.create(setup)
    const gameId = this.options.newId()
    const created: CreatedGame = {
      gameId,
      ruleset: request.ruleset,
      rulesetVersion: ruleset.version,
      engineVersion: this.options.rulesets.engineVersion,
      seed,
      rosterIds: [request.home.rosterId, request.away.rosterId],
      setup,
    }
    this.games.set(gameId, { ruleset, state, created })
    this.evictOldest()
    const view = ruleset.view(state)
    this.options.bus.emit('state.changed', { gameId, view, events: [] })
    return { gameId, view, created }
  }

  has(gameId: string): boolean {
    return this.games.has(gameId)
  }

  get size(): number {
    return this.games.size
  }

  view(gameId: string): GameView {
    const game = this.game(gameId)
    return game.ruleset.view(game.state)
  }

  legal(gameId: string): LegalActions {
    const game = this.game(gameId)
    return { decision: game.ruleset.decision(game.state), actions: game.ruleset.legalActions(game.state) }
  }

  /** Applies an action; an illegal one changes nothing and throws a ContractError with the engine's code. */
  act(gameId: string, action: Action): ActResult {
    const game = this.game(gameId)
    const result = game.ruleset.apply(game.state, action)
    if (!result.ok) throw new ContractError(result.code, result.reason)
    const view = game.ruleset.view(game.state)
    this.options.bus.emit('state.changed', { gameId, view, events: [...result.events] })
    return { events: result.events, view }
  }

  private game(gameId: string): HostedGame {
    const game = this.games.get(gameId)
    if (!game) throw new ContractError('game/not-found', `No game ${gameId} is hosted (it may have ended).`)
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
    }
  }
}

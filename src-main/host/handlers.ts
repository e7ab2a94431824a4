// Binds each request of the contract to the services. Handlers get parsed, typed arguments and either return
// the result value or throw a ContractError; the dispatcher does the rest.
import { ContractError } from '@shared/ipc'
import type { AiHost } from '../services/AiHost'
import type { EventBus } from '../services/EventBus'
import type { GameHost } from '../services/GameHost'
import type { SaveStore } from '../services/SaveStore'
import type { RulesetSource, TeamSource } from '../services/sources'
import type { ErrorLog, Handlers } from './dispatcher'

export interface HandlerDeps {
  readonly appName: string
  readonly appVersion: string
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  readonly games: GameHost
  readonly ai: AiHost
  readonly store: SaveStore | null
  readonly bus: EventBus
  readonly now: () => Date
  readonly logError: ErrorLog
}

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'app.info': (_args, context) => ({
      appName: deps.appName,
      appVersion: deps.appVersion,
      engineVersion: deps.rulesets.engineVersion,
      rulesets: deps.rulesets.available().map((id) => {
        const ruleset = deps.rulesets.get(id)
        return { id, name: ruleset.name, version: ruleset.version }
      }),
      transport: context.transport,
      savesAvailable: deps.store !== null,
    }),

    'rosters.list': (args) => deps.teams.list(args.ruleset ?? 'classic'),

    'game.new': (args) => {
      const { gameId, view, created } = deps.games.create(args)
      if (deps.store) {
        const at = deps.now()
        try {
          deps.store.recordGame(created, at)
          deps.bus.emit('save.written', { gameId, kind: 'game-created', at: at.toISOString() })
        } catch (error) {
          // The game is playable even if the disk is not; the failure is logged, not fatal.
          deps.logError(`recording game ${gameId}`, error)
        }
      }
      return { gameId, view }
    },

    'game.view': (args) => deps.games.view(args.gameId),

    'game.legal': (args) => deps.games.legal(args.gameId),

    'game.act': (args) => deps.games.act(args.gameId, args.action),

    'ai.act': (args) => {
      if (!deps.games.has(args.gameId)) throw new ContractError('game/not-found', `No game ${args.gameId}.`)
      return deps.ai.act(args.gameId, args.side)
    },
  }
}

// Binds each request of the contract to the services. Handlers get parsed, typed arguments and either return
// the result value or throw a ContractError; the dispatcher does the rest.
import type { Ruleset, RulesetId } from '@shared/engine/api'
import { TURN_TIMEOUT } from '@shared/engine/turnClock'
import { aiController, ContractError } from '@shared/ipc'
import type { AiHost } from '../services/AiHost'
import type { ClassicGames } from '../services/ClassicGames'
import type { ClassicViews } from '../services/ClassicViews'
import type { EventBus } from '../services/EventBus'
import type { GameHost } from '../services/GameHost'
import type { ReplayService } from '../services/ReplayService'
import type { Saves } from '../services/Saves'
import type { RulesetSource, TeamSource } from '../services/sources'
import type { ErrorLog, Handlers } from './dispatcher'
import { createSaveHandlers, damagedSaves, ensureHosted } from './saveHandlers'
import { createDrillHandlers } from './drillHandlers'
import { createShowcaseHandlers, type Showcase } from './showcaseHandlers'
import { createShowcaseReadHandlers } from './showcaseReadHandlers'
import { createModelUploadHandlers } from './modelUploadHandlers'
import { createShareHandlers, type ShareSlot } from './shareHandlers'
import { createTeamHandlers, type SavedTeams } from './teamHandlers'
import { resolveTeamChoice } from './teamChoice'
import { createLeagueHandlers, type SavedLeagues } from './leagueHandlers'
import type { LeagueGames } from '../services/LeagueGames'
import { legalFor } from '../services/viewFor'
import { createAnalysisHandlers } from './analysisHandlers'
import type { Hints } from '../services/Hints'
import type { WinChances } from '../services/WinChances'

export interface HandlerDeps {
  readonly appName: string
  readonly appVersion: string
  readonly rulesets: RulesetSource
  readonly teams: TeamSource
  readonly games: GameHost
  readonly ai: AiHost
  readonly saves: Saves
  readonly replays: ReplayService
  readonly classics: ClassicGames
  readonly classicViews: ClassicViews
  readonly bus: EventBus
  readonly now: () => Date
  readonly newId: () => string
  readonly logError: ErrorLog
  /** Answers the test-only requests (`test.*`); only the web host under e2e sets it (PITCHSIDE_TEST_HOOKS=1). */
  readonly testHooks?: boolean
  /** Paint schemes and own models (schemes.*, models.*). */
  readonly showcase: Showcase
  /** The LAN share's listener, once the transport attaches one (share.status, share.set). */
  readonly share: ShareSlot
  /** The second opinion: Hard's hint and the win-chance line (issue 20 point 6). */
  readonly hints: Hints
  readonly winChances: WinChances
  /** Teams a coach built and named (teams.*, issue 23). */
  readonly savedTeams: SavedTeams
  /** Club leagues and the games of their fixtures (leagues.*, issue 23). */
  readonly leagues: SavedLeagues
  readonly leagueGames: LeagueGames
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
      savesAvailable: deps.saves.store !== null,
      viewer: context.viewer === true,
      ...(deps.saves.problem ? { saveProblem: { ...deps.saves.problem } } : {}),
      ...damagedSaves(deps.saves),
      ...aiFallback(deps.ai),
    }),

    'rosters.list': (args) => deps.teams.list(args.ruleset ?? 'classic'),

    'rulesets.options': (args) => rulesetFor(deps, args.ruleset).options.map((o) => ({ ...o })),

    'game.new': (args) => {
      // A saved team is read and checked before anything is created (host/teamChoice.ts). The GameHost commits the
      // new game to the saves (its journal) before announcing it.
      const ruleset = rulesetFor(deps, args.ruleset)
      const home = resolveTeamChoice(deps.savedTeams, ruleset, args.home, 'home')
      const away = resolveTeamChoice(deps.savedTeams, ruleset, args.away, 'away')
      const { gameId, view } = deps.games.create({ ...args, home, away })
      if (deps.saves.store) {
        deps.bus.emit('save.written', { gameId, kind: 'game-created', at: deps.now().toISOString() })
      }
      deps.ai.kick(gameId)
      return { gameId, view, controllers: deps.games.controllers(gameId) }
    },

    'game.view': (args, context) => {
      ensureHosted(deps, args.gameId, context)
      // A viewer of the LAN share is a spectator: no coach's hidden cards (services/viewFor.ts).
      return deps.games.view(args.gameId, context.viewer === true ? 'spectator' : 'table')
    },

    'game.legal': (args) => {
      ensureHosted(deps, args.gameId)
      return legalFor(deps.games.legal(args.gameId), deps.games.controllers(args.gameId))
    },

    'game.reach': (args) => {
      ensureHosted(deps, args.gameId)
      return deps.games.reach(args.gameId)
    },

    'game.act': (args) => {
      ensureHosted(deps, args.gameId)
      const { side } = deps.games.decision(args.gameId)
      if (side !== null && aiController(deps.games.controllers(args.gameId), side)) {
        throw new ContractError(
          'action/not-your-decision',
          `Side ${side} is played by the AI; it makes this decision by itself.`,
        )
      }
      // Issue 21: only main's turn clock ends a turn by time (services/TurnClocks.ts), never a coach's request.
      if (args.action.type === TURN_TIMEOUT)
        throw new ContractError('action/illegal', 'Only the turn clock ends a turn by time.')
      const result = deps.games.act(args.gameId, args.action)
      deps.ai.kick(args.gameId)
      return result
    },

    'ai.act': async (args) => {
      ensureHosted(deps, args.gameId)
      if (!deps.games.has(args.gameId)) throw new ContractError('game/not-found', `No game ${args.gameId}.`)
      const result = await deps.ai.act(args.gameId, args.side, args.level)
      deps.ai.kick(args.gameId)
      return result
    },

    'test.forceDice': (args) => {
      if (!deps.testHooks) {
        throw new ContractError(
          'test/disabled',
          'test.forceDice is a test hook: start the web host with PITCHSIDE_TEST_HOOKS=1 to use it.',
        )
      }
      ensureHosted(deps, args.gameId)
      deps.games.forceDice(args.gameId, args.dice)
      return { queued: args.dice.length }
    },

    'game.controllers': (args, context) => {
      ensureHosted(deps, args.gameId, context)
      return deps.games.controllers(args.gameId)
    },

    ...createSaveHandlers(deps),

    ...createDrillHandlers(deps),

    ...createShowcaseHandlers(deps.showcase),
    ...createModelUploadHandlers(deps.showcase),

    ...createShowcaseReadHandlers(deps.showcase),
    ...createTeamHandlers(deps.savedTeams),
    ...createLeagueHandlers(deps.leagues, deps.leagueGames),

    ...createShareHandlers(deps.share),

    ...createAnalysisHandlers(deps),
  }
}

/** app.info's note that the AI thinks on main's thread because its worker could not start; nothing otherwise. */
function aiFallback(ai: AiHost): { aiFallback?: { message: string } } {
  const reason = ai.thread().fallbackReason
  return reason === undefined ? {} : { aiFallback: { message: reason } }
}

/** A ruleset this version plays, else `ruleset/unavailable`. */
function rulesetFor(deps: HandlerDeps, id: RulesetId): Ruleset {
  if (!deps.rulesets.available().includes(id)) {
    throw new ContractError('ruleset/unavailable', `The ruleset ${id} is not available.`)
  }
  return deps.rulesets.get(id)
}

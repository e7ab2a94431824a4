// Every request the renderer may make of main: name → argument schema (checked at runtime by main) and result
// type (what `value` holds in an ok Result). Adding a request here is the only way to add one.
import { z } from 'zod'
import type { Action, Decision, EngineEvent, GameView } from '../engine/api'
import {
  actionSchema,
  gameIdSchema,
  rulesetIdSchema,
  seedSchema,
  sideSchema,
  teamChoiceSchema,
  type AppInfo,
  type RosterSummary,
} from './schemas'

/** Phantom marker carrying a result type; it has no runtime content. */
export interface Returns<T> {
  readonly __returns?: T
}
const returns = <T>(): Returns<T> => ({})

const noArgs = z.strictObject({})
const gameRef = z.strictObject({ gameId: gameIdSchema })

export interface NewGameResult {
  readonly gameId: string
  readonly view: GameView
}

export interface LegalActions {
  readonly decision: Decision
  readonly actions: readonly Action[]
}

export interface ActResult {
  readonly events: readonly EngineEvent[]
  readonly view: GameView
}

export const requests = {
  /** App and engine versions, the rulesets that can be played, the transport in use. */
  'app.info': { args: noArgs, result: returns<AppInfo>() },
  /** The teams one can pick for a ruleset (defaults to Classic). */
  'rosters.list': {
    args: z.strictObject({ ruleset: rulesetIdSchema.optional() }),
    result: returns<RosterSummary[]>(),
  },
  /** Starts a game hosted by main; the seed makes it replayable (main picks one when absent). */
  'game.new': {
    args: z.strictObject({
      ruleset: rulesetIdSchema,
      home: teamChoiceSchema,
      away: teamChoiceSchema,
      seed: seedSchema.optional(),
    }),
    result: returns<NewGameResult>(),
  },
  'game.view': { args: gameRef, result: returns<GameView>() },
  'game.legal': { args: gameRef, result: returns<LegalActions>() },
  /** Applies a coach's action; an illegal one changes nothing and fails with an `action/*` code. */
  'game.act': {
    args: z.strictObject({ gameId: gameIdSchema, action: actionSchema }),
    result: returns<ActResult>(),
  },
  /** Lets the (placeholder) AI make the pending decision for `side`, which must be the side to act. */
  'ai.act': {
    args: z.strictObject({ gameId: gameIdSchema, side: sideSchema }),
    result: returns<ActResult & { readonly action: Action }>(),
  },
} as const

export type Requests = typeof requests
export type RequestName = keyof Requests
export type RequestArgs<N extends RequestName> = z.input<Requests[N]['args']>
export type ParsedArgs<N extends RequestName> = z.output<Requests[N]['args']>
export type RequestResult<N extends RequestName> = NonNullable<Requests[N]['result']['__returns']>

export const REQUEST_NAMES = Object.keys(requests) as RequestName[]

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(requests, name)
}

// The one entry point both transports call: checks the request name and payload against the contract, runs
// the handler, and always resolves to a Result. Nothing thrown by a service escapes to a transport.
import { z } from 'zod'
import {
  ContractError,
  fail,
  isRequestName,
  ok,
  requests,
  type ParsedArgs,
  type RequestName,
  type RequestResult,
  type Result,
} from '@shared/ipc'
import { viewerMayRequest } from './viewerAccess'

export interface RequestContext {
  /** Which transport the request came through; `app.info` reports it back. */
  readonly transport: 'electron' | 'web'
  /** A read-only connection of the LAN share: only the requests in viewerAccess.ts are answered. */
  readonly viewer?: boolean
}

export type Handlers = {
  [N in RequestName]: (
    args: ParsedArgs<N>,
    context: RequestContext,
  ) => RequestResult<N> | Promise<RequestResult<N>>
}

export interface Dispatcher {
  dispatch(name: unknown, args: unknown, context: RequestContext): Promise<Result<unknown>>
}

export type ErrorLog = (message: string, error: unknown) => void

const MAX_MESSAGE = 500

export function createDispatcher(handlers: Handlers, logError: ErrorLog = defaultLog): Dispatcher {
  return {
    async dispatch(name, args, context) {
      if (!isRequestName(name)) {
        return fail('ipc/unknown-request', `Unknown request ${describe(name)}.`)
      }
      // Before parsing: a viewer's request off the allow-list never reaches a handler, whatever it carries.
      if (context.viewer === true && !viewerMayRequest(name)) {
        return fail('share/read-only', `${name} is not available to a viewer of the read-only share.`)
      }
      // Requests without arguments may be sent with none at all.
      const parsed = requests[name].args.safeParse(args === undefined ? {} : args)
      if (!parsed.success) {
        return fail(
          'ipc/invalid-payload',
          clip(`Invalid arguments for ${name}: ${z.prettifyError(parsed.error)}`),
        )
      }
      try {
        const handler = handlers[name] as (a: unknown, c: RequestContext) => unknown
        return ok(await handler(parsed.data, context))
      } catch (error) {
        if (error instanceof ContractError) return fail(error.code, clip(error.message), error.params)
        logError(`request ${name} failed`, error)
        return fail('internal', `${name} failed inside Pitchside; the details are in the log.`)
      }
    },
  }
}

function describe(name: unknown): string {
  return typeof name === 'string' ? JSON.stringify(clip(name, 80)) : `of type ${typeof name}`
}

function clip(text: string, max = MAX_MESSAGE): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function defaultLog(message: string, error: unknown): void {
  console.error(`[pitchside] ${message}:`, error)
}

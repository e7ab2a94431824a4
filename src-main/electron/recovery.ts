// What the main window does when its page fails to load or its renderer process dies: reload once (a renderer
// killed by the system, a transient read error), and if that fails too, show what happened instead of a blank or
// invisible window. Only one automatic reload per window, so a page that crashes on every load cannot loop.
// Plain Node so it is unit-tested; window.ts wires it to the window's events.
import type { Failure } from './errorPage'

/** Chromium's net::ERR_ABORTED: a load replaced by another one (a reload, a navigation), not a failure. */
export const ERR_ABORTED = -3

export type PageFailure = Exclude<Failure, { kind: 'start' }>

export interface RecoveryDecision {
  readonly action: 'ignore' | 'reload' | 'show'
  /** For 'show': whether a reload was already tried. */
  readonly retried?: boolean
}

export interface PageRecovery {
  decide(failure: PageFailure): RecoveryDecision
}

export function pageRecovery(): PageRecovery {
  let reloaded = false
  return {
    decide(failure) {
      if (!isFailure(failure)) return { action: 'ignore' }
      if (!reloaded) {
        reloaded = true
        return { action: 'reload' }
      }
      return { action: 'show', retried: true }
    },
  }
}

/** Loads that were only superseded, and renderers that ended because the window closed, are not failures. */
function isFailure(failure: PageFailure): boolean {
  if (failure.kind === 'load-failed') return failure.code !== ERR_ABORTED && !failure.url.startsWith('data:')
  return failure.reason !== 'clean-exit'
}

// What main and its AI worker say to each other. Main sends the ruleset id and the game's serialised state; the
// worker rebuilds its own copy of the game from it, searches, and answers with one legal action.
import type { AiBudget } from '../../src-shared/ai/registry'
import type { AiLevel } from '../../src-shared/ai/types'
import type { Action, RulesetId } from '../../src-shared/engine/api'

export interface AiJob {
  readonly ruleset: RulesetId
  /** `ruleset.serialize(state)` of the position to answer. */
  readonly state: unknown
  readonly level: AiLevel
  readonly budget: AiBudget
  /** Seeds the AI's own generator for this decision. */
  readonly seed: number
}

export interface AiAnswer {
  readonly action: Action
  readonly nodes: number
  readonly stopped: string
}

export type WorkerRequest = { readonly id: number; readonly job: AiJob }
export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly answer: AiAnswer }
  | { readonly id: number; readonly ok: false; readonly message: string }
/** The worker's first message, once its whole module graph has loaded: only then has it started. */
export const WORKER_READY = 'pitchside-ai-ready'
export type WorkerMessage = WorkerReply | { readonly ready: typeof WORKER_READY }

/** Where the AI thinks: its worker thread, or main's own (by design in tests, or because the worker failed). */
export interface AiThreadStatus {
  readonly thread: 'worker' | 'in-process'
  /** Why it runs in process although a worker was wanted (the worker could not start). */
  readonly fallbackReason?: string
}

/** Something that answers AI jobs: the worker thread in the app, the same code in-process in tests. */
export interface AiChooser {
  choose(job: AiJob): Promise<AiAnswer>
  close(): void
  /** Where the answers come from now (app.info reports a fallback). */
  status?(): AiThreadStatus
}

// Main's AI player. It plays every decision owned by an AI controller by itself, after every change of a game
// (the handlers `kick` it), committing and announcing each action like a human's, with `ai.thinking` around it.
// The choosing happens in an AiChooser (the worker thread in the app), on a copy of the game, so main's thread
// stays free; an answer for a position that changed meanwhile (an undo, a reload) is dropped, never played. A
// decision with one legal action is answered here at once (no round trip to the worker). With a pace (the app's),
// the AI's actions are committed at least `paceMs` apart, so its turn plays out step by step on the table — the
// quick answers (planned steps, settled searches) are not a burst after a wait — and its thinking overlaps the
// pause: the time already spent choosing counts towards it.
import { appBudget, type AiBudget } from '@shared/ai/registry'
import type { AiLevel } from '@shared/ai/types'
import type { Action, Side } from '@shared/engine/api'
import { aiController, ContractError, type ActResult, type Controller } from '@shared/ipc'
import type { AiChooser, AiThreadStatus } from '../ai/protocol'
import type { EventBus } from './EventBus'
import type { GameHost } from './GameHost'

// The Random level lives with the other AI levels; re-exported for the tools and tests that import it here.
export { pickRandomAction } from '@shared/ai/random'

export interface AiHostOptions {
  /** Seeds the AI's generator for each decision together with the game's position (replayable). */
  readonly seed: number
  readonly chooser: AiChooser
  /** Overrides every controller's budget (tests and benches pass node budgets for reproducible play). */
  readonly budget?: AiBudget
  /** The least time between two of the AI's actions in one game (0, the default: at once; the app: AI_PACE_MS). */
  readonly paceMs?: number
  readonly logError?: (message: string, error: unknown) => void
}

/**
 * The app's pace for the AI's actions: a step, a block, a die chosen every fifth of a second or so reads as a turn
 * being played (a Classic turn of some thirty actions takes about six seconds), where the worker answers most of
 * them in a few milliseconds.
 */
export const AI_PACE_MS = 200

export class AiHost {
  /** Games with an automatic move under way, and the revision it answers. */
  private readonly thinking = new Map<string, number>()
  private readonly running = new Set<Promise<void>>()
  /** When the AI last committed an action in each game (performance.now()), for the pace. */
  private readonly lastMove = new Map<string, number>()

  constructor(
    private readonly games: GameHost,
    private readonly bus: EventBus,
    private readonly options: AiHostOptions,
  ) {}

  /** Makes `side`'s pending decision in `gameId` (the ai.act request): at `level`, else its controller's. */
  async act(gameId: string, side: Side, level?: AiLevel): Promise<ActResult & { action: Action }> {
    const { decision, actions } = this.games.legal(gameId)
    if (decision.side === null) throw new ContractError('game/over', `Game ${gameId} is over.`)
    if (decision.side !== side) {
      throw new ContractError(
        'action/not-your-decision',
        `It is side ${decision.side}'s decision, not ${side}'s.`,
      )
    }
    if (actions.length === 0) {
      // A decision with no legal action is an engine bug; say so instead of hanging the game.
      throw new ContractError('internal', `The engine offers no legal action for side ${side}.`)
    }
    const controller = aiController(this.games.controllers(gameId), side)
    const revision = this.games.revision(gameId)
    this.bus.emit('ai.thinking', { gameId, side, thinking: true })
    try {
      const action = await this.choose(gameId, level ?? controller?.ai ?? 'random', controller)
      if (this.games.revision(gameId) !== revision)
        throw new ContractError('action/not-your-decision', 'The game changed while the AI was thinking.')
      return { ...this.games.act(gameId, action), action }
    } finally {
      this.bus.emit('ai.thinking', { gameId, side, thinking: false })
    }
  }

  /** Starts the AI on `gameId` if an AI controller owns its pending decision (no-op otherwise). */
  kick(gameId: string): void {
    if (!this.games.has(gameId)) return
    const { side } = this.games.decision(gameId)
    if (side === null) return
    const controller = aiController(this.games.controllers(gameId), side)
    if (!controller) return
    const revision = this.games.revision(gameId)
    if (this.thinking.get(gameId) === revision) return
    this.thinking.set(gameId, revision)
    const run = this.play(gameId, side, controller, revision)
      .catch((error: unknown) => {
        // Not retried: a failing AI would fail again. The game waits; ai.act or an undo can move it on.
        ;(this.options.logError ?? console.error)(`the AI could not move in ${gameId}`, error)
      })
      .finally(() => {
        if (this.thinking.get(gameId) === revision) this.thinking.delete(gameId)
        this.running.delete(run)
      })
    this.running.add(run)
  }

  /**
   * Plays an AI-v-AI game to its end in the background (a league's AI fixtures): every decision at its
   * controller's level, at once (no pace: nobody watches), each committed and announced like any action. Stops
   * between two actions when `cancelled()` says so or the game is no longer hosted; true when the game is over.
   */
  async playOut(gameId: string, cancelled: () => boolean): Promise<boolean> {
    for (;;) {
      if (cancelled() || !this.games.has(gameId)) return false
      const { side } = this.games.decision(gameId)
      if (side === null) return true
      const controller = aiController(this.games.controllers(gameId), side)
      if (!controller)
        throw new ContractError('action/not-your-decision', `Side ${side} of ${gameId} is a human's.`)
      const revision = this.games.revision(gameId)
      const action = await this.choose(gameId, controller.ai, controller)
      // Moved meanwhile (the game opened and the AI kicked there too): choose again for the position now.
      if (!this.games.has(gameId) || this.games.revision(gameId) !== revision) continue
      this.games.act(gameId, action)
    }
  }

  /** Resolves when no automatic move is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  /** Where the AI thinks now: its worker thread, or main's (app.info reports a fallback from the worker). */
  thread(): AiThreadStatus {
    return this.options.chooser.status?.() ?? { thread: 'in-process' }
  }

  close(): void {
    this.options.chooser.close()
  }

  private async play(gameId: string, side: Side, controller: Exclude<Controller, 'human'>, revision: number) {
    if (await this.move(gameId, side, controller, revision)) this.kick(gameId)
  }

  /** Plays the AI's answer unless the game changed meanwhile; true when it moved. */
  private async move(
    gameId: string,
    side: Side,
    controller: Exclude<Controller, 'human'>,
    revision: number,
  ): Promise<boolean> {
    this.bus.emit('ai.thinking', { gameId, side, thinking: true })
    try {
      const action = await this.choose(gameId, controller.ai, controller)
      await this.pace(gameId)
      // Someone changed the game meanwhile (undo, redo, ai.act): this answer is for a position that is gone.
      if (!this.games.has(gameId) || this.games.revision(gameId) !== revision) return false
      this.games.act(gameId, action)
      this.lastMove.set(gameId, performance.now())
      return true
    } finally {
      this.bus.emit('ai.thinking', { gameId, side, thinking: false })
    }
  }

  /** Waits out what is left of the pace since this game's last AI action (nothing without a pace). */
  private async pace(gameId: string): Promise<void> {
    const paceMs = this.options.paceMs ?? 0
    const last = this.lastMove.get(gameId)
    if (paceMs <= 0 || last === undefined) return
    const wait = last + paceMs - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }

  private async choose(gameId: string, level: AiLevel, controller: Exclude<Controller, 'human'> | null) {
    // One legal action: nothing to think about, and no reason to copy the game to the worker and back.
    const { actions } = this.games.legal(gameId)
    if (actions.length === 1) return actions[0]
    const { ruleset, state } = this.games.live(gameId)
    const { cursor } = this.games.history(gameId)
    // A controller's own think time is his to spend whole; the default second stops at the game's measured budget.
    const budget =
      this.options.budget ??
      (controller?.budgetMs !== undefined
        ? appBudget(ruleset.id, controller.budgetMs, false)
        : appBudget(ruleset.id))
    const answer = await this.options.chooser.choose({
      ruleset: ruleset.id,
      state: ruleset.serialize(state),
      level,
      budget,
      // The AI's seed mixes its own seed with the position, so a replayed game gets the same choices.
      seed: (Math.imul(cursor + 1, 0x9e3779b1) ^ this.options.seed) >>> 0,
    })
    return answer.action
  }
}

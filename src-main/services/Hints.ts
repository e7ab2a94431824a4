// "What would Hard do here?" (issue 20 point 6): the Hard level's choice for the coach's own pending decision,
// computed by the AI's chooser (its worker) at the app's budget and never played. Refused for a finished game and
// for a decision an AI controller owns (that side plays by itself). An answer for a position that changed while
// Hard thought is refused too: it would mark a choice the coach no longer has.
import { appBudget, type AiBudget } from '@shared/ai/registry'
import { aiController, ContractError, type AiHint } from '@shared/ipc'
import type { AiChooser } from '../ai/protocol'
import type { GameHost } from './GameHost'

export interface HintsOptions {
  readonly chooser: AiChooser
  /** The AI's seed, mixed with the position (a hint asked twice at one position is the same hint). */
  readonly seed: number
  /** Hard's budget for a hint; the app's default second unless tests pass node budgets. */
  readonly budget?: AiBudget
}

export class Hints {
  constructor(
    private readonly games: GameHost,
    private readonly options: HintsOptions,
  ) {}

  async hint(gameId: string): Promise<AiHint> {
    const { decision, actions } = this.games.legal(gameId)
    const side = decision.side
    if (side === null) throw new ContractError('game/over', `Game ${gameId} is over.`)
    if (aiController(this.games.controllers(gameId), side)) {
      throw new ContractError(
        'action/not-your-decision',
        `Side ${side} is played by the AI; it needs no hint.`,
      )
    }
    const { ruleset, state } = this.games.live(gameId)
    const { cursor } = this.games.history(gameId)
    const revision = this.games.revision(gameId)
    const answer = await this.options.chooser.choose({
      ruleset: ruleset.id,
      state: ruleset.serialize(state),
      level: 'hard',
      budget: this.options.budget ?? appBudget(ruleset.id),
      seed: (Math.imul(cursor + 1, 0x85ebca6b) ^ this.options.seed) >>> 0,
    })
    if (!this.games.has(gameId) || this.games.revision(gameId) !== revision)
      throw new ContractError('action/not-your-decision', 'The game changed while Hard was thinking.')
    const key = JSON.stringify(answer.action)
    const index = actions.findIndex((a) => JSON.stringify(a) === key)
    return { side, action: answer.action, index, position: cursor }
  }
}

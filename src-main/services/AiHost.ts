// The placeholder AI: picks a uniformly random legal action with its own seeded generator. The real AIs come
// in a later issue and will slot in behind the same `act` call.
import type { Action, Side } from '@shared/engine/api'
import { ContractError, type ActResult } from '@shared/ipc'
import type { EventBus } from './EventBus'
import type { GameHost } from './GameHost'
import { createRandom, type Random } from './random'

export class AiHost {
  private readonly random: Random

  constructor(
    private readonly games: GameHost,
    private readonly bus: EventBus,
    seed: number,
  ) {
    this.random = createRandom(seed)
  }

  /** Makes `side`'s pending decision in `gameId`. */
  act(gameId: string, side: Side): ActResult & { action: Action } {
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
    this.bus.emit('ai.thinking', { gameId, side, thinking: true })
    try {
      const action = pickRandomAction(actions, this.random)
      return { ...this.games.act(gameId, action), action }
    } finally {
      this.bus.emit('ai.thinking', { gameId, side, thinking: false })
    }
  }
}

/**
 * A uniformly random legal action, except in a setup, where random placement would almost never make a legal
 * formation: there it confirms a legal setup, or else takes a random preset formation (as the engine's own
 * random player does).
 */
export function pickRandomAction(actions: readonly Action[], random: Random): Action {
  const done = actions.find((a) => a.type === 'setup-done')
  if (done) return done
  const formations = actions.filter((a) => a.type === 'formation')
  if (formations.length > 0) return formations[random.int(formations.length)]
  return actions[random.int(actions.length)]
}

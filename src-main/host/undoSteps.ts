// Undo and redo in a game with an AI side count the human's decisions, not actions: one step back lands on the
// human's previous decision (the AI's moves after it are undone with it), so the AI, which only plays its own
// decisions, does not replay at once while the human decides again.
import type { Side } from '@shared/engine/api'
import { aiController } from '@shared/ipc'
import type { GameHost } from '../services/GameHost'

/** How many actions `steps` undo steps go back. */
export function undoSteps(games: GameHost, gameId: string, steps: number): number {
  const human = humanSides(games, gameId)
  const { cursor } = games.history(gameId)
  if (!human || cursor === 0) return steps
  const deciders = games.deciders(gameId, cursor)
  let target = cursor
  for (let k = 0; k < steps && target > 0; k++) {
    let i = target - 1
    while (i >= 0 && !human(deciders[i])) i--
    target = Math.max(0, i)
  }
  return cursor - target
}

/** How many actions `steps` redo steps bring back: up to the human's next decision in the undone tail. */
export function redoSteps(games: GameHost, gameId: string, steps: number): number {
  const human = humanSides(games, gameId)
  const { cursor, length } = games.history(gameId)
  if (!human || cursor >= length) return steps
  const deciders = games.deciders(gameId, length)
  let target = cursor
  for (let k = 0; k < steps && target < length; k++) {
    let i = target + 1
    while (i < length && !human(deciders[i])) i++
    target = i
  }
  return target - cursor
}

/** Whether a side is a human's, in a human-vs-AI game; null otherwise. */
function humanSides(games: GameHost, gameId: string): ((side: Side | null) => boolean) | null {
  const controllers = games.controllers(gameId)
  const ai = [aiController(controllers, 0), aiController(controllers, 1)]
  // Human v human, or AI v AI (a spectator's undo): plain action steps.
  if (!ai[0] === !ai[1]) return null
  return (side) => side !== null && !aiController(controllers, side)
}

// What each client may see of a game view (issue 20 point 4: no view shows what its coach could not see). The
// ruleset's view holds everything, hidden cards included (Blitz Bowl's Bonus Play hands, 001 A Coach's Hand); main
// keeps that for itself (saves, clocks, a drill's goal) and sends each client only its coach's share:
//  - 'table', the app's own screen: against the AI, the human's hand; in hot-seat play (both coaches at one
//    screen), the hand of the coach whose decision it is, as the table always showed it; AI against AI, none;
//  - 'spectator', a viewer of the LAN share and every replay frame: no hand, only the sizes.
// Once the game is over every hand is shown to everyone.
import type { GameView, Side } from '@shared/engine/api'
import { aiController, type Controllers, type LegalActions } from '@shared/ipc'
import { hideBlitzHands } from '@shared/rules/blitz/view'

export type Audience = 'table' | 'spectator'

/** The sides whose hidden cards `audience` may see in `view`. */
export function sidesShown(view: GameView, controllers: Controllers, audience: Audience): Side[] {
  if (view.decision.side === null && view.decision.kind === 'game-over') return [0, 1]
  if (audience === 'spectator') return []
  const humans = ([0, 1] as const).filter((side) => controllers[side] === 'human')
  if (humans.length === 1) return [...humans]
  const side = view.decision.side
  return side !== null && humans.includes(side) ? [side] : []
}

/** `view` as `audience` may see it: a hand it may not see carried as its size only. */
export function viewFor(view: GameView, controllers: Controllers, audience: Audience): GameView {
  if (!view.blitz) return view
  const shown = sidesShown(view, controllers, audience)
  if (shown.length === 2) return view
  return { ...view, blitz: hideBlitzHands(view.blitz, shown) }
}

/**
 * The legal actions as the table may see them: an AI's own decision is answered with none, since its options name
 * its hidden cards (a Blitz Bowl Bonus Play among them) and nobody at the table acts on them.
 */
export function legalFor(legal: LegalActions, controllers: Controllers): LegalActions {
  const side = legal.decision.side
  if (side === null || !aiController(controllers, side)) return legal
  return { decision: legal.decision, actions: [], chances: [] }
}

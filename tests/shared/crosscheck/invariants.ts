// Invariants that hold after every action of any Cross Check game.

import { isGoal, isIce } from '@shared/rules/crosscheck/data/rink'
import { sq } from '@shared/rules/crosscheck/geometry'
import {
  G_CARRIER,
  G_TTOTAL,
  G_PUCK_X,
  G_PUCK_Y,
  MAX_PLAYERS,
  P_RELEASE,
  P_SIDE,
  P_STATE,
  PS_BOX,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
  P_X,
  P_Y,
  SQ,
  SQUARES,
} from '@shared/rules/crosscheck/layout'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'

export function checkInvariants(s: CrossCheckState): void {
  const w = s.m.w
  const onIce = [0, 0]
  let occupied = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const x = w[P_X + p]
    if (x < 0) continue
    const y = w[P_Y + p]
    onIce[w[P_SIDE + p]]++
    const st = w[P_STATE + p]
    if (st !== PS_STANDING && st !== PS_PRONE && st !== PS_STUNNED)
      throw new Error(`player ${p} on the ice in state ${st}`)
    // Nobody inside a goal (000: "No player is ever allowed to enter the goal").
    if (!isIce(x, y)) throw new Error(`player ${p} stands off the ice at ${x},${y}`)
    if (w[SQ + sq(x, y)] !== p + 1) throw new Error(`square ${x},${y} does not show player ${p}`)
  }
  // Penalty time is counted down: a boxed player is off the ice and his release is at most 5 of his team's turns
  // away (the longest penalty, 000: Fighting).
  for (let p = 0; p < MAX_PLAYERS; p++)
    if (w[P_STATE + p] === PS_BOX) {
      if (w[P_X + p] >= 0) throw new Error(`boxed player ${p} is on the ice`)
      if (w[P_RELEASE + p] - w[G_TTOTAL + w[P_SIDE + p]] > 5)
        throw new Error(`player ${p}'s penalty does not run down`)
    }
  for (let i = 0; i < SQUARES; i++) if (w[SQ + i] !== 0) occupied++
  if (occupied !== onIce[0] + onIce[1]) throw new Error('the rink shows players who are not on it')
  // Six a side at most on the ice.
  if (onIce[0] > 6 || onIce[1] > 6) throw new Error(`too many on the ice: ${onIce.join(' v ')}`)
  // One puck, on the rink (a puck in a goal only after a score); a carried puck next to its carrier.
  const px = w[G_PUCK_X]
  const py = w[G_PUCK_Y]
  if (!isIce(px, py) && !isGoal(px, py)) throw new Error(`the puck is off the rink at ${px},${py}`)
  const c = w[G_CARRIER]
  if (c >= 0) {
    if (w[P_X + c] < 0) throw new Error(`carrier ${c} is not on the ice`)
    // The ice's "ball under a fallen player": a knocked-down carrier loses the puck where it lies (cc-interp:
    // pushed-carrier; 000 resolves checks "in the same manner as blitzes"), so only a standing player controls it.
    if (w[P_STATE + c] !== PS_STANDING) throw new Error(`carrier ${c} is down (state ${w[P_STATE + c]})`)
    const d = Math.max(Math.abs(w[P_X + c] - px), Math.abs(w[P_Y + c] - py))
    if (d !== 1) throw new Error(`the carried puck is ${d} squares from its carrier ${c}`)
  }
}

/**
 * Penalty time counted down (000: the time track): a watcher over a game's actions that fails when a boxed player's
 * time left goes up, or does not fall by one with each turn his team begins.
 */
export function boxWatcher(): (s: CrossCheckState) => void {
  const seen = new Map<number, { left: number; turns: number }>()
  return (s) => {
    const w = s.m.w
    for (let p = 0; p < MAX_PLAYERS; p++) {
      if (w[P_STATE + p] !== PS_BOX) {
        seen.delete(p)
        continue
      }
      const turns = w[G_TTOTAL + w[P_SIDE + p]]
      const left = w[P_RELEASE + p] - turns
      const before = seen.get(p)
      if (before && left !== before.left - (turns - before.turns))
        throw new Error(`player ${p}'s penalty time went from ${before.left} to ${left}`)
      seen.set(p, { left, turns })
    }
  }
}

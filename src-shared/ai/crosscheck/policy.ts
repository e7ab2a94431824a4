// Which answer the Cross Check Beginner gives, by decision kind (the kinds come from rules/crosscheck/procs/**).
// Works on legal codes and returns an index into them; `rand` is the AI's own generator (ties only).

import type { CrossCheckState } from '../../rules/crosscheck/state'
import {
  blockDie,
  blockPuck,
  challenge,
  fight,
  follow,
  followUp,
  goalie,
  goalieMove,
  hold,
  juggernaut,
  lineUp,
  pushChoice,
  reroll,
  skateOrder,
  type Pick,
} from './decisions'
import { moveChoice } from './move'
import { argmax } from '../argmax'

export function chooseCrossCheck(
  s: CrossCheckState,
  kind: string,
  side: number,
  player: number | undefined,
  codes: readonly number[],
  rand: () => number,
): number {
  if (codes.length === 1) return 0
  const pick: Pick = (values) => argmax(values, rand)
  switch (kind) {
    case 'turn':
      return skateOrder(s, codes, side, pick)
    case 'move':
      return moveChoice(s, codes, player!)
    case 'line-up':
      return lineUp(s, codes, side, pick)
    case 'goalie':
      return goalie(s, codes, pick)
    case 'hold':
      return hold(s, codes, pick)
    case 'follow':
      return follow(s, codes, pick)
    case 'challenge':
      return challenge(s, codes, pick)
    case 'goalie-move':
      return goalieMove(s, codes, pick)
    case 'block-puck':
      return blockPuck(s, codes, pick)
    case 'block-die':
      return blockDie(s, codes, side, pick)
    case 'push':
      return pushChoice(s, codes, side, pick)
    case 'follow-up':
      return followUp(s, codes, pick)
    case 'fight':
      return fight(codes, pick)
    case 'reroll':
      return reroll(codes, pick)
    case 'juggernaut':
      return juggernaut(s, codes, pick)
    default:
      return Math.floor(rand() * codes.length)
  }
}

// Which answer the Blitz Bowl Beginner gives, by decision kind (the kinds come from rules/blitz/procs/**).
// Works on legal codes and returns an index into them; `rand` is the AI's own generator (ties only); `style` says
// which level answers (turn.ts: the Beginner's, or the coach's that Hard builds on).

import type { BlitzState } from '../../rules/blitz/state'
import {
  ballKind,
  blockDie,
  bounce,
  chooseFaller,
  claim,
  discardActive,
  discardHand,
  followUp,
  freeAction,
  interrupt,
  minion,
  moveStep,
  pickMeUp,
  pitchSide,
  preTurn,
  reroll,
  setup,
  type Pick,
} from './decisions'
import { knuckleGain } from './bonusPlays'
import { coachDiscardActive } from './discards'
import { coachReroll } from './rerolls'
import { BEGINNER_STYLE, chooseDeclaration, declarationValue, knockValue, type Style } from './turn'
import { arg, topFrame } from '../../rules/blitz/stack'

/** The knocked-down player whose Armour Check the Knuckle Dusters would worsen (frame arg 0 of the check). */
const knuckleTarget = (s: BlitzState): number => arg(s, topFrame(s), 0)
import { argmax } from '../argmax'

export function chooseBlitz(
  s: BlitzState,
  kind: string,
  side: number,
  codes: readonly number[],
  rand: () => number,
  style: Style = BEGINNER_STYLE,
): number {
  if (codes.length === 1) return 0
  const pick: Pick = (values) => argmax(values, rand)
  switch (kind) {
    case 'turn':
      return chooseDeclaration(s, codes, rand, style)
    case 'setup':
      return setup(s, codes, pick)
    case 'run':
    case 'mark':
      return moveStep(s, codes, kind, pick)
    case 'block-die':
      return blockDie(s, codes, pick)
    case 'reroll':
      return style.byValue
        ? coachReroll(s, codes, side, pick, (a, t) => knockValue(s, a, t))
        : reroll(s, codes, pick)
    case 'follow-up':
      return followUp(s, codes, pick)
    case 'claim':
      return claim(s, codes, pick)
    case 'discard-active':
      return style.byValue ? coachDiscardActive(s, codes, side, pick) : discardActive(s, codes, pick)
    case 'discard-hand':
      return discardHand(s, codes, side, pick)
    case 'bounce':
      return bounce(s, codes, side, pick)
    case 'interrupt':
      return interrupt(s, codes, side, pick)
    case 'free-block':
    case 'free-run':
    case 'free-throw':
    case 'free-sidestep':
      return freeAction(s, codes, pick)
    case 'knuckle-dusters':
      // The Beginner always plays it (the target's Armour becomes 6+); the coach when the odds gained beat the card.
      return pick(codes.map((_, i) => (i === 0 ? (style.byValue ? knuckleGain(s, knuckleTarget(s)) : 1) : 0)))
    case 'reserves':
      return pick(codes.map((c) => declarationValue(s, c, style)))
    case 'choose':
      return chooseFaller(s, codes, pick)
    case 'minion':
      return minion(s, codes, pick)
    case 'pre-turn':
      return preTurn(s, codes, side, pick)
    case 'ball-kind':
      return ballKind(codes, pick)
    case 'pitch':
      return pitchSide(codes, pick)
    case 'pick-me-up':
      return pickMeUp(codes, pick)
    default:
      return Math.floor(rand() * codes.length)
  }
}

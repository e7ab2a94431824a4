// The Blitz Bowl coach's choice of the active Challenge Card to discard when all three are still there at its turn's
// start (001: Replace Challenge Cards — the coach taking their turn must discard one and draw the deck's top card).
// The Beginner throws away the card worth fewest points, which keeps the ones hardest to claim; the coach throws
// away the one it is least likely to claim this turn, points times chance, so a card nobody claims does not hold a
// place a fresh card could take.

import { nOf } from '../../rules/blitz/actions'
import { CHALLENGE_CARDS, type Condition } from '../../rules/blitz/data/challengeCards'
import { scoreEndX } from '../../rules/blitz/geometry'
import { ACTIVE, P_X } from '../../rules/blitz/layout'
import type { BlitzState } from '../../rules/blitz/state'
import { balls, progress } from './board'

/**
 * How often the side on turn claimed an active card of each condition in that turn, coach against coach (seeds
 * 6000–6099: the share of the turns that began with such a card active). Position-bound conditions are read off
 * the board besides (`claimChance`).
 */
const CLAIM_RATE: Readonly<Record<Condition, number>> = {
  'break-some-bones': 0.33,
  'free-up-the-ball': 0.11,
  'get-moving': 0.22,
  'get-the-ball': 0.22,
  'get-together': 0.77,
  'make-a-risky-throw': 0.01,
  'move-the-ball': 0.12,
  'play-as-a-team': 0.31,
  'show-no-fear': 0.14,
  'show-them-how': 0.37,
  'show-us-a-completion': 0.01,
  showboat: 0.09,
  'spread-out': 0.46,
  'take-them-down': 0.56,
  'tie-them-up': 0.12,
}

/** The chance `side` claims a card of `condition` this turn: the measured rate, 0 where the board rules it out. */
export function claimChance(s: BlitzState, side: number, condition: Condition): number {
  const info = balls(s)
  const ours = info.carriers[side].length > 0
  const theirs = info.carriers[1 - side].length > 0
  switch (condition) {
    case 'free-up-the-ball': // knocking down an opposing carrier (001 card)
    case 'show-no-fear': // ending on a trapdoor while an opponent holds a ball (001 card)
      return theirs ? CLAIM_RATE[condition] * 2 : 0
    case 'get-the-ball': // taking a ball not held at the turn's start
      return info.loose.length > 0 ? CLAIM_RATE[condition] * 2 : theirs ? CLAIM_RATE[condition] : 0
    case 'move-the-ball':
      return ours ? CLAIM_RATE[condition] * 2 : info.loose.length > 0 ? CLAIM_RATE[condition] : 0
    case 'showboat': {
      // A touchdown: likely only for a carrier within a Run of the End Zone.
      let near = 0
      for (const c of info.carriers[side])
        near = Math.max(
          near,
          progress(side, s.m.w[P_X + c]) >= progress(side, scoreEndX(side)) - 6 ? 0.5 : 0.1,
        )
      return near
    }
    default:
      return CLAIM_RATE[condition]
  }
}

/** The coach's discard: the active card whose points times the chance to claim it this turn are least. */
export function coachDiscardActive(
  s: BlitzState,
  codes: readonly number[],
  side: number,
  pick: (values: readonly number[]) => number,
): number {
  return pick(
    codes.map((c) => {
      const card = CHALLENGE_CARDS[s.m.w[ACTIVE + nOf(c)]]
      return -card.points * claimChance(s, side, card.condition)
    }),
  )
}

// What a Blitz Bowl coach cannot see, dealt again for the AI's private look-ahead (issue 20 point 4), so Hard plays
// the cards as a coach at the table knows them, never as they really lie:
//  - 001 A Coach's Hand: the Bonus Plays in the opponent's hand are secret;
//  - 001 Setting Up, step 4: the deck lies face-down except for its top card's challenge side;
//  - 001 Random Event Cards: six of the twelve go into the deck face-down (which six, and where, is unknown; on
//    top only the back shows); the ones drawn so far are known.
// The coach's own hand, the active cards, the top card and the discards stay as they are. The unknown challenge
// cards (the opponent's hand and the deck below the top) are pooled, put in a fixed order (so the deal depends on
// what is hidden only as a set, never on where each card really is) and shuffled with the AI's generator; the
// opponent's hand is refilled to its size, the deck to its length with its events where the shuffle puts them,
// each event drawn from those not yet seen. Every write goes through `set`: the look-ahead's undo restores the
// real cards.
import type { Side } from '../../engine/api'
import { set } from '../../engine/memory'
import { EVENT_DECK } from '../../rules/blitz/data/events'
import { DECK, EVENT_BASE, G_DECK_LEN, G_DECK_TOP, HAND0, HAND_MAX } from '../../rules/blitz/layout'
import type { BlitzState } from '../../rules/blitz/state'
import type { AiRng } from '../types'

/** A stand-in for an event card while the deck's positions are shuffled. */
const EVENT = -1

export function redealBlitzHidden(s: BlitzState, side: Side, rng: AiRng): void {
  const w = s.m.w
  const top = w[G_DECK_TOP]
  const len = w[G_DECK_LEN]
  const hand = HAND0 + (1 - side) * HAND_MAX
  const handSlots: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < HAND_MAX; i++)
    if (w[hand + i] >= 0) {
      handSlots.push(hand + i)
      unknown.push(w[hand + i])
    }
  let events = 0
  for (let i = top + 1; i < len; i++)
    if (w[DECK + i] >= EVENT_BASE) events++
    else unknown.push(w[DECK + i])
  const eventOnTop = top < len && w[DECK + top] >= EVENT_BASE
  if (unknown.length + events === 0 && !eventOnTop) return

  unknown.sort((a, b) => a - b)
  shuffle(unknown, rng)
  handSlots.forEach((at, k) => set(s.m, at, unknown[k]))
  const below = [...unknown.slice(handSlots.length), ...Array<number>(events).fill(EVENT)]
  shuffle(below, rng)

  // The events no one has seen: all but those drawn so far (the deck keeps dealt cards below its top index).
  const drawn = new Set<number>()
  for (let i = 0; i < top; i++) if (w[DECK + i] >= EVENT_BASE) drawn.add(w[DECK + i])
  const unseen = EVENT_DECK.map((_, i) => EVENT_BASE + i).filter((id) => !drawn.has(id))
  shuffle(unseen, rng)
  let e = 0
  if (eventOnTop) set(s.m, DECK + top, unseen[e++])
  below.forEach((card, k) => set(s.m, DECK + top + 1 + k, card === EVENT ? unseen[e++] : card))
}

function shuffle(xs: number[], rng: AiRng): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[xs[i], xs[j]] = [xs[j], xs[i]]
  }
}

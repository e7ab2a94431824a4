// 001: Challenge Cards — the deck, the three active spaces and the visible top card, refreshing (with the forced
// discard), claiming one card per claim step, Clean Sweep, and the hand limit of three Bonus Plays.

import { pick } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { A_CLAIM, A_DISCARD_ACTIVE, A_DISCARD_HAND, A_NO_CLAIM, code, nOf, typeOf } from '../actions'
import { CHALLENGE_CARDS } from '../data/challengeCards'
import { EVENT_DECK } from '../data/events'
import {
  ACTIVE,
  DECK,
  G_ACTIVE,
  G_CLAIMS,
  G_DECK_LEN,
  G_DECK_TOP,
  G_DISCARDS,
  G_FINAL,
  G_GENEROUS,
  EVENT_BASE,
  G_SCORE0,
  HAND0,
  HAND_MAX,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { conditionMet } from './conditions'
import { PR_CLAIM, PR_EVENT, PR_HAND_LIMIT, PR_REFRESH } from './kinds'

function shuffle(s: BlitzState, ids: number[]): void {
  for (let i = ids.length - 1; i > 0; i--) {
    const j = pick(s.m, i + 1)
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
  }
}

/** 001: Setting Up the Game, step 4 — shuffle the 26 cards and deal three into the active spaces; with Random
 * Events, 6 of the 12 event cards are then shuffled into the rest, never one on top (001: Random Event Cards). */
export function shuffleDeck(s: BlitzState): void {
  const ids = CHALLENGE_CARDS.map((_, i) => i)
  shuffle(s, ids)
  let rest = ids.slice(3)
  if (s.meta.options.randomEvents === true) {
    const events = EVENT_DECK.map((_, i) => EVENT_BASE + i)
    shuffle(s, events)
    rest = [...rest, ...events.slice(0, 6)]
    do shuffle(s, rest)
    while (rest[0] >= EVENT_BASE)
  }
  const deck = [...ids.slice(0, 3), ...rest]
  deck.forEach((id, i) => set(s.m, DECK + i, id))
  set(s.m, G_DECK_LEN, deck.length)
  set(s.m, G_DECK_TOP, 0)
  for (let slot = 0; slot < 3; slot++) deal(s, slot)
}

/** The final round starts once the deck is used up (001: Points Victory): this turn and the opponent's next. */
function checkLastCard(s: BlitzState): void {
  if (s.m.w[G_DECK_TOP] === s.m.w[G_DECK_LEN] && s.m.w[G_FINAL] < 0) {
    set(s.m, G_FINAL, 2)
    emit(s, { type: 'last-card' })
  }
}

/** Moves the top card of the deck into an active space. */
function deal(s: BlitzState, slot: number): void {
  const w = s.m.w
  if (w[G_DECK_TOP] >= w[G_DECK_LEN]) return
  const card = w[DECK + w[G_DECK_TOP]]
  set(s.m, ACTIVE + slot, card)
  add(s.m, G_DECK_TOP, 1)
  emit(s, { type: 'card-dealt', slot, card, name: CHALLENGE_CARDS[card].name })
  checkLastCard(s)
}

const eventOnTop = (s: BlitzState): boolean =>
  s.m.w[G_DECK_TOP] < s.m.w[G_DECK_LEN] && s.m.w[DECK + s.m.w[G_DECK_TOP]] >= EVENT_BASE

/** 001: Random Event Cards — the active coach draws an event revealed on top of the deck; it is resolved, then discarded. */
function drawEvent(s: BlitzState): void {
  const card = s.m.w[DECK + s.m.w[G_DECK_TOP]]
  add(s.m, G_DECK_TOP, 1)
  add(s.m, G_DISCARDS, 1)
  emit(s, { type: 'random-event', event: EVENT_DECK[card - EVENT_BASE].id })
  push(s, PR_EVENT, card - EVENT_BASE)
  checkLastCard(s)
}

export function score(s: BlitzState, side: number, points: number, reason: string): void {
  add(s.m, G_SCORE0 + side, points)
  emit(s, { type: 'score', side, points, reason })
}

export function discardActive(s: BlitzState, slot: number): void {
  emit(s, { type: 'card-discarded', slot, card: s.m.w[ACTIVE + slot] })
  set(s.m, ACTIVE + slot, -1)
  add(s.m, G_DISCARDS, 1)
}

const allActive = (s: BlitzState): boolean =>
  s.m.w[ACTIVE] >= 0 && s.m.w[ACTIVE + 1] >= 0 && s.m.w[ACTIVE + 2] >= 0

/** 001: Replace Challenge Cards — all three still there: the coach must discard one; then fill the gaps, one card
 * at a time, drawing any Random Event revealed on top. Step 2 only fills (after Impatient Coaches). */
defineProc(PR_REFRESH, {
  name: 'refresh',
  run(s, f) {
    if (step(s, f) === 1) return true
    if (step(s, f) === 0) {
      setStep(s, f, 2)
      if (allActive(s) && s.m.w[G_DECK_TOP] < s.m.w[G_DECK_LEN]) {
        setStep(s, f, 1)
        return true
      }
    }
    if (eventOnTop(s)) {
      drawEvent(s)
      return false
    }
    for (let slot = 0; slot < 3; slot++)
      if (s.m.w[ACTIVE + slot] < 0 && s.m.w[G_DECK_TOP] < s.m.w[G_DECK_LEN]) {
        deal(s, slot)
        return false
      }
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'discard-active' }),
  legal(_s, _f, out) {
    for (let slot = 0; slot < 3; slot++) out.push(code(A_DISCARD_ACTIVE, -1, -1, -1, -1, slot))
  },
  act(s, f, c) {
    discardActive(s, nOf(c))
    setStep(s, f, 2)
  },
})

/** Active slots whose condition the last action met. */
export function claimable(s: BlitzState): number[] {
  const out: number[] = []
  for (let slot = 0; slot < 3; slot++) {
    const card = s.m.w[ACTIVE + slot]
    if (card >= 0 && conditionMet(s, CHALLENGE_CARDS[card].condition)) out.push(slot)
  }
  return out
}

/** 001: Claiming Challenge Cards — one card per claim step, into the hand; Clean Sweep on the third. */
defineProc(PR_CLAIM, {
  name: 'claim',
  run(s, f) {
    if (step(s, f) === 0 && claimable(s).length > 0) {
      setStep(s, f, 1)
      return true
    }
    pop(s)
    return false
  },
  decision: (s) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'claim' }),
  legal(s, _f, out) {
    for (const slot of claimable(s)) out.push(code(A_CLAIM, -1, -1, -1, -1, slot))
    out.push(code(A_NO_CLAIM))
  },
  act(s, f, c) {
    setStep(s, f, 2)
    if (typeOf(c) !== A_CLAIM) return
    const side = s.m.w[G_ACTIVE]
    const slot = nOf(c)
    const card = s.m.w[ACTIVE + slot]
    set(s.m, ACTIVE + slot, -1)
    const hand = HAND0 + side * HAND_MAX
    for (let i = 0; i < HAND_MAX; i++)
      if (s.m.w[hand + i] < 0) {
        set(s.m, hand + i, card)
        break
      }
    emit(s, { type: 'claim', side, slot, card, name: CHALLENGE_CARDS[card].name })
    score(s, side, CHALLENGE_CARDS[card].points + s.m.w[G_GENEROUS], 'challenge') // + Generous Coaches
    add(s.m, G_CLAIMS, 1)
    if (s.m.w[G_CLAIMS] === 3) score(s, side, 2, 'clean-sweep') // 001: Clean Sweep
  },
})

export function handCount(s: BlitzState, side: number): number {
  let n = 0
  for (let i = 0; i < HAND_MAX; i++) if (s.m.w[HAND0 + side * HAND_MAX + i] >= 0) n++
  return n
}

/** Removes a card from a hand into the discard pile (played or discarded). */
export function discardFromHand(s: BlitzState, side: number, index: number): void {
  const at = HAND0 + side * HAND_MAX + index
  emit(s, { type: 'hand-discard', side, card: s.m.w[at] })
  set(s.m, at, -1)
  add(s.m, G_DISCARDS, 1)
}

/** 001: more than three Bonus Plays at the end of the turn — discard down to three. */
defineProc(PR_HAND_LIMIT, {
  name: 'hand-limit',
  run: (s, f) => {
    if (handCount(s, arg(s, f, 0)) > 3) return true
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: arg(s, f, 0) as 0 | 1, kind: 'discard-hand' }),
  legal(s, f, out) {
    const side = arg(s, f, 0)
    for (let i = 0; i < HAND_MAX; i++)
      if (s.m.w[HAND0 + side * HAND_MAX + i] >= 0) out.push(code(A_DISCARD_HAND, -1, -1, -1, -1, i))
  },
  act: (s, f, c) => discardFromHand(s, arg(s, f, 0), nOf(c)),
})

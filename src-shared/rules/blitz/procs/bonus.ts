// 001: Bonus Plays — finding a playable card in the active coach's hand (no two of one type a turn) and playing it.

import { set } from '../../../engine/memory'
import { CHALLENGE_CARDS } from '../data/challengeCards'
import { BONUS_INDEX, type BonusPlayId } from '../data/bonusPlays'
import { G_PLAYED, HAND0, HAND_MAX } from '../layout'
import { emit, type BlitzState } from '../state'
import { discardFromHand } from './cards'

/** Hand index of a card of this Bonus Play that `side` may play now, or -1. */
export function playable(s: BlitzState, side: number, id: BonusPlayId): number {
  if (s.m.w[G_PLAYED + side] & (1 << BONUS_INDEX[id])) return -1
  for (let i = 0; i < HAND_MAX; i++) {
    const card = s.m.w[HAND0 + side * HAND_MAX + i]
    if (card >= 0 && CHALLENGE_CARDS[card].bonus === id) return i
  }
  return -1
}

export function playBonus(s: BlitzState, side: number, id: BonusPlayId): void {
  const i = playable(s, side, id)
  if (i < 0) throw new Error(`Bonus Play ${id} is not playable`)
  set(s.m, G_PLAYED + side, s.m.w[G_PLAYED + side] | (1 << BONUS_INDEX[id]))
  emit(s, { type: 'bonus-play', side, bonus: id })
  discardFromHand(s, side, i)
}

/** Bit per Bonus Play type `side` may play now (a card in hand, none of its type played this turn). */
export function playableBits(s: BlitzState, side: number): number {
  const w = s.m.w
  let bits = 0
  for (let i = 0; i < HAND_MAX; i++) {
    const card = w[HAND0 + side * HAND_MAX + i]
    if (card >= 0) bits |= 1 << BONUS_INDEX[CHALLENGE_CARDS[card].bonus]
  }
  return bits & ~w[G_PLAYED + side]
}

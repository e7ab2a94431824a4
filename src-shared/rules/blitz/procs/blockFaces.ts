// Block dice count and the faces abilities and cards change (001: Assisting a Block Action; game-facts B5/B7).

import { AB } from '../data/abilities'
import { BONUS_INDEX } from '../data/bonusPlays'
import { KERRUNCH, MISS, SHOVE, SMASH, TACKLE } from '../data/blockDie'
import { adjacent, hasAbility } from '../geometry'
import { G_BLOCKING_PLAY, MAX_PLAYERS, P_BLOCK, P_SIDE, P_ST, P_X, P_Y, ST_STANDING } from '../layout'
import type { BlitzState } from '../state'

/** A standing player of `side` other than `but` with this ability, adjacent to q. */
function nextToAbility(s: BlitzState, q: number, side: number, bit: number): boolean {
  const w = s.m.w
  for (let o = 0; o < MAX_PLAYERS; o++)
    if (w[P_SIDE + o] === side && w[P_ST + o] === ST_STANDING && hasAbility(s, o, bit) && adjacent(s, o, q))
      return true
  return false
}

/** 001: Assisted — the target is also Marked by a team-mate of the blocker (Defensive, Woodland Aid: cannot). */
export function assisted(s: BlitzState, a: number, t: number, tough = false): boolean {
  const w = s.m.w
  // can vs cannot: cannot wins (001) — Woodland Aid, and the Tough Enough card, over Blocking Play.
  // Bomber and War Machine blocks cannot be Assisted either (game-facts B5).
  if (tough || hasAbility(s, t, AB.woodlandAid) || hasAbility(s, a, AB.bomber | AB.warMachine)) return false
  if (w[G_BLOCKING_PLAY] === 1) return true // 001 card: Blocking Play
  // 001 arena Overgrown Arena: a target next to a trapdoor counts as Assisted.
  if (
    s.meta.options.arena === 'overgrown-arena' &&
    s.trapdoors.some(
      (k) => Math.max(Math.abs((k % 15) - w[P_X + t]), Math.abs(Math.floor(k / 15) - w[P_Y + t])) === 1,
    )
  )
    return true
  const side = w[P_SIDE + a]
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === a || w[P_SIDE + q] !== side || w[P_ST + q] !== ST_STANDING || !adjacent(s, q, t)) continue
    if (!nextToAbility(s, q, 1 - side, AB.defensive)) return true
  }
  return false
}

export function blockDice(s: BlitzState, a: number, t: number, bonus: number, tough = false): number {
  const help = assisted(s, a, t, tough)
  if (!help && bonus === BONUS_INDEX['the-kids-got-moxy']) return 3 // 001 card: The Kid's Got Moxy
  // 001 arena Badlands Fighting Pit: an Assisted Block rolls two more dice, to at most three.
  if (help && s.meta.options.arena === 'badlands-pit') return Math.min(3, s.m.w[P_BLOCK + a] + 2)
  return s.m.w[P_BLOCK + a] + (help ? 1 : 0)
}

/** A face as it counts for this blocker and target. */
export function effectiveFace(s: BlitzState, a: number, t: number, face: number, tough = false): number {
  let r = face
  if (r === SMASH && hasAbility(s, a, AB.mightyBlow)) r = KERRUNCH
  if ((r === SMASH || r === TACKLE) && hasAbility(s, a, AB.hulkingBrute)) r = KERRUNCH
  if (r === TACKLE && hasAbility(s, a, AB.titchy | AB.insignificant)) r = MISS
  if (r === SHOVE && (tough || hasAbility(s, t, AB.standFirm | AB.hulkingBrute))) r = MISS // and Tough Enough
  if (r === SHOVE && hasAbility(s, a, AB.bomber)) r = MISS // game-facts B5 Bomber
  return r
}

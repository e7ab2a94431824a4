// Which rare skills take part in a game at all, worked out once per game (its meta never changes), so the hot
// path of every step skips looking for tentacles, tails and shadowers in the many games that have none.

import type { SkillRule } from '../skills'
import { skillRule } from '../skills'
import type { ClassicState } from '../state'

export const HAS_TENTACLES = 1
export const HAS_TAIL = 2
export const HAS_SHADOWING = 4
export const HAS_DIVING_TACKLE = 1 << 16 // 003: the interrupts (Diving Tackle, Dump Off, Pass Block)
export const HAS_DUMP_OFF = 1 << 17
export const HAS_PASS_BLOCK = 1 << 18
export const HAS_TITCHY = 1 << 20 // not in the seeds (LRB6 Titchy, Disturbing Presence)
export const HAS_PRESENCE = 1 << 21
export const HAS_GAZE = 1 << 22 // 003: Hypnotic Gaze, offered in every team-turn listing
export const HAS_RIGHT_STUFF = 1 << 23 // 004: a team-mate to throw, asked in every team-turn listing with a thrower

const TESTS: readonly [number, (r: SkillRule) => boolean][] = [
  [HAS_TENTACLES, (r) => r.grabsLeavers === true],
  [HAS_TAIL, (r) => r.opponentDodgeModifier !== undefined],
  [HAS_SHADOWING, (r) => r.shadows === true],
  [HAS_DIVING_TACKLE, (r) => r.divingTackle === true],
  [HAS_DUMP_OFF, (r) => r.dumpOff === true],
  [HAS_PASS_BLOCK, (r) => r.passBlock === true],
  [HAS_TITCHY, (r) => r.noDodgeZone === true],
  [HAS_PRESENCE, (r) => r.disturbsWithin !== undefined],
  [HAS_GAZE, (r) => r.hypnoticGaze === true],
  [HAS_RIGHT_STUFF, (r) => r.canBeThrown === true],
]

// Each skill id's HAS_* bits, worked out once, so a new game's mask is one lookup per skill of its players (a search
// or a benchmark creates many games).
const MASK_OF = new Map<string, number>()
function maskOf(id: string): number {
  let mask = MASK_OF.get(id)
  if (mask === undefined) {
    mask = 0
    const rule = skillRule(id)
    if (rule) for (const [bit, test] of TESTS) if (test(rule)) mask |= bit
    MASK_OF.set(id, mask)
  }
  return mask
}

// Per game: [both sides, side 0, side 1], each an OR of HAS_* bits over the players' skills.
const CACHE = new WeakMap<object, Int32Array>()
// The last game asked about, so the usual case is one identity test.
let lastMeta: object | null = null
let lastMasks: Int32Array = new Int32Array(3)

function masksOf(s: ClassicState): Int32Array {
  if (s.meta === lastMeta) return lastMasks
  let masks = CACHE.get(s.meta)
  if (masks === undefined) {
    masks = new Int32Array(3)
    for (const pl of s.meta.players) if (pl) for (const id of pl.skills) masks[1 + pl.side] |= maskOf(id)
    masks[0] = masks[1] | masks[2]
    CACHE.set(s.meta, masks)
  }
  lastMeta = s.meta
  lastMasks = masks
  return masks
}

/** Whether any player of this game has a skill of the given kind (HAS_*). */
export function gameHas(s: ClassicState, what: number): boolean {
  return (masksOf(s)[0] & what) !== 0
}

/** Whether any player of one side (0 or 1) has a skill of the given kind (HAS_*). */
export function sideHas(s: ClassicState, side: number, what: number): boolean {
  return (masksOf(s)[1 + side] & what) !== 0
}

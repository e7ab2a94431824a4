// The probability service for Blitz Bowl: exact chances of a Throw Check and of a Block knocking its target down.

import type { Action } from '../../engine/api'
import { A_BLOCK, A_THROW, encode, nOf, playerOf, targetOf, typeOf } from './actions'
import { BLOCK_FACES, KERRUNCH, SHOVE, SMASH, TACKLE } from './data/blockDie'
import { adjacent, free } from './geometry'
import { P_X, P_Y } from './layout'
import { blockDice, effectiveFace } from './procs/blockFaces'
import { checkPasses } from './procs/injury'
import { throwCheck } from './procs/throw'
import type { BlitzState } from './state'

/** Chance that one D6 passes a check with this modifier and value, a 1 or a modified 1 failing (001: Fumble). */
export function throwChance(mod: number, value: number): number {
  let n = 0
  for (let d = 1; d <= 6; d++) if (d === 6 || (d + mod > 1 && checkPasses(d, mod, value))) n++
  return n / 6
}

/** Chance that at least one of `dice` Block dice shows a face in `good` (a set of faces 1..6). */
export function anyFaceChance(dice: number, goodFaces: number): number {
  return 1 - ((6 - goodFaces) / 6) ** dice
}

export function blitzProbability(s: BlitzState, action: Action): number | null {
  const c = encode(action)
  if (c === null) return null
  const p = playerOf(c)
  const t = targetOf(c)
  if (p < 0 || t < 0) return null
  if (typeOf(c) === A_THROW) {
    if (adjacent(s, p, t)) return 1
    const [mod, value] = throwCheck(s, p, t, nOf(c))
    return throwChance(mod, value)
  }
  if (typeOf(c) === A_BLOCK) {
    const pushable = free(s, 2 * s.m.w[P_X + t] - s.m.w[P_X + p], 2 * s.m.w[P_Y + t] - s.m.w[P_Y + p])
    let good = 0
    for (let face = 1; face <= 6; face++) {
      const r = effectiveFace(s, p, t, BLOCK_FACES[face])
      if (r === SMASH || r === KERRUNCH || r === TACKLE || (r === SHOVE && !pushable)) good++
    }
    return anyFaceChance(blockDice(s, p, t, nOf(c)), good)
  }
  return null
}

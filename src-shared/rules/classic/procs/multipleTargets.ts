// 003: Multiple Block — who may be picked as a target ("next to the player making the block and next to each
// other") and the strengths the dice are rolled on, for the procedure (multipleBlock.ts), the activation's listing
// (weapons.ts) and the probability service (weaponOdds.ts).

import { A_MULTIPLE_BLOCK, code } from '../actions'
import { DIRS, isAdjacent, tackleZones } from '../geometry'
import { BOARD, HEIGHT, MAX_PLAYERS, P_SIDE, P_ST, P_STATE, P_X, P_Y, S_STANDING, WIDTH } from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import type { ClassicState } from '../state'

const GUARDS = rulesWith((r) => r.assistsInTackleZones) // 003: Guard

function isCandidate(s: ClassicState, att: number, q: number): boolean {
  const w = s.m.w
  return (
    q >= 0 &&
    w[P_SIDE + q] !== w[P_SIDE + att] &&
    w[P_STATE + q] === S_STANDING &&
    isAdjacent(w[P_X + att], w[P_Y + att], w[P_X + q], w[P_Y + q])
  )
}

/** Standing opponents next to the attacker (player ids). */
function opponentsNext(s: ClassicState, att: number, out: number[]): void {
  const w = s.m.w
  for (const [dx, dy] of DIRS) {
    const x = w[P_X + att] + dx
    const y = w[P_Y + att] + dy
    if (x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT) continue
    const q = w[BOARD + y * WIDTH + x] - 1
    if (isCandidate(s, att, q)) out.push(q)
  }
}

/**
 * The opponents that may join the targets `mask`: standing, next to the attacker and next to a target, so the
 * targets' squares stay one unbroken path [JJ]. With an empty mask: every opponent that has such a neighbour.
 */
export function joinable(s: ClassicState, att: number, mask: number): number[] {
  const w = s.m.w
  const near: number[] = []
  opponentsNext(s, att, near)
  const out: number[] = []
  for (const q of near) {
    if ((mask >>> q) & 1) continue
    for (const r of near) {
      if (r === q || (mask !== 0 && ((mask >>> r) & 1) === 0)) continue
      if (isAdjacent(w[P_X + q], w[P_Y + q], w[P_X + r], w[P_Y + r])) {
        out.push(q)
        break
      }
    }
  }
  return out
}

/** Activation codes: a multiple block may start at any opponent next to him who has another beside him. */
export function multipleBlockCodes(s: ClassicState, att: number, out: number[]): void {
  for (const q of joinable(s, att, 0)) out.push(code(A_MULTIPLE_BLOCK, q))
}

export function targetsOf(mask: number): number[] {
  const out: number[] = []
  for (let q = 0; q < MAX_PLAYERS; q++) if ((mask >>> q) & 1) out.push(q)
  return out
}

/**
 * 003 [JJ]: "Players may give assists to a multiple block. Each player may give one assist only, and a player in
 * the tackle zone of two targets may not assist against either." Defensive assists as usual (next to the
 * attacker, in no other tackle zone of his team, or Guard); the targets themselves give none.
 */
export function multipleStrengths(
  s: ClassicState,
  att: number,
  mask: number,
  attSt: number,
): [number, number] {
  const w = s.m.w
  const side = w[P_SIDE + att]
  const targets = targetsOf(mask)
  let defSt = 0
  for (const t of targets) defSt += w[P_ST + t]
  let offence = 0
  let defence = 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === att || w[P_STATE + q] !== S_STANDING || (mask >>> q) & 1) continue
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    if (w[P_SIDE + q] === side) {
      let next = -1
      let count = 0
      for (const t of targets)
        if (isAdjacent(qx, qy, w[P_X + t], w[P_Y + t])) {
          next = t
          count++
        }
      if (count !== 1) continue // [JJ] in the tackle zone of two targets: no assist, even with Guard
      if (tackleZones(s, side, qx, qy, next) === 0 || hasAnyOf(s, q, GUARDS)) offence++
    } else if (isAdjacent(qx, qy, w[P_X + att], w[P_Y + att])) {
      if (tackleZones(s, 1 - side, qx, qy, att) === 0 || hasAnyOf(s, q, GUARDS)) defence++
    }
  }
  return [attSt + offence, defSt + defence]
}

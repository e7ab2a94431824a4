// 003: Shadowing — "The player may use this skill when an opposing player moves out of his tackle zone. Each coach
// rolls a dice and adds their own players movement allowance ... If the shadowing players coach manages to beat the
// other coach's score, then he may move his player into the square vacated by the opposing player. He does not have
// to make any dodge rolls ... and it has no effect on his own movement in his own team turn." Any number a turn; a
// Leap may be shadowed too (into the square the leaper left). Reading: the coach is asked before the dice are rolled,
// and a won roll moves the player; with several shadowers, each is offered in turn until one has moved.

import { roll } from '../../../engine/dice'
import type { Side } from '../../../engine/api'
import { A_USE_SKILL, code, xOf } from '../actions'
import { BOARD, F_ROOTED, MAX_PLAYERS, P_FLAGS, P_MA, P_SIDE, P_X, P_Y, WIDTH } from '../layout'
import { isAdjacent } from '../geometry'
import { anySkill } from '../skills'
import { arg, defineProc, pop, push, setArg } from '../stack'
import { emit, exertsTackleZone, moveOnPitch, sideOf, type ClassicState } from '../state'
import { HAS_SHADOWING, gameHas } from './gameSkills'
import { PR_SHADOWING } from './kinds'

/** The next opposing shadower, from player id `from` on, whose tackle zone the square (fx, fy) was in; -1 none. */
function nextShadower(s: ClassicState, mover: number, fx: number, fy: number, from: number): number {
  const w = s.m.w
  const side = w[P_SIDE + mover]
  for (let q = from; q < MAX_PLAYERS; q++) {
    // LRB6 Bone-head / 003 Hypnotic Gaze: without a tackle zone nobody leaves it; LRB6 Take Root: a rooted player
    // may use no skill that moves him out of his square.
    if (w[P_SIDE + q] === side || !exertsTackleZone(s, q) || w[P_X + q] < 0) continue
    if ((w[P_FLAGS + q] & F_ROOTED) !== 0) continue
    if (!isAdjacent(w[P_X + q], w[P_Y + q], fx, fy)) continue
    // not in the seeds (LRB6 Ball & Chain): he "may never use ... Shadowing".
    if (anySkill(s, q, (r) => r.shadows) && !anySkill(s, q, (r) => r.ballAndChain)) return q
  }
  return -1
}

/**
 * After `mover` left (fx, fy): offers Shadowing to the opposing coach when a shadower's zone held that square.
 * Returns whether it did (a frame was pushed).
 */
export function pushShadowing(s: ClassicState, mover: number, fx: number, fy: number): boolean {
  if (!gameHas(s, HAS_SHADOWING)) return false
  const q = nextShadower(s, mover, fx, fy, 0)
  if (q >= 0) push(s, PR_SHADOWING, mover, fx, fy, q)
  return q >= 0
}

// Frame: a = mover, b/c = the square he left, d = the shadower offered now.
defineProc(PR_SHADOWING, {
  name: 'shadowing',
  run() {
    return true
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 3)) as Side, kind: 'shadowing', player: arg(s, f, 3) }
  },
  legal(_s, _f, out) {
    out.push(code(A_USE_SKILL, 0, 1), code(A_USE_SKILL, 0, 0))
  },
  act(s, f, c) {
    const w = s.m.w
    const mover = arg(s, f, 0)
    const fx = arg(s, f, 1)
    const fy = arg(s, f, 2)
    const q = arg(s, f, 3)
    if (xOf(c) === 1 && w[BOARD + fy * WIDTH + fx] === 0) {
      const mine = roll(s.m, 6)
      const theirs = roll(s.m, 6)
      const won = mine + w[P_MA + q] > theirs + w[P_MA + mover]
      if (s.events)
        emit(s, { type: 'roll', purpose: 'shadowing', player: q, dice: [mine, theirs], success: won })
      if (won) {
        const from = [w[P_X + q], w[P_Y + q]]
        moveOnPitch(s, q, fx, fy)
        if (s.events) emit(s, { type: 'move', player: q, from, to: [fx, fy], skill: 'shadowing' })
        pop(s)
        return
      }
    }
    const next = nextShadower(s, mover, fx, fy, q + 1)
    if (next < 0) pop(s)
    else setArg(s, f, 3, next)
  },
})

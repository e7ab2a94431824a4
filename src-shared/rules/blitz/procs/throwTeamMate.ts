// 001: Throw Team-mate Action (advanced) — an Ogre, Troll or Treeman throws an adjacent team-mate to a square in
// range with a Throw Check (Long and Obstructed −1, capped): success on an empty square lands them standing (with
// any ball); a miss lands them Prone without an Armour Check (their ball bounces); an occupied square knocks its
// player Prone with an Armour Check (−1 after a success) and Injures the thrown player; a Fumble Injures the
// thrown player, their ball bouncing from the thrower's square. A ball in the landing square bounces.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { SHORT_D2 } from '../data/ruler'
import { ballOf, groundBallAt, occupant, open } from '../geometry'
import { A_THROW_NEG, A_THROW_OK, P_SIDE, P_ST, P_THROW, P_X, P_Y, SQ, ST_PRONE } from '../layout'
import { arg, defineProc, pop } from '../stack'
import { emit, type BlitzState } from '../state'
import { pushBounce } from './ball'
import { checkPasses, injure, knockDown } from './injury'
import { PR_THROW_TEAM_MATE } from './kinds'
import { dropBall, movePlayer } from './pieces'
import { lineSquares } from './throw'

function modifier(s: BlitzState, p: number, x: number, y: number): number {
  const w = s.m.w
  const dx = x - w[P_X + p]
  const dy = y - w[P_Y + p]
  if (dx * dx + dy * dy > SHORT_D2) return -1
  for (const k of lineSquares(w[P_X + p], w[P_Y + p], x, y)) {
    if (s.blocked[k]) return -1
    const o = w[SQ + k] - 1
    if (o >= 0 && w[P_SIDE + o] !== w[P_SIDE + p] && open(s, o)) return -1
  }
  return 0
}

/** The thrown player's ball, if any, drops and bounces from (x, y). */
function loseBall(s: BlitzState, b: number, x: number, y: number): void {
  if (b < 0) return
  dropBall(s, b)
  pushBounce(s, b, x, y)
}

// frame args: 0 thrower, 1 thrown team-mate, 2 target square x * 16 + y
defineProc(PR_THROW_TEAM_MATE, {
  name: 'throw-team-mate',
  run(s, f) {
    const p = arg(s, f, 0)
    const q = arg(s, f, 1)
    const x = arg(s, f, 2) >> 4
    const y = arg(s, f, 2) & 15
    pop(s)
    const w = s.m.w
    const mod = modifier(s, p, x, y)
    const d = roll(s.m, 6)
    const fumble = d === 1 || (d !== 6 && d + mod <= 1)
    const ok = !fumble && checkPasses(d, mod, w[P_THROW + p])
    emit(s, {
      type: 'roll',
      purpose: 'throw-team-mate',
      player: p,
      dice: [d],
      target: w[P_THROW + p],
      modifier: mod,
      success: ok,
    })
    if (ok) {
      set(s.m, A_THROW_OK, 1)
      set(s.m, A_THROW_NEG, mod < 0 ? 1 : 0)
    }
    const b = ballOf(s, q)
    if (fumble) {
      emit(s, { type: 'fumble', player: p })
      injure(s, q, 'thrown')
      loseBall(s, b, w[P_X + p], w[P_Y + p])
      return false
    }
    const o = occupant(s, x, y)
    if (o >= 0) {
      injure(s, q, 'thrown') // crashes into the player there
      loseBall(s, b, x, y)
      knockDown(s, o, ok ? -1 : 0, 0)
      return false
    }
    movePlayer(s, q, x, y) // a held ball goes with them
    emit(s, { type: 'thrown', player: q, x, y, landed: ok })
    const lying = groundBallAt(s, x, y)
    if (lying >= 0) pushBounce(s, lying, x, y)
    if (!ok) {
      set(s.m, P_ST + q, ST_PRONE)
      loseBall(s, b, x, y)
    }
    return false
  },
})

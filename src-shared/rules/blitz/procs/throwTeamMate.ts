// 001: Throw Team-mate Action (advanced) — an Ogre, Troll or Treeman throws an adjacent team-mate to a square in
// range with a Throw Check (Long and Obstructed −1, capped): success on an empty square lands them standing (with
// any ball); a miss lands them Prone without an Armour Check (their ball bounces); an occupied square knocks its
// player Prone with an Armour Check (−1 after a success) and Injures the thrown player; a Fumble Injures the
// thrown player, their ball bouncing from the thrower's square. A ball in the landing square bounces. As a Throw
// Action its failed Throw Check may be re-rolled like a Throw's (Expert Passer, Raw Talent, Rookies to Watch).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { SHORT_D2 } from '../data/ruler'
import { ballOf, groundBallAt, hasAbility, occupant, open } from '../geometry'
import { A_REROLL, typeOf } from '../actions'
import { AB } from '../data/abilities'
import { A_THROW_NEG, A_THROW_OK, G_ACTIVE, P_SIDE, P_ST, P_THROW, P_X, P_Y, SQ, ST_PRONE } from '../layout'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { pushBounce } from './ball'
import { checkPasses, injure, knockDown } from './injury'
import { PR_THROW_TEAM_MATE } from './kinds'
import { dropBall, movePlayer } from './pieces'
import { lineSquares } from './throw'
import { hasRerollChoice, rerollChoices, useReroll } from './rerolls'

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

// frame args: 0 thrower, 1 thrown team-mate, 2 target square x * 16 + y, 3 die; step 1 waits for a re-roll
function attempt(s: BlitzState, f: number): void {
  const p = arg(s, f, 0)
  const mod = modifier(s, p, arg(s, f, 2) >> 4, arg(s, f, 2) & 15)
  const d = roll(s.m, 6)
  setArg(s, f, 3, d)
  const ok = d !== 1 && (d === 6 || d + mod > 1) && checkPasses(d, mod, s.m.w[P_THROW + p])
  emit(s, {
    type: 'roll',
    purpose: 'throw-team-mate',
    player: p,
    dice: [d],
    target: s.m.w[P_THROW + p],
    modifier: mod,
    success: ok,
  })
  set(s.m, A_THROW_OK, ok ? 1 : 0)
  set(s.m, A_THROW_NEG, ok && mod < 0 ? 1 : 0)
}

function finish(s: BlitzState, f: number): void {
  const p = arg(s, f, 0)
  const q = arg(s, f, 1)
  const x = arg(s, f, 2) >> 4
  const y = arg(s, f, 2) & 15
  const d = arg(s, f, 3)
  pop(s)
  const w = s.m.w
  const mod = modifier(s, p, x, y)
  const fumble = d === 1 || (d !== 6 && d + mod <= 1)
  const ok = w[A_THROW_OK] === 1
  const b = ballOf(s, q)
  if (fumble) {
    emit(s, { type: 'fumble', player: p })
    injure(s, q, 'thrown')
    loseBall(s, b, w[P_X + p], w[P_Y + p])
    return
  }
  const o = occupant(s, x, y)
  if (o >= 0) {
    injure(s, q, 'thrown') // crashes into the player there
    loseBall(s, b, x, y)
    knockDown(s, o, ok ? -1 : 0, 0)
    return
  }
  movePlayer(s, q, x, y) // a held ball goes with them
  emit(s, { type: 'thrown', player: q, x, y, landed: ok })
  const lying = groundBallAt(s, x, y)
  if (lying >= 0) pushBounce(s, lying, x, y)
  if (!ok) {
    set(s.m, P_ST + q, ST_PRONE)
    loseBall(s, b, x, y)
  }
}

// 001: Throw Team-mate is a Throw Action, so a failed Throw Check is re-rolled as one: Expert Passer, Raw Talent,
// Rookies to Watch (the thrower holds no ball, so no special ball applies).
const expert = (s: BlitzState, f: number): boolean => hasAbility(s, arg(s, f, 0), AB.expertPasser)

defineProc(PR_THROW_TEAM_MATE, {
  name: 'throw-team-mate',
  run(s, f) {
    if (step(s, f) === 1) return true
    attempt(s, f)
    if (s.m.w[A_THROW_OK] === 0 && hasRerollChoice(s, s.m.w[G_ACTIVE], expert(s, f))) {
      setStep(s, f, 1)
      return true
    }
    finish(s, f)
    return false
  },
  decision: (s, f) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'reroll', player: arg(s, f, 0) }),
  legal: (s, f, out) => void rerollChoices(s, s.m.w[G_ACTIVE], expert(s, f), out),
  act(s, f, c) {
    if (typeOf(c) === A_REROLL) {
      useReroll(s, s.m.w[G_ACTIVE], c, arg(s, f, 0), 'expert-passer')
      attempt(s, f) // 001: a re-rolled roll is never re-rolled again
    }
    finish(s, f)
  },
})

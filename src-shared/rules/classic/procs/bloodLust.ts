// Not in the seeds (LRB6 Blood Lust): after a failed Blood Lust roll (procs/declareRolls.ts) the Vampire carries on
// with his action, but "at the end of the action, but before passing, handing off or scoring", he must feed: he
// bites a Thrall team-mate next to him (his coach picks which), an injury roll on which any casualty counts as Badly
// Hurt, no turnover unless the Thrall held the ball. With no Thrall next to him it is a turnover and he leaves for the
// reserves box, the ball bouncing from his square (no touchdown).
// Readings (docs/rules/classic-interpretations.md): a Thrall is a team-mate without Blood Lust (on the Vampire
// roster exactly the Thralls), standing or down; a Vampire lying down when his action ends (fallen, knocked down)
// bites nobody, so he leaves the pitch for the reserves ("if he was still on the pitch").

import { roll } from '../../../engine/dice'
import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import {
  A_BITE,
  A_END_ACTIVATION,
  A_HAIL_MARY,
  A_HAND_OFF,
  A_THROW,
  A_THROW_PLAYER,
  code,
  playerOf,
  typeOf,
} from '../actions'
import {
  F_HUNGRY,
  F_KIND,
  G_TURNOVER,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_RESERVE,
  S_STANDING,
  S_STUNNED,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, procOf, push, topFrame } from '../stack'
import { carrier, emit, removeFromPitch, setBallGround, sideOf, type ClassicState } from '../state'
import { checkTouchdown, pushBounce } from './ball'
import { applyInjury, injuryFor } from './injury'
import { PR_ACTIVATION, PR_BLOOD_LUST } from './kinds'

const BITERS = rulesWith((r) => r.declaration?.onFail === 'hunger')
const scratch: number[] = []

/** The Thralls next to the Vampire `p`: team-mates without Blood Lust, standing or down, in player order. */
function thralls(s: ClassicState, p: number, out: number[]): void {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let q = side * 16; q < side * 16 + 16; q++) {
    if (q === p || w[P_X + q] < 0) continue
    const st = w[P_STATE + q]
    if (st !== S_STANDING && st !== S_PRONE && st !== S_STUNNED) continue
    if (Math.max(Math.abs(w[P_X + q] - px), Math.abs(w[P_Y + q] - py)) !== 1) continue
    if (!hasAnyOf(s, q, BITERS)) out.push(q)
  }
}

function clearHunger(s: ClassicState, p: number): void {
  const fl = s.m.w[P_FLAGS + p]
  if (fl & F_HUNGRY) set(s.m, P_FLAGS + p, fl & ~F_HUNGRY)
}

/**
 * Whether a hungry player must feed before the activation action `c` (a pass, hand-off, throw, the end of his
 * action; 0: the action ended by itself). If so, the bite frame is pushed and `c` is played after it.
 */
export function feedsFirst(s: ClassicState, p: number, c: number): boolean {
  const w = s.m.w
  if ((w[P_FLAGS + p] & F_HUNGRY) === 0) return false
  if (c !== 0) {
    const t = typeOf(c)
    if (
      t !== A_END_ACTIVATION &&
      t !== A_THROW &&
      t !== A_HAIL_MARY &&
      t !== A_HAND_OFF &&
      t !== A_THROW_PLAYER
    )
      return false
  }
  if (w[P_X + p] < 0) {
    clearHunger(s, p) // off the pitch already (a casualty, a KO): nothing left to do
    return false
  }
  push(s, PR_BLOOD_LUST, p, c)
  return true
}

/** The bite: an injury roll on the Thrall, a casualty counting as Badly Hurt. */
function bite(s: ClassicState, p: number, q: number): void {
  const w = s.m.w
  clearHunger(s, p)
  const x = w[P_X + q]
  const y = w[P_Y + q]
  const hadBall = carrier(s) === q
  if (s.events) emit(s, { type: 'bite', player: p, target: q })
  const dice = [roll(s.m, 6), roll(s.m, 6)]
  if (s.events) emit(s, { type: 'roll', purpose: 'injury', player: q, dice, modifiers: [] })
  let result = injuryFor(s, q, dice[0] + dice[1])
  // LRB6 Blood Lust: "treating any casualty roll as Badly Hurt".
  if (result === 'serious-injury' || result === 'dead') result = 'badly-hurt'
  applyInjury(s, q, result, false)
  if (hadBall) {
    // "The injury will not cause a turnover unless the Thrall was holding the ball."
    set(s.m, G_TURNOVER, 1)
    setBallGround(s, x, y)
    pushBounce(s, x, y)
  }
}

/** No Thrall to bite: a turnover, and he leaves the pitch for the reserves; a ball he held bounces. */
function starve(s: ClassicState, p: number): void {
  const w = s.m.w
  clearHunger(s, p)
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const hadBall = carrier(s) === p
  set(s.m, G_TURNOVER, 1)
  if (s.events) emit(s, { type: 'no-thrall', player: p })
  removeFromPitch(s, p)
  set(s.m, P_STATE + p, S_RESERVE)
  if (hadBall) {
    setBallGround(s, x, y)
    pushBounce(s, x, y)
  }
}

/** After feeding: a touchdown he was about to score, then the action the bite came before. */
function afterFeeding(s: ClassicState, p: number, pending: number): void {
  const w = s.m.w
  if (w[G_TURNOVER] !== 0 || w[P_STATE + p] !== S_STANDING) return
  checkTouchdown(s, p, true)
  if (pending === 0 || w[G_TURNOVER] !== 0) return
  const top = topFrame(s)
  if (top < 0 || w[top + F_KIND] !== PR_ACTIVATION) return
  // Only while still legal (he may have bitten the team-mate he meant to hand off to): else his coach picks again.
  const proc = procOf(PR_ACTIVATION)
  scratch.length = 0
  proc.legal!(s, top, scratch)
  if (scratch.includes(pending)) proc.act!(s, top, pending)
}

// Frame: a = the Vampire, b = the activation action to play after the bite (0: none).
defineProc(PR_BLOOD_LUST, {
  name: 'blood-lust',
  run(s, f) {
    const p = arg(s, f, 0)
    scratch.length = 0
    // LRB6: "If he is standing adjacent to one or more Thrall team-mates": a Vampire lying down bites nobody.
    if (s.m.w[P_STATE + p] === S_STANDING) thralls(s, p, scratch)
    if (scratch.length > 1) return true // his coach picks the Thrall
    const pending = arg(s, f, 1)
    pop(s)
    if (scratch.length === 0) starve(s, p)
    else {
      bite(s, p, scratch[0])
      afterFeeding(s, p, pending)
    }
    return false
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'blood-lust', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    scratch.length = 0
    thralls(s, arg(s, f, 0), scratch)
    for (const q of scratch) out.push(code(A_BITE, q))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const pending = arg(s, f, 1)
    pop(s)
    bite(s, p, playerOf(c))
    afterFeeding(s, p, pending)
  },
})

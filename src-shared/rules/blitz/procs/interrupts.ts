// 001: Interrupt — Bonus Plays the other coach plays during the active coach's action: Step Aside (after a Mark, a
// Marked player of theirs Sidesteps for free), Intervention (after a Run, an Open player of theirs makes a free
// Mark ending next to the runner), Shadowing (a player Sidesteps away: a marker moves into the square it left).
// Tough Enough and Dump-off are asked by the Block itself (block.ts). 001: "you cannot Interrupt an Interrupt" —
// G_INTERRUPT is 1 from the moment an interrupt is played until everything it started (a Mark, a bounce, a throw)
// is over: PR_INTERRUPT_END, pushed under that work, clears it. While it is 1 no interrupt is offered and
// Bladed Knuckle Dusters is not asked (injury.ts).

import { set } from '../../../engine/memory'
import { A_DECLINE, A_INTERRUPT, code, playerOf, typeOf, xOf, yOf } from '../actions'
import { BONUS_INDEX, type BonusPlayId } from '../data/bonusPlays'
import { DX, DY, free, markersAt, marked, open, standing } from '../geometry'
import {
  G_ACTIVE,
  G_INTERRUPT,
  K_MARK,
  K_SIDESTEP,
  MAX_PLAYERS,
  P_DONE,
  P_NOMORE,
  P_SIDE,
  P_X,
  P_Y,
} from '../layout'
import { arg, defineProc, pop, push } from '../stack'
import { emit, type BlitzState } from '../state'
import { landOnBall } from './action'
import { playable, playBonus } from './bonus'
import { PR_INTERRUPT, PR_INTERRUPT_END, PR_MOVE } from './kinds'
import { canReachMark } from './move'
import { movePlayer } from './pieces'

export const I_STEP_ASIDE = 1
export const I_INTERVENTION = 2
export const I_SHADOWING = 3
const CARD: Record<number, BonusPlayId> = {
  [I_STEP_ASIDE]: 'step-aside',
  [I_INTERVENTION]: 'intervention',
  [I_SHADOWING]: 'shadowing',
}

const defender = (s: BlitzState): number => 1 - s.m.w[G_ACTIVE]
// frame args: 0 kind, 1 data, 2 who answers (0 the other coach, 1 the active coach: an opponent's interrupt moved
// one of theirs — only ever asked inside that interrupt, so never offered, but written so the flag is what stops it)
const answerer = (s: BlitzState, f: number): number => (arg(s, f, 2) === 1 ? s.m.w[G_ACTIVE] : defender(s))
const can = (s: BlitzState, p: number, kind: number): boolean =>
  s.m.w[P_NOMORE + p] === 0 && (s.m.w[P_DONE + p] & (1 << kind)) === 0

function choices(s: BlitzState, side: number, kind: number, data: number, out: number[]): void {
  const w = s.m.w
  const n = BONUS_INDEX[CARD[kind]]
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== side || !standing(s, p)) continue
    const x = w[P_X + p]
    const y = w[P_Y + p]
    if (kind === I_STEP_ASIDE && marked(s, p) && can(s, p, K_SIDESTEP)) {
      for (let d = 0; d < 8; d++)
        if (free(s, x + DX[d], y + DY[d]) && markersAt(s, side, x + DX[d], y + DY[d]) === 0)
          out.push(code(A_INTERRUPT, p, -1, x + DX[d], y + DY[d], n))
    } else if (
      kind === I_INTERVENTION &&
      open(s, p) &&
      can(s, p, K_MARK) &&
      canReachMark(s, p, x, y, 2, data)
    ) {
      out.push(code(A_INTERRUPT, p, -1, -1, -1, n))
    } else if (kind === I_SHADOWING && Math.max(Math.abs(x - (data >> 4)), Math.abs(y - (data & 15))) === 1) {
      out.push(code(A_INTERRUPT, p, -1, -1, -1, n))
    }
  }
}

/** Offers a coach (by default the other one) an interrupt when they hold the card and have a player who could use
 * it — never while another interrupt resolves (001: you cannot Interrupt an Interrupt). */
export function offerInterrupt(s: BlitzState, kind: number, data: number, byActive = false): void {
  const side = byActive ? s.m.w[G_ACTIVE] : defender(s)
  if (s.m.w[G_INTERRUPT] === 1 || playable(s, side, CARD[kind]) < 0) return
  const out: number[] = []
  choices(s, side, kind, data, out)
  if (out.length > 0) push(s, PR_INTERRUPT, kind, data, byActive ? 1 : 0)
}

/** Marks an interrupt as resolving until the work pushed after this call is done (001: no Interrupt of an
 * Interrupt). Call it before pushing the interrupt's own procedures. */
export function beginInterrupt(s: BlitzState): void {
  set(s.m, G_INTERRUPT, 1)
  push(s, PR_INTERRUPT_END)
}

defineProc(PR_INTERRUPT_END, {
  name: 'interrupt-end',
  run(s) {
    pop(s)
    set(s.m, G_INTERRUPT, 0)
    return false
  },
})

defineProc(PR_INTERRUPT, {
  name: 'interrupt',
  run: () => true,
  decision: (s, f) => ({ side: answerer(s, f) as 0 | 1, kind: 'interrupt' }),
  legal(s, f, out) {
    // Offered while the card is still in hand (hidden hands dealt again in a look-ahead may have taken it).
    const side = answerer(s, f)
    if (playable(s, side, CARD[arg(s, f, 0)]) >= 0) choices(s, side, arg(s, f, 0), arg(s, f, 1), out)
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    const kind = arg(s, f, 0)
    const data = arg(s, f, 1)
    const side = answerer(s, f)
    pop(s)
    if (typeOf(c) === A_DECLINE) return
    const p = playerOf(c)
    playBonus(s, side, CARD[kind])
    beginInterrupt(s)
    if (kind === I_STEP_ASIDE) {
      const from = s.m.w[P_X + p] * 16 + s.m.w[P_Y + p]
      set(s.m, P_DONE + p, s.m.w[P_DONE + p] | (1 << K_SIDESTEP))
      movePlayer(s, p, xOf(c), yOf(c))
      emit(s, { type: 'move', player: p, x: xOf(c), y: yOf(c), reason: 'step-aside' })
      // game-facts B7 Shadowing answers an opponent's Sidestep, and Step Aside is one: the active coach's Shadowing
      // would come now, but it would interrupt this interrupt, so offerInterrupt declines it (001).
      offerInterrupt(s, I_SHADOWING, from, true)
      landOnBall(s, p, xOf(c), yOf(c), false)
    } else if (kind === I_INTERVENTION) {
      set(s.m, P_DONE + p, s.m.w[P_DONE + p] | (1 << K_MARK))
      push(s, PR_MOVE, p, K_MARK, 0, -1, 0, data + 1) // the Mark must end next to the runner
    } else {
      movePlayer(s, p, data >> 4, data & 15)
      emit(s, { type: 'move', player: p, x: data >> 4, y: data & 15, reason: 'shadowing' })
      // 001 Picking Up a Ball: the Sidestep's own bounce may have left a ball in the square it left; a player moved
      // onto it by a card does not take it, and it Bounces.
      landOnBall(s, p, data >> 4, data & 15, false)
    }
  },
})

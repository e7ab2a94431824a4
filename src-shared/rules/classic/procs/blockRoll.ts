// The block dice as a one-target block (block.ts) and a multiple block (multipleBlock.ts) both roll them (002:
// Blocking): the dice packed 3 bits each into the frame's third argument, the attacker's team re-roll on all of
// them (004: Reroll's; LRB6 Loner may waste it) or his 003 Pro, one choice per distinct face, and what is left to
// do once the pushes are done — a loose ball bounces, a pushed carrier may have scored.

import { roll } from '../../../engine/dice'
import { A_CHOOSE_DIE, A_NO_REROLL, A_REROLL, code, typeOf, xOf } from '../actions'
import { BLOCK_DIE } from '../data/blockDice'
import { BALL_GROUND, G_BALL_STATE, G_BALL_X, G_BALL_Y, P_X, P_Y, WIDTH } from '../layout'
import { arg, setArg } from '../stack'
import { carrier, emit, occupant, sideOf, type ClassicState } from '../state'
import { checkTouchdown, ownGoalByPush, pushBounce } from './ball'
import { spendTeamReroll, teamRerollAvailable, teamRerollCodes } from './teamReroll'
import { SOURCE_PRO, proReady, proRule, spendPro } from './pro'

// Frame (both procedures): a = attacker, c = the dice in bits 0..8 (the procedure keeps its own bits above them).

/** The `i`th block die rolled (1..6, an index into BLOCK_DIE). */
export function blockDieAt(s: ClassicState, f: number, i: number): number {
  return (arg(s, f, 2) >> (3 * i)) & 7
}

/** Rolls `n` block dice for the attacker into bits 0..8 of the frame's third argument. */
export function rollBlockDice(s: ClassicState, f: number, n: number, reroll: boolean): void {
  let packed = 0
  const dice: number[] = []
  for (let i = 0; i < n; i++) {
    const d = roll(s.m, 6)
    dice.push(d)
    packed |= d << (3 * i)
  }
  setArg(s, f, 2, (arg(s, f, 2) & ~511) | packed)
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'block',
      player: arg(s, f, 0),
      dice,
      faces: dice.map((d) => BLOCK_DIE[d]),
      ...(reroll ? { reroll: true } : {}),
    })
}

/** Whether the attacker may re-roll his block dice: the team (or Leader) re-roll, or 003 Pro. */
export function blockRerollOffered(s: ClassicState, att: number): boolean {
  return teamRerollAvailable(s, sideOf(s, att)) || proReady(s, att)
}

/**
 * The attacker's choice on the dice: the team or the Leader counter (003), his Pro (003: "any one dice roll he has
 * made" — the block dice are his), or none.
 */
export function blockRerollCodes(s: ClassicState, f: number, out: number[]): void {
  const att = arg(s, f, 0)
  teamRerollCodes(s, sideOf(s, att), out)
  if (proReady(s, att)) out.push(code(A_REROLL, 0, SOURCE_PRO))
  out.push(code(A_NO_REROLL))
}

/** Plays the re-roll choice: all `n` dice again, unless LRB6 Loner keeps the first roll or Pro's die fails. */
export function actBlockReroll(s: ClassicState, f: number, c: number, n: number): void {
  const att = arg(s, f, 0)
  if (typeOf(c) !== A_REROLL) return
  const pro = xOf(c) === SOURCE_PRO ? proRule(s, att) : null
  const again = pro ? spendPro(s, att, pro) : spendTeamReroll(s, sideOf(s, att), att, xOf(c))
  if (again) rollBlockDice(s, f, n, true)
}

/** One choice per distinct face of the `n` dice: picking between equal faces is no choice. */
export function blockFaceCodes(s: ClassicState, f: number, n: number, out: number[]): void {
  let seen = 0
  for (let i = 0; i < n; i++) {
    const d = blockDieAt(s, f, i)
    const face = BLOCK_DIE[d] === 'pushed' ? 3 : d
    if (seen & (1 << face)) continue
    seen |= 1 << face
    out.push(code(A_CHOOSE_DIE, 0, i))
  }
}

/** The ball carrier's square + 1 (y * WIDTH + x + 1), 0 without a carrier. */
export function carrierSquare(s: ClassicState): number {
  const c = carrier(s)
  return c < 0 ? 0 : s.m.w[P_Y + c] * WIDTH + s.m.w[P_X + c] + 1
}

/** A loose ball in a square someone was pushed into bounces once the block is done. */
export function bounceLooseBall(s: ClassicState): void {
  const w = s.m.w
  const bx = w[G_BALL_X]
  const by = w[G_BALL_Y]
  if (w[G_BALL_STATE] === BALL_GROUND && occupant(s, bx, by) >= 0) pushBounce(s, bx, by)
}

/**
 * A ball carrier still standing after the pushes and the follow-up may have been moved into an end zone. Only a
 * carrier the block moved (`before`: carrierSquare when the dice were rolled): one already standing in his own end
 * zone scores no own goal now.
 */
export function pushedCarrierScores(s: ClassicState, att: number, before: number): void {
  const c = carrier(s)
  if (c >= 0 && carrierSquare(s) !== before) {
    const scorer = checkTouchdown(s, c, true)
    // 004: an own goal scored by pushing moves both turn markers on by one.
    if (scorer >= 0 && scorer !== sideOf(s, c) && c !== att) ownGoalByPush(s)
  }
}

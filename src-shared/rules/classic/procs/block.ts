// 004: Tackelen (blocking) with 002's block dice: strength plus assists sets the dice and who picks, the attacker
// may spend a team re-roll on all the dice, then the face is applied: knock-downs, push-backs, follow-up.

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import { BLOCK_DIE, blockDice } from '../data/blockDice'
import { A_CHOOSE_DIE, A_FOLLOW_UP, A_NO_REROLL, A_REROLL, code, typeOf, xOf } from '../actions'
import { assists } from '../geometry'
import {
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_RR0,
  G_RR_USED,
  G_TURNOVER,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
} from '../layout'
import { anySkill } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { carrier, emit, moveOnPitch, occupant, sideOf, type ClassicState } from '../state'
import { checkTouchdown, ownGoalByPush, pushBounce } from './ball'
import { knockDown } from './injury'
import { PR_BLOCK } from './kinds'
import { pushPush } from './push'
import { teamRerollAvailable } from './roll'

// Frame: a = attacker, b = defender, c = dice (3 bits each), d = count | defender picks << 2,
// e = the defender's square before the push (x | y << 8), f = flags.
const FL_DEFENDER_DOWN = 1

/** Strengths with assists and the dice they give (002: Blocking). */
export function blockStrengths(s: ClassicState, att: number, def: number): { att: number; def: number } {
  const w = s.m.w
  return { att: w[P_ST + att] + assists(s, att, def), def: w[P_ST + def] + assists(s, def, att) }
}

export function pushBlock(s: ClassicState, att: number, def: number): void {
  push(s, PR_BLOCK, att, def)
}

function dieAt(s: ClassicState, f: number, i: number): number {
  return (arg(s, f, 2) >> (3 * i)) & 7
}

function rollDice(s: ClassicState, f: number, reroll: boolean): void {
  const n = arg(s, f, 3) & 3
  let packed = 0
  const dice: number[] = []
  for (let i = 0; i < n; i++) {
    const d = roll(s.m, 6)
    dice.push(d)
    packed |= d << (3 * i)
  }
  setArg(s, f, 2, packed)
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

defineProc(PR_BLOCK, {
  name: 'block',
  run(s, f) {
    const w = s.m.w
    const att = arg(s, f, 0)
    const def = arg(s, f, 1)
    switch (step(s, f)) {
      case 0: {
        const st = blockStrengths(s, att, def)
        const dice = blockDice(st.att, st.def)
        setArg(s, f, 3, dice.count | (dice.chooser === 'defender' ? 4 : 0))
        setArg(s, f, 4, w[P_X + def] | (w[P_Y + def] << 8))
        if (s.events)
          emit(s, {
            type: 'block',
            attacker: att,
            defender: def,
            strength: [st.att, st.def],
            dice: dice.count,
          })
        rollDice(s, f, false)
        setStep(s, f, teamRerollAvailable(s, sideOf(s, att)) ? 1 : 2)
        return step(s, f) === 1
      }
      case 1:
        return true // the attacker decides on a team re-roll
      case 2:
        if ((arg(s, f, 3) & 3) === 1) {
          resolveFace(s, f, dieAt(s, f, 0))
          return false
        }
        return true // the stronger player's coach picks the die (002)
      case 3: {
        // The push chain is done; the attacker may follow up into the square the defender left (004).
        const ox = arg(s, f, 4) & 255
        const oy = arg(s, f, 4) >> 8
        if (w[P_STATE + att] === S_STANDING && occupant(s, ox, oy) < 0) return true
        setStep(s, f, 4)
        return false
      }
      default: {
        pop(s)
        // A loose ball in a square someone was pushed into bounces once the block is done. (A carrier knocked
        // down drops his ball in knockDown instead; the two cannot both happen.)
        const bx = w[G_BALL_X]
        const by = w[G_BALL_Y]
        if (w[G_BALL_STATE] === BALL_GROUND && occupant(s, bx, by) >= 0) pushBounce(s, bx, by)
        if (w[P_X + def] >= 0 && (arg(s, f, 5) & FL_DEFENDER_DOWN) !== 0) knockDown(s, def)
        // A ball carrier still standing after the pushes and the follow-up may have been moved into an end zone.
        const c = carrier(s)
        if (c >= 0) {
          const scorer = checkTouchdown(s, c, true)
          // 004: an own goal scored by pushing moves both turn markers on by one.
          if (scorer >= 0 && scorer !== sideOf(s, c) && c !== att) ownGoalByPush(s)
        }
        return false
      }
    }
  },
  decision(s, f) {
    const st = step(s, f)
    const att = arg(s, f, 0)
    if (st === 1) return { side: sideOf(s, att), kind: 'block-reroll', player: att }
    if (st === 3) return { side: sideOf(s, att), kind: 'follow-up', player: att }
    const defenderPicks = (arg(s, f, 3) & 4) !== 0
    return { side: sideOf(s, defenderPicks ? arg(s, f, 1) : att), kind: 'block-die', player: att }
  },
  legal(s, f, out) {
    const st = step(s, f)
    if (st === 1) {
      out.push(code(A_REROLL, 0, 0), code(A_NO_REROLL))
      return
    }
    if (st === 3) {
      out.push(code(A_FOLLOW_UP, 0, 1), code(A_FOLLOW_UP, 0, 0))
      return
    }
    // One choice per distinct face: picking between equal faces is no choice.
    const n = arg(s, f, 3) & 3
    let seen = 0
    for (let i = 0; i < n; i++) {
      const d = dieAt(s, f, i)
      const face = BLOCK_DIE[d] === 'pushed' ? 3 : d
      if (seen & (1 << face)) continue
      seen |= 1 << face
      out.push(code(A_CHOOSE_DIE, 0, i))
    }
  },
  act(s, f, c) {
    const st = step(s, f)
    if (st === 1) {
      if (typeOf(c) === A_REROLL) {
        const side = sideOf(s, arg(s, f, 0))
        add(s.m, G_RR0 + side, -1)
        set(s.m, G_RR_USED, 1)
        if (s.events) emit(s, { type: 'reroll', source: 'team', side, player: arg(s, f, 0) })
        rollDice(s, f, true)
      }
      setStep(s, f, 2)
      return
    }
    if (st === 3) {
      const att = arg(s, f, 0)
      if (xOf(c) === 1) {
        const ox = arg(s, f, 4) & 255
        const oy = arg(s, f, 4) >> 8
        const from = [s.m.w[P_X + att], s.m.w[P_Y + att]]
        moveOnPitch(s, att, ox, oy)
        if (s.events) emit(s, { type: 'follow-up', player: att, from, to: [ox, oy] })
      }
      setStep(s, f, 4)
      return
    }
    resolveFace(s, f, dieAt(s, f, xOf(c)))
  },
})

/** Applies the chosen face (002: Blocking results). */
function resolveFace(s: ClassicState, f: number, die: number): void {
  const att = arg(s, f, 0)
  const def = arg(s, f, 1)
  const face = BLOCK_DIE[die]!
  if (s.events) emit(s, { type: 'block-result', attacker: att, defender: def, face })
  switch (face) {
    case 'attacker-down':
      pop(s)
      set(s.m, G_TURNOVER, 1)
      knockDown(s, att)
      return
    case 'both-down': {
      // 002: Both Down — a player with Block stays up; with both, nothing happens.
      const attDown = !anySkill(s, att, (r) => r.savesBothDown)
      const defDown = !anySkill(s, def, (r) => r.savesBothDown)
      pop(s)
      if (attDown) set(s.m, G_TURNOVER, 1)
      if (defDown) knockDown(s, def)
      if (attDown) knockDown(s, att)
      return
    }
    default: {
      // Pushed, Defender Stumbles (a push, and down unless Dodge: 002), Defender Down.
      const down =
        face === 'defender-down' || (face === 'defender-stumbles' && !anySkill(s, def, (r) => r.savesStumble))
      setArg(s, f, 5, down ? FL_DEFENDER_DOWN : 0)
      setStep(s, f, 3)
      pushPush(s, sideOf(s, att), def, s.m.w[P_X + att], s.m.w[P_Y + att])
    }
  }
}

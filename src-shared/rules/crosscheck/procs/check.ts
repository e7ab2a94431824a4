// 000: Checking and Blocking, The Boards — a check is a blitz's block with Classic's block dice by strength (no
// assists, no limit), ending the checker's turn; pushing into the boards is boarding (armour +2 even when not
// knocked down, no push, no follow-up). Roughing and checking the goalie are penalties (procs/penalties.ts).

import type { Side } from '../../../engine/api'
import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { blockDice, BLOCK_DIE, type BlockFace } from '../../classic/data/blockDice'
import { A_CHOOSE_DIE, A_FOLLOW, A_PUSH, A_STAY, A_USE_SKILL, code, kindOf, nOf } from '../actions'
import { creaseOf, isIce } from '../data/rink'
import { SPP_QUARTERS } from '../data/spp'
import { carrier, DIRS, occupant, puckDir, puckFits, puckSquare, puckX, puckY, standing } from '../geometry'
import { G_ACTIVE, P_GOALIE, P_SIDE, P_SPP4, P_STATE, P_STR, P_X, P_Y, PS_CAS } from '../layout'
import { arg, defineProc, pop, push as pushFrame, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { pushChoices, pushSquaresFrom, shove } from './chain'
import { PR_CHAIN, PR_CHECK } from './kinds'
import { armourAndInjury, fall, moveTo } from './pieces'
import { refDie } from './penalties'
import { setPuck } from './puck'
import {
  beatsStandFirm,
  bothDownAsPush,
  checkStrengthBonus,
  dodgeWorks,
  hasSkill,
  isDauntless,
  repulsesOn,
  sideSteps,
  standsFirm,
  strips,
} from '../skills'
import { rooted } from './traits'

// Frame args: 0 checker, 1 target, 2 dice (d1 + 8 d2 + 64 d3), 3 number of dice, 4 penalty bits (1 roughing,
// 2 checking the goalie), 5 the face chosen (1..6) then, from step 3, the vacated square (y * 32 + x) or -1.
const ROUGHING = 1
const GOALIE = 2
const SECOND = 4 // Frenzy's second check (003: Frenzy)
const DAUNTLESS = 8 // 003: Dauntless — his strength matched the target's

/** He cannot be pushed: Stand Firm (not against Juggernaut's check) or rooted (LRB6 Take Root). */
export const immovable = (s: CrossCheckState, a: number, t: number): boolean =>
  (standsFirm(s, t) && !beatsStandFirm(s, a)) || rooted(s, t)

export const dieAt = (s: CrossCheckState, f: number, i: number): number => (arg(s, f, 2) >> (3 * i)) & 7

/** The target's three push squares, straight back first (Classic push-back); off-ice ones are the boards. */
export function pushSquares(s: CrossCheckState, f: number): [number, number][] {
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const [tx, ty] = [s.m.w[P_X + t], s.m.w[P_Y + t]]
  if (sideSteps(s, t)) {
    // 003: Side Step — "any adjacent square": any empty ice square next to him; with none, the usual three.
    const out = DIRS.map(([dx, dy]) => [tx + dx, ty + dy] as [number, number]).filter(
      ([x, y]) => isIce(x, y) && occupant(s, x, y) < 0,
    )
    if (out.length > 0) return out
  }
  return pushSquaresFrom(s.m.w[P_X + a], s.m.w[P_Y + a], tx, ty)
}

/** cc-interp: check-penalties — decided when the check is declared. */
export function checkPenalties(s: CrossCheckState, a: number, t: number): number {
  const near = (p: number): boolean =>
    Math.max(Math.abs(s.m.w[P_X + p] - puckX(s)), Math.abs(s.m.w[P_Y + p] - puckY(s))) <= 1
  let bits = 0
  if (!near(a) && !near(t)) bits |= ROUGHING // 000: "If neither ... within one square of the puck"
  if (
    s.m.w[P_GOALIE + t] === 1 &&
    creaseOf(s.m.w[P_X + t], s.m.w[P_Y + t]) === s.m.w[P_SIDE + t] &&
    carrier(s) !== t
  )
    bits |= GOALIE // 000: Checking the Goalie in the crease without the puck
  return bits
}

/** Knocks `p` down in a check; `by` is the other player of the check, whose Mighty Blow and Claw count. */
function knockDown(s: CrossCheckState, p: number, by: number, bonus = 0): void {
  fall(s, p, s.m.w[G_ACTIVE], bonus, by)
}

/** 002: Defender Stumbles — knocked down unless his Dodge works (003: not against Tackle). */
function goesDown(s: CrossCheckState, f: number): boolean {
  const face = BLOCK_DIE[arg(s, f, 5)]
  return (
    face === 'defender-down' || (face === 'defender-stumbles' && !dodgeWorks(s, arg(s, f, 1), arg(s, f, 0)))
  )
}

/** 000: no assists — Classic's dice by the two strengths, the checker's Horns added (cc-interp: skills). */
export function checkDice(
  s: CrossCheckState,
  a: number,
  t: number,
  dauntless = false,
): ReturnType<typeof blockDice> {
  // 003: Dauntless — his strength counts as equal to the target's, before other bonuses (Horns).
  const st = dauntless ? Math.max(s.m.w[P_STR + a], s.m.w[P_STR + t]) : s.m.w[P_STR + a]
  return blockDice(st + checkStrengthBonus(s, a), s.m.w[P_STR + t])
}

const diceOf = (s: CrossCheckState, f: number) =>
  checkDice(s, arg(s, f, 0), arg(s, f, 1), (arg(s, f, 4) & DAUNTLESS) !== 0)

/**
 * 003: Foul Appearance (a 1 on a D6 wastes the check: his move has still ended, no penalty is judged) and
 * Dauntless (2D6 above the target's strength) — the rolls before the dice. False when the check is wasted.
 */
function beforeDice(s: CrossCheckState, f: number): boolean {
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const repulse = repulsesOn(s, t)
  if (repulse > 0) {
    const d = roll(s.m, 6)
    emit(s, {
      type: 'roll',
      purpose: 'foul-appearance',
      player: a,
      dice: [d],
      target: repulse,
      success: d >= repulse,
    })
    if (d < repulse) return false
  }
  if (isDauntless(s, a) && s.m.w[P_STR + a] < s.m.w[P_STR + t]) {
    const d = [roll(s.m, 6), roll(s.m, 6)]
    const ok = d[0] + d[1] > s.m.w[P_STR + t]
    emit(s, {
      type: 'roll',
      purpose: 'dauntless',
      player: a,
      dice: d,
      target: s.m.w[P_STR + t] + 1,
      success: ok,
    })
    if (ok) setArg(s, f, 4, arg(s, f, 4) | DAUNTLESS)
  }
  return true
}

// Steps: 0 roll, 1 the die chosen, 2 push square, 3 follow-up, 4 a chain push done, 5 Juggernaut's choice.
const ST_JUGGERNAUT = 5

/** The chosen face is applied; false when the check is over (finished). */
function applyChosen(s: CrossCheckState, f: number): boolean {
  setStep(s, f, 2)
  if (applyFace(s, f, BLOCK_DIE[arg(s, f, 5)]!)) return true
  finish(s, f)
  return false
}

function finish(s: CrossCheckState, f: number): void {
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  if (s.m.w[P_STATE + t] === PS_CAS) set(s.m, P_SPP4 + a, s.m.w[P_SPP4 + a] + SPP_QUARTERS.casualty)
  const bits = arg(s, f, 4)
  pop(s)
  if (bits & GOALIE) refDie(s, a, 'checking-goalie')
  else if (bits & ROUGHING) refDie(s, a, 'roughing')
  // 003: Frenzy — "must always follow up ... and must throw a second block if the opponent is still standing"; on
  // the ice a second check, free, once (cc-interp: skills).
  const near =
    Math.max(Math.abs(s.m.w[P_X + a] - s.m.w[P_X + t]), Math.abs(s.m.w[P_Y + a] - s.m.w[P_Y + t])) === 1
  if ((bits & SECOND) === 0 && hasSkill(s, a, 'frenzy') && standing(s, a) && standing(s, t) && near)
    pushFrame(s, PR_CHECK, a, t, 0, 0, checkPenalties(s, a, t) | SECOND)
}

/** Applies the chosen face up to the push decision; returns true when a push square must be chosen. */
function applyFace(s: CrossCheckState, f: number, face: BlockFace): boolean {
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  emit(s, { type: 'check-result', player: a, target: t, face })
  if (face === 'attacker-down') {
    knockDown(s, a, t)
    return false
  }
  if (face === 'both-down') {
    // 002: Both Down — both are knocked down, except a player with Block, who stays up.
    if (!hasSkill(s, t, 'block')) knockDown(s, t, a)
    if (!hasSkill(s, a, 'block')) knockDown(s, a, t)
    return false
  }
  return true
}

/** 003: Strip Ball — the carrier he pushes loses the puck; on the ice it stays loose where it lay (cc-interp). */
function stripBall(s: CrossCheckState, a: number, t: number): void {
  if (carrier(s) !== t || !strips(s, a, t)) return
  setPuck(s, puckX(s), puckY(s), -1)
  emit(s, { type: 'skill', skill: 'strip-ball', player: a })
}

/** He cannot be pushed (Stand Firm, no square, a blocked chain): he stays; a knock-down face still fells him. */
function stays(s: CrossCheckState, f: number): void {
  stripBall(s, arg(s, f, 0), arg(s, f, 1)) // 003 [JJ]: Strip Ball works on a Stand Firm player too
  if (goesDown(s, f)) knockDown(s, arg(s, f, 1), arg(s, f, 0))
  setArg(s, f, 5, -1)
}

function push(s: CrossCheckState, f: number, x: number, y: number): void {
  const t = arg(s, f, 1)
  const a = arg(s, f, 0)
  const down = goesDown(s, f)
  stripBall(s, a, t)
  if (!isIce(x, y)) {
    // 000: boarding — armour at +2 even when not knocked down; not pushed back, so no follow-up.
    emit(s, { type: 'boarding', player: t })
    if (down) knockDown(s, t, a, 2)
    else armourAndInjury(s, t, 2, a)
    setArg(s, f, 5, -1)
    return
  }
  const vx = s.m.w[P_X + t]
  const vy = s.m.w[P_Y + t]
  shove(s, t, x, y)
  if (down) knockDown(s, t, a)
  setArg(s, f, 5, vy * 32 + vx)
}

defineProc(PR_CHECK, {
  name: 'check',
  run(s, f) {
    const a = arg(s, f, 0)
    if (step(s, f) === 0) {
      if (!beforeDice(s, f)) {
        pop(s)
        return false
      }
      // 000: "There are no assists in Checking" — Classic's dice by the two strengths alone.
      const { count } = diceOf(s, f)
      let packed = 0
      const dice: number[] = []
      for (let i = 0; i < count; i++) {
        const d = roll(s.m, 6)
        dice.push(d)
        packed |= d << (3 * i)
      }
      emit(s, { type: 'roll', purpose: 'check', player: a, dice })
      setArg(s, f, 2, packed)
      setArg(s, f, 3, count)
      setStep(s, f, 1)
      if (count > 1) return true
      setArg(s, f, 5, dieAt(s, f, 0))
    }
    if (step(s, f) === ST_JUGGERNAUT) return true
    if (step(s, f) === 1) {
      // LRB6 Juggernaut — "may also choose to treat a 'Both Down' result as if a 'Pushed' result": his coach's choice.
      if (BLOCK_DIE[arg(s, f, 5)] === 'both-down' && bothDownAsPush(s, a)) {
        setStep(s, f, ST_JUGGERNAUT)
        return true
      }
      if (!applyChosen(s, f)) return false
    }
    if (step(s, f) === 2) return true // push square
    if (step(s, f) === 4) {
      // The chain has been pushed on (or stayed): the target moves in if his square is free now. A chain starts
      // only from an occupied square, so the choice was one of the usual three (003 Side Step offers them when no
      // square round him is empty) — read from that list, not his empty squares, which the chain has just changed.
      const t = arg(s, f, 1)
      const w = s.m.w
      const [x, y] = pushSquaresFrom(w[P_X + a], w[P_Y + a], w[P_X + t], w[P_Y + t])[arg(s, f, 3)]!
      setStep(s, f, 3)
      if (occupant(s, x, y) < 0) push(s, f, x, y)
      else stays(s, f)
    }
    if (step(s, f) === 3) {
      const v = arg(s, f, 5)
      if (v >= 0 && standing(s, a) && occupant(s, v % 32, Math.floor(v / 32)) < 0) return true // follow-up
    }
    finish(s, f)
    return false
  },
  decision(s, f) {
    const a = arg(s, f, 0)
    const side = s.m.w[P_SIDE + a] as Side
    if (step(s, f) === ST_JUGGERNAUT) return { side, kind: 'juggernaut', player: a }
    if (step(s, f) === 1) {
      const { chooser } = diceOf(s, f)
      return { side: (chooser === 'attacker' ? side : 1 - side) as Side, kind: 'block-die', player: a }
    }
    // 003: Side Step — "his coach may choose which square the player is moved to".
    if (step(s, f) === 2 && sideSteps(s, arg(s, f, 1)))
      return { side: (1 - side) as Side, kind: 'push', player: arg(s, f, 1) }
    return { side, kind: step(s, f) === 2 ? 'push' : 'follow-up', player: a }
  },
  legal(s, f, out) {
    const st = step(s, f)
    if (st === 1) for (let i = 0; i < arg(s, f, 3); i++) out.push(code(A_CHOOSE_DIE, -1, -1, -1, i))
    else if (st === ST_JUGGERNAUT)
      out.push(code(A_USE_SKILL, -1, -1, -1, 1), code(A_USE_SKILL, -1, -1, -1, 0))
    else if (st === 2) {
      // 003: Stand Firm — not pushed back (nor into the boards), so only "square 0", meaning he stays.
      const choices = immovable(s, arg(s, f, 0), arg(s, f, 1)) ? [] : pushChoices(s, pushSquares(s, f))
      for (const i of choices) out.push(code(A_PUSH, -1, -1, -1, i))
      // No square may be taken (cc-interp: chain-push): "square 0" then means he stays where he is.
      if (out.length === 0) out.push(code(A_PUSH, -1, -1, -1, 0))
    } else if (hasSkill(s, arg(s, f, 0), 'frenzy'))
      out.push(code(A_FOLLOW)) // 003: Frenzy — must follow up
    else out.push(code(A_FOLLOW), code(A_STAY))
  },
  act(s, f, c) {
    const st = step(s, f)
    if (st === 1) {
      setArg(s, f, 5, dieAt(s, f, nOf(c)))
      return
    }
    if (st === ST_JUGGERNAUT) {
      if (nOf(c) === 1) {
        emit(s, { type: 'skill', skill: 'juggernaut', player: arg(s, f, 0) })
        setArg(s, f, 5, BLOCK_DIE.indexOf('pushed'))
      }
      applyChosen(s, f) // Both Down as rolled, or Pushed: on to the push square (or over)
      return
    }
    if (st === 2) {
      const i = nOf(c)
      const [x, y] = pushSquares(s, f)[i]!
      setStep(s, f, 3)
      if (immovable(s, arg(s, f, 0), arg(s, f, 1)) || !pushChoices(s, pushSquares(s, f)).includes(i))
        stays(s, f)
      else if (isIce(x, y) && occupant(s, x, y) >= 0) {
        // cc-interp: chain-push — the player there is pushed on first; this check waits at step 4.
        setArg(s, f, 3, i)
        setStep(s, f, 4)
        const t = arg(s, f, 1)
        pushFrame(s, PR_CHAIN, occupant(s, x, y), s.m.w[P_X + t], s.m.w[P_Y + t])
      } else push(s, f, x, y)
      return
    }
    if (kindOf(c) === A_FOLLOW) {
      const v = arg(s, f, 5)
      const a = arg(s, f, 0)
      const had = carrier(s) === a
      if (!had || puckFits(v % 32, Math.floor(v / 32), puckDir(s))) {
        moveTo(s, a, v % 32, Math.floor(v / 32))
        if (had) setPuck(s, ...puckSquare(v % 32, Math.floor(v / 32), puckDir(s)), a)
      }
    }
    setArg(s, f, 5, -1)
  },
})

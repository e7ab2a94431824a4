// A player's move (000: Controlling of the Puck, Taking Control, Drop Pass; cc-interp: skating): steps, taking or
// stealing the puck, turning it, a drop pass. Leaving an opposing stick zone offers a Hold (procs/hold.ts); the
// carried puck entering an opposing stick zone offers a challenge (procs/challenge.ts).

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import {
  A_CHECK,
  A_FIGHT,
  A_DROP,
  A_PASS,
  A_SHOOT,
  A_STEP,
  A_STOP,
  A_TAKE,
  A_TURN_PUCK,
  code,
  kindOf,
  nOf,
  playerOf,
  xOf,
  yOf,
} from '../actions'
import { zonesFor } from '../data/passing'
import { isIce, LENGTH, RINK, WIDTH } from '../data/rink'

import {
  carrier,
  DIRS,
  inStickZone,
  occupant,
  opponentsAround,
  puckDir,
  puckFits,
  puckSquare,
  puckX,
  puckY,
} from '../geometry'
import {
  G_CARRIER,
  G_MOVE_LEFT,
  G_PUCK_DIR,
  G_TOOK_TRY,
  G_DODGE_USED,
  G_ROLL_OK,
  G_TURNOVER,
  P_AG,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  PS_BOX,
  PS_PRONE,
  PS_STANDING,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { checkPenalties } from './check'
import { PR_CHALLENGE, PR_CHECK, PR_FIGHT, PR_FLIGHT, PR_HOLD, PR_MOVE } from './kinds'
import { boxDoors, leaveBox, offsides } from './penalties'
import { moveTo } from './pieces'
import { contest, control, setPuck, zoneModifier } from './puck'
import { RR_TAKE, RR_TURN, tryRoll } from './rerolls'
import { declarationRolls, rooted } from './traits'
import { handless, jumpsUp } from '../skills'

const around: number[] = []
const before: number[] = []
const doors: number[] = []

/** The mover is still in his penalty box (his time served): cc-interp: penalty-box. */
const inBox = (s: CrossCheckState, p: number): boolean => s.m.w[P_STATE + p] === PS_BOX

/** Makes one step (MA already checked); the carried puck keeps its orientation (000). */
export function doStep(s: CrossCheckState, p: number, x: number, y: number): void {
  const side = s.m.w[P_SIDE + p]
  const carrying = carrier(s) === p
  const ox = puckX(s)
  const oy = puckY(s)
  moveTo(s, p, x, y)
  set(s.m, G_MOVE_LEFT, s.m.w[G_MOVE_LEFT] - 1)
  emit(s, { type: 'step', player: p, x, y })
  if (!carrying) return
  const [px, py] = puckSquare(x, y, puckDir(s))
  setPuck(s, px, py, p)
  offsides(s, side, ox, px, p)
  if (s.m.w[G_TURNOVER] === 1) return
  // 000: "If during a normal move of a player the puck moves into the Stick Zone of an opposing player, that
  // player may make an opposed puck control roll."
  opponentsAround(s, side, px, py, around)
  opponentsAround(s, side, ox, oy, before)
  if (around.some((q) => !before.includes(q))) push(s, PR_CHALLENGE, p, ox, oy)
}

function mayTake(s: CrossCheckState, p: number): boolean {
  const c = carrier(s)
  if (c === p || s.m.w[G_TOOK_TRY] === 1 || handless(s, p)) return false
  if (c >= 0 && s.m.w[P_SIDE + c] === s.m.w[P_SIDE + p]) return false
  return isIce(puckX(s), puckY(s)) && inStickZone(s, p, puckX(s), puckY(s))
}

/** 000: "Shooting targets any square in the goal, while Passing targets any other square on the board." */
function passes(s: CrossCheckState, p: number, out: number[]): void {
  const ox = puckX(s)
  const oy = puckY(s)
  const attacked = 1 - s.m.w[P_SIDE + p]
  for (const y of RINK.goalY)
    if (zonesFor(RINK.goalX[attacked] - ox, y - oy)) out.push(code(A_SHOOT, -1, RINK.goalX[attacked], y))
  for (let x = 0; x < LENGTH; x++)
    for (let y = 0; y < WIDTH; y++)
      if (isIce(x, y) && (x !== ox || y !== oy) && zonesFor(x - ox, y - oy)) out.push(code(A_PASS, -1, x, y))
}

// Frame args: 0 the mover, 1 the direction a puck turn asked for (while its re-roll is decided).
// Steps: 0 start, 1 moving, 2 a take's re-roll decided, 3 a turn's re-roll decided (procs/rerolls.ts).
const ST_TAKE_ROLLED = 2
const ST_TURN_ROLLED = 3

/** 000: Taking Control of the Puck — the take succeeded or failed (after any re-roll). */
function taken(s: CrossCheckState, p: number): void {
  if (s.m.w[G_ROLL_OK] === 1) control(s, p)
}

/** 000: Controlling of the Puck — the turn succeeded (the puck faces `dir`) or failed (his move ends). */
function turned(s: CrossCheckState, p: number, dir: number): boolean {
  if (s.m.w[G_ROLL_OK] !== 1) {
    pop(s)
    return false
  }
  const [px, py] = puckSquare(s.m.w[P_X + p], s.m.w[P_Y + p], dir)
  setPuck(s, px, py, p)
  set(s.m, G_PUCK_DIR, dir)
  return true
}

defineProc(PR_MOVE, {
  name: 'move',
  run(s, f) {
    const p = arg(s, f, 0)
    const w = s.m.w
    if (step(s, f) === ST_TAKE_ROLLED) {
      setStep(s, f, 1)
      taken(s, p)
    } else if (step(s, f) === ST_TURN_ROLLED) {
      setStep(s, f, 1)
      if (!turned(s, p, arg(s, f, 1))) return false
    }
    if (step(s, f) === 0) {
      set(s.m, P_MOVED + p, 1)
      set(s.m, G_TOOK_TRY, 0)
      set(s.m, G_DODGE_USED, 0)
      setStep(s, f, 1)
      // cc-interp: big-guys — Bone-head, Really Stupid, Wild Animal, Take Root roll as he starts; a failure loses it.
      if (!declarationRolls(s, p)) {
        pop(s)
        return false
      }
      let left = w[P_MA + p]
      if (w[P_STATE + p] === PS_PRONE) {
        set(s.m, P_STATE + p, PS_STANDING)
        // cc-interp: skating — standing up costs 3 squares (Classic); 003: Jump Up stands up for free.
        if (!jumpsUp(s, p)) left = Math.max(0, left - 3)
      }
      set(s.m, G_MOVE_LEFT, rooted(s, p) ? 0 : left) // LRB6 Take Root: a rooted player may not skate
    }
    if (w[G_TURNOVER] === 1 || !(inBox(s, p) || (w[P_STATE + p] === PS_STANDING && w[P_X + p] >= 0))) {
      pop(s)
      return false
    }
    return true
  },
  decision: (s, f) => ({ side: s.m.w[P_SIDE + arg(s, f, 0)] as Side, kind: 'move', player: arg(s, f, 0) }),
  legal(s, f, out) {
    const p = arg(s, f, 0)
    if (inBox(s, p)) {
      // 000: out of the penalty box he "may then move normally": his first step is onto the ice at its door.
      if (s.m.w[G_MOVE_LEFT] >= 1)
        for (const x of boxDoors(s, s.m.w[P_SIDE + p], doors)) out.push(code(A_STEP, -1, x, 0))
      out.push(code(A_STOP))
      return
    }
    const x = s.m.w[P_X + p]
    const y = s.m.w[P_Y + p]
    const carrying = carrier(s) === p
    if (s.m.w[G_MOVE_LEFT] >= 1)
      for (const [dx, dy] of DIRS) {
        const nx = x + dx
        const ny = y + dy
        if (!isIce(nx, ny) || occupant(s, nx, ny) >= 0) continue
        if (carrying && !puckFits(nx, ny, puckDir(s))) continue // cc-interp: puck-on-ice
        out.push(code(A_STEP, -1, nx, ny))
      }
    if (mayTake(s, p)) out.push(code(A_TAKE))
    // 000: Checking — as a blitz (a square of movement), any standing opponent beside him, no limit per turn.
    if (s.m.w[G_MOVE_LEFT] >= 1)
      for (const q of opponentsAround(s, s.m.w[P_SIDE + p], x, y, around)) out.push(code(A_CHECK, q))
    // 000: Fights — "When two opposing players are adjacent, either can make a fight action on their turn."
    for (const q of opponentsAround(s, s.m.w[P_SIDE + p], x, y, around)) out.push(code(A_FIGHT, q))
    if (carrying) {
      for (let d = 0; d < 8; d++)
        if (d !== puckDir(s) && puckFits(x, y, d)) out.push(code(A_TURN_PUCK, -1, -1, -1, d))
      out.push(code(A_DROP))
      passes(s, p, out)
    }
    out.push(code(A_STOP))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const k = kindOf(c)
    if (k === A_STOP) {
      pop(s)
    } else if (k === A_STEP && inBox(s, p)) {
      leaveBox(s, p, xOf(c))
      set(s.m, G_MOVE_LEFT, s.m.w[G_MOVE_LEFT] - 1)
    } else if (k === A_STEP) {
      const side = s.m.w[P_SIDE + p]
      // 000: Holding — leaving a square in an opposing stick zone, the opposing coach may say "Hold".
      if (opponentsAround(s, side, s.m.w[P_X + p], s.m.w[P_Y + p], around).length > 0)
        push(s, PR_HOLD, p, xOf(c), yOf(c))
      else doStep(s, p, xOf(c), yOf(c))
    } else if (k === A_TAKE) {
      set(s.m, G_TOOK_TRY, 1)
      const holder = carrier(s)
      if (holder < 0) {
        // 000: Taking Control of the Puck — an agility roll, -1 per opposing stick zone (player or puck).
        if (tryRoll(s, p, RR_TAKE, s.m.w[P_AG + p], zoneModifier(s, p))) setStep(s, f, ST_TAKE_ROLLED)
        else taken(s, p)
      } else contest(s, p, holder) // 000: a contested roll against the opposing carrier
    } else if (k === A_TURN_PUCK) {
      // 000: Controlling of the Puck — +1 in control, -1 per opposing stick zone; cc-interp: turn-puck.
      if (tryRoll(s, p, RR_TURN, s.m.w[P_AG + p], 1 + zoneModifier(s, p))) {
        setArg(s, f, 1, nOf(c))
        setStep(s, f, ST_TURN_ROLLED)
      } else turned(s, p, nOf(c))
    } else if (k === A_PASS || k === A_SHOOT) {
      // 000: Passing and Shooting — the move ends; the puck flies (procs/flight.ts).
      set(s.m, G_CARRIER, -1)
      pop(s)
      push(s, PR_FLIGHT, p, xOf(c), yOf(c), k === A_SHOOT ? 1 : 0)
    } else if (k === A_CHECK) {
      // 000: "Checking ends a players turn" — the move ends and the check resolves (procs/check.ts).
      const t = playerOf(c)
      const bits = checkPenalties(s, p, t)
      pop(s)
      push(s, PR_CHECK, p, t, 0, 0, bits)
    } else if (k === A_FIGHT) {
      pop(s) // cc-interp: fights — a fight ends the fighter's move
      push(s, PR_FIGHT, p, playerOf(c))
    } else if (k === A_DROP) {
      // 000: Drop Pass — the puck stays in the square it occupied; no turnover.
      setPuck(s, puckX(s), puckY(s), -1)
      emit(s, { type: 'drop-pass', player: p })
    }
  },
})

// 000: Passing and Shooting, Blocking the Puck — declare, the goalie's one-square move on a shot, accuracy (the
// natural-1 whiff), scatter by zones, each opposing player under the path may block, then the puck lands.

import type { Side } from '../../../engine/api'
import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import {
  A_BLOCK_PUCK,
  A_GOALIE_STAY,
  A_GOALIE_STEP,
  A_NO_BLOCK,
  code,
  kindOf,
  playerOf,
  xOf,
  yOf,
} from '../actions'
import { BLOCK_MODIFIERS, PASS_MODIFIERS, zonesFor } from '../data/passing'
import { isIce, RINK } from '../data/rink'
import { SPP_QUARTERS } from '../data/spp'
import { crossesTwoLines, pathSquares } from '../flightPath'
import { DIRS, inStickZone, occupant, opposingZones, puckX, puckY, standing } from '../geometry'
import {
  G_ROLL_DIE,
  G_ROLL_NOTE,
  G_ROLL_OK,
  G_TURNOVER,
  MAX_PLAYERS,
  P_AG,
  P_BIG,
  P_GOALIE,
  P_SIDE,
  P_SPP4,
  P_X,
  P_Y,
  TEAM_MAX,
} from '../layout'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_FLIGHT } from './kinds'
import { offsides } from './penalties'
import { cancelsBlockOn, hasSkill, passBonus, passIgnoresZones, repelsWithin, zoneReduction } from '../skills'
import { armourAndInjury, moveTo } from './pieces'
import { scatter, setPuck, slide, zoneModifier } from './puck'
import { RR_BLOCK, RR_PASS, RR_SHOT, tryRoll } from './rerolls'

// Frame args: 0 passer, 1 target x, 2 target y, 3 shot (1) or pass (0), 4 bit per player already offered a block,
// 5 the origin square (y * 32 + x).
const originOf = (s: CrossCheckState, f: number): [number, number] => [
  arg(s, f, 5) % 32,
  Math.floor(arg(s, f, 5) / 32),
]

function defendingGoalie(s: CrossCheckState, f: number): number {
  const side = 1 - s.m.w[P_SIDE + arg(s, f, 0)]
  for (let i = 0; i < TEAM_MAX; i++) {
    const p = side * TEAM_MAX + i
    if (s.m.w[P_GOALIE + p] === 1 && standing(s, p) && s.m.w[P_X + p] >= 0) return p
  }
  return -1
}

/** Path squares (up to the target) each opponent may block in: his stick zone or his own square (000). */
function blockSquares(s: CrossCheckState, f: number, q: number): [number, number][] {
  const [ox, oy] = originOf(s, f)
  return pathSquares(ox, oy, arg(s, f, 1), arg(s, f, 2)).filter(
    ([x, y]) => isIce(x, y) && (inStickZone(s, q, x, y) || (occupant(s, x, y) === q && standing(s, q))),
  )
}

function nextBlocker(s: CrossCheckState, f: number): number {
  const side = s.m.w[P_SIDE + arg(s, f, 0)]
  const offered = arg(s, f, 4)
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (s.m.w[P_SIDE + q] !== side && (offered & (1 << q)) === 0 && blockSquares(s, f, q).length > 0) return q
  return -1
}

/** The puck travels its path to the target: into a goal (a score), or against the boards (a bounce). */
function land(s: CrossCheckState, f: number): void {
  const [ox, oy] = originOf(s, f)
  const tx = arg(s, f, 1)
  const ty = arg(s, f, 2)
  // 000: a turnover when a pass or shot crosses two lines (one red, one blue).
  if (crossesTwoLines(ox, tx, RINK.redLineAfter, RINK.blueLineAfter)) set(s.m, G_TURNOVER, 1)
  let [x, y] = [ox, oy]
  for (const [nx, ny] of pathSquares(ox, oy, tx, ty)) {
    if (!isIce(nx, ny)) {
      // Into a goal (slide scores it) or against the boards: "If blocked by a wall, puck will scatter as bounced."
      setPuck(s, x, y, -1)
      slide(s, nx - x, ny - y, 1)
      return
    }
    ;[x, y] = [nx, ny]
  }
  setPuck(s, x, y, -1)
  emit(s, { type: 'puck-lands', x, y })
  // cc-interp: offsides — a pass into the offensive zone to a team-mate already there.
  offsides(s, s.m.w[P_SIDE + arg(s, f, 0)], ox, x, arg(s, f, 0))
}

/** 000: the pass or shot roll's modifier, from the puck's square (ox, oy) to the target (tx, ty). */
export function accuracyModifier(
  s: CrossCheckState,
  p: number,
  ox: number,
  oy: number,
  tx: number,
  ty: number,
  shot: boolean,
): number {
  return (
    (shot ? 0 : PASS_MODIFIERS.passing) +
    (passIgnoresZones(s, p) ? 0 : zoneModifier(s, p)) + // 003: Nerves of Steel
    passBonus(s, p) + // 003: Accurate
    appearanceModifier(s, p) + // 003: Foul Appearance
    passZones(s, p, tx - ox, ty - oy) * PASS_MODIFIERS.perZone
  )
}

/** The passing-template zones a pass or shot counts: 003 Strong Arm one fewer, never below quick (1). */
export function passZones(s: CrossCheckState, p: number, dx: number, dy: number): number {
  const zones = zonesFor(dx, dy) ?? 4
  return Math.max(Math.min(zones, 1), zones - zoneReduction(s, p))
}

/** 003: Foul Appearance — -1 to the pass or shot of a player within reach of an opponent with it (once). */
export function appearanceModifier(s: CrossCheckState, p: number): number {
  const w = s.m.w
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (w[P_SIDE + q] === w[P_SIDE + p] || w[P_X + q] < 0) continue
    const within = repelsWithin(s, q)
    if (
      within > 0 &&
      Math.max(Math.abs(w[P_X + q] - w[P_X + p]), Math.abs(w[P_Y + q] - w[P_Y + p])) <= within
    )
      return -1
  }
  return 0
}

/** 000: the pass or shot roll; true when its coach is asked about a re-roll (the flight resumes at ST_ACCURACY). */
function accuracyRoll(s: CrossCheckState, f: number): boolean {
  const p = arg(s, f, 0)
  const [ox, oy] = originOf(s, f)
  const mod = accuracyModifier(s, p, ox, oy, arg(s, f, 1), arg(s, f, 2), arg(s, f, 3) === 1)
  // 003: Pass — "re-roll the dice if he misses a pass" (a whiff too), or Pro (cc-interp: skills): his coach's choice.
  return tryRoll(s, p, arg(s, f, 3) ? RR_SHOT : RR_PASS, s.m.w[P_AG + p], mod)
}

/** The pass or shot roll's result (after any re-roll): false on a whiff, which ends the flight. */
function accuracy(s: CrossCheckState, f: number): boolean {
  const p = arg(s, f, 0)
  const [ox, oy] = originOf(s, f)
  const zones = passZones(s, p, arg(s, f, 1) - ox, arg(s, f, 2) - oy)
  if (s.m.w[G_ROLL_DIE] === 1) {
    // 000: whiff — rulings.md: the puck scatters once from its square; turnover.
    setPuck(s, ox, oy, -1)
    scatter(s)
    set(s.m, G_TURNOVER, 1)
    return false
  }
  if (s.m.w[G_ROLL_OK] !== 1) {
    // 000: "Each zone on the Passing templet adds another 8 sided to the scatter."
    let tx = arg(s, f, 1)
    let ty = arg(s, f, 2)
    for (let i = 0; i < zones; i++) {
      const d8 = roll(s.m, 8)
      emit(s, { type: 'roll', purpose: 'scatter', dice: [d8] })
      tx += DIRS[d8 - 1][0]
      ty += DIRS[d8 - 1][1]
    }
    setArg(s, f, 1, tx)
    setArg(s, f, 2, ty)
  }
  return true
}

/** 000: Blocking the Puck — the modifier for `q` blocking in (x, y) the flight of frame `f`. */
export function blockModifier(s: CrossCheckState, f: number, q: number, x: number, y: number): number {
  const [ox, oy] = originOf(s, f)
  return blockModifierFrom(s, ox, oy, arg(s, f, 3) === 1, q, x, y)
}

/** `blockModifier` for a flight from (ox, oy) before it starts (the aiming preview, passInfo.ts). */
export function blockModifierFrom(
  s: CrossCheckState,
  ox: number,
  oy: number,
  shot: boolean,
  q: number,
  x: number,
  y: number,
): number {
  const own = occupant(s, x, y) === q
  return (
    (zonesFor(x - ox, y - oy) ?? 4) * BLOCK_MODIFIERS.perZoneBetween +
    (own ? (s.m.w[P_BIG + q] ? BLOCK_MODIFIERS.inOwnSquareBigGuy : BLOCK_MODIFIERS.inOwnSquare) : 0) +
    (shot ? BLOCK_MODIFIERS.shot : 0) +
    (shot && hasSkill(s, q, 'save') ? BLOCK_MODIFIERS.save : 0) - // game-facts C: a goalie's Save, when he has it
    opposingZones(s, s.m.w[P_SIDE + q], s.m.w[P_X + q], s.m.w[P_Y + q], s.m.w[P_X + q], s.m.w[P_Y + q])
  )
}

/** `q` tries to block in (x, y); true when his coach is asked about a re-roll (the flight resumes at ST_BLOCKED). */
function blockRoll(s: CrossCheckState, f: number, q: number, x: number, y: number): boolean {
  set(s.m, G_ROLL_NOTE, q * 1024 + y * 32 + x)
  // 003: Pro — a block of the puck is the ice's interception (cc-interp: skills).
  return tryRoll(s, q, RR_BLOCK, s.m.w[P_AG + q], blockModifier(s, f, q, x, y))
}

/** The block roll's result (after any re-roll), for the blocker and square in G_ROLL_NOTE. */
function blocked(s: CrossCheckState, f: number): void {
  const note = s.m.w[G_ROLL_NOTE]
  const [q, x, y] = [note >> 10, note & 31, (note >> 5) & 31]
  const there = occupant(s, x, y)
  const shot = arg(s, f, 3) === 1
  if (s.m.w[G_ROLL_OK] !== 1) return
  const safe = cancelsBlockOn(s, arg(s, f, 0))
  if (safe > 0) {
    // 003: Safe Throw — "On a roll of 2 or more the interception is cancelled out": the puck flies on.
    const d = roll(s.m, 6)
    emit(s, {
      type: 'roll',
      purpose: 'safe-throw',
      player: arg(s, f, 0),
      dice: [d],
      target: safe,
      success: d >= safe,
    })
    if (d >= safe) return
  }
  setArg(s, f, 1, -99) // the flight is over
  if (shot && s.m.w[P_GOALIE + q] === 1) set(s.m, P_SPP4 + q, s.m.w[P_SPP4 + q] + SPP_QUARTERS.save)
  setPuck(s, x, y, -1)
  if (s.m.w[G_ROLL_DIE] === 6) {
    // 000: a natural 6 rebounds off his stick: D6 squares in a random direction from the blocking square.
    const d8 = roll(s.m, 8)
    const dist = roll(s.m, 6)
    emit(s, { type: 'rebound', dice: [d8, dist] })
    slide(s, DIRS[d8 - 1][0], DIRS[d8 - 1][1], dist)
    return
  }
  if (there >= 0) {
    // 000: "If it's blocked in a square a player is in, then that player must make an immediate armor roll at +1"
    // — whoever he is (the blocker in his own square, a team-mate, the passer's man), standing or down.
    armourAndInjury(s, there, BLOCK_MODIFIERS.armourInSquare)
    scatter(s) // "Regardless of the results, the puck will scatter from the square the player is in."
  }
}

// Steps: 0 start, 1 the goalie's step, 2 blocks, 3 the accuracy roll's re-roll decided, 4 a block's.
const ST_ACCURACY = 3
const ST_BLOCKED = 4

defineProc(PR_FLIGHT, {
  name: 'flight',
  run(s, f) {
    if (step(s, f) === 0) {
      setArg(s, f, 5, puckY(s) * 32 + puckX(s))
      setStep(s, f, 1)
      if (arg(s, f, 3) === 1 && defendingGoalie(s, f) >= 0) return true // 000: the goalie may move 1 space
    }
    if (step(s, f) === 1) {
      setStep(s, f, ST_ACCURACY)
      if (accuracyRoll(s, f)) return false // the re-roll decision is on top
    }
    if (step(s, f) === ST_ACCURACY) {
      setStep(s, f, 2)
      if (!accuracy(s, f)) {
        pop(s)
        return false
      }
    }
    if (step(s, f) === ST_BLOCKED) {
      setStep(s, f, 2)
      blocked(s, f)
    }
    if (arg(s, f, 1) !== -99 && nextBlocker(s, f) >= 0) return true
    if (arg(s, f, 1) !== -99) land(s, f)
    pop(s)
    return false
  },
  decision(s, f) {
    const defending = (1 - s.m.w[P_SIDE + arg(s, f, 0)]) as Side
    if (step(s, f) === 1) return { side: defending, kind: 'goalie-move', player: defendingGoalie(s, f) }
    return { side: defending, kind: 'block-puck', player: nextBlocker(s, f) }
  },
  legal(s, f, out) {
    if (step(s, f) === 1) {
      const g = defendingGoalie(s, f)
      for (const [dx, dy] of DIRS) {
        const x = s.m.w[P_X + g] + dx
        const y = s.m.w[P_Y + g] + dy
        if (isIce(x, y) && occupant(s, x, y) < 0) out.push(code(A_GOALIE_STEP, -1, x, y))
      }
      out.push(code(A_GOALIE_STAY))
      return
    }
    const q = nextBlocker(s, f)
    for (const [x, y] of blockSquares(s, f, q)) out.push(code(A_BLOCK_PUCK, q, x, y))
    out.push(code(A_NO_BLOCK))
  },
  act(s, f, c) {
    const k = kindOf(c)
    if (step(s, f) === 1) {
      if (k === A_GOALIE_STEP) moveTo(s, defendingGoalie(s, f), xOf(c), yOf(c))
      return
    }
    const q = nextBlocker(s, f)
    setArg(s, f, 4, arg(s, f, 4) | (1 << q))
    if (k === A_BLOCK_PUCK) {
      setStep(s, f, ST_BLOCKED)
      blockRoll(s, f, playerOf(c), xOf(c), yOf(c)) // resumed in run, now or after the re-roll decision
    }
  },
})

// Where a player can get to this activation and how likely he is to get there: a layered search over the squares
// (layer k = k squares moved), keeping for each square and layer the likeliest way in. The chance of a step is
// that of its rolls (Going For It beyond MA, a dodge out of a tackle zone), with the player's own skill re-roll
// (Dodge, Sure Feet) counted and the team re-roll not (the policy asks the engine's exact `pathProbability` before
// a risky move). A loose ball's square ends a path (stepping in is a pick-up), and so does the end zone for the
// ball carrier (he scores there).

import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import {
  BALL_GROUND,
  MAX_PLAYERS,
  F_ACTED,
  F_GRABBED,
  F_MOVE_SPENT,
  F_ROOTED,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_WEATHER,
  HEIGHT,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  SQUARES,
  WIDTH,
} from '../../rules/classic/layout'
import { moveLimit } from '../../rules/classic/procs/blockSkills'
import { RK_DODGE, rollAgility } from '../../rules/classic/procs/roll'
import { dodgeModifier } from '../../rules/classic/procs/step'
import { weatherEffect } from '../../rules/classic/procs/weather'
import { HAS_TAIL, HAS_TITCHY, gameHas } from '../../rules/classic/procs/gameSkills'
import { skillRerollFor } from '../../rules/classic/skills'
import { exertsTackleZone, type ClassicState } from '../../rules/classic/state'
import { chanceOf } from '../../rules/classic/rollNeeds'
import { scanDir } from './look'
import type { Aim } from './aim'

export type { Aim } from './aim'

export const MAX_LAYERS = 16

export interface Reach {
  readonly p: number
  /** Best chance of ending on each square (index y * WIDTH + x), 0 when out of reach. */
  readonly prob: Float64Array
  /** Squares moved on the likeliest path to each square (fewest among equals). */
  readonly steps: Int8Array
  readonly layers: number
  readonly parent: Int16Array
  readonly start: number
  /** The box of the reached squares (inclusive): where reachKeep.ts looks for changes. */
  readonly x0: number
  readonly x1: number
  readonly y0: number
  readonly y1: number
}

/** Each square's column and row (no division in the search's loop). */
const X_OF = new Int8Array(SQUARES)
const Y_OF = new Int8Array(SQUARES)
for (let i = 0; i < SQUARES; i++) {
  X_OF[i] = i % WIDTH
  Y_OF[i] = (i - (i % WIDTH)) / WIDTH
}

// Scratch for one search at a time (the policy is single-threaded and never re-enters reach): the layers' chances
// (left all zero after each search), tackle zones, and the dodge chances stamped with the search they belong to.
const CUR = new Float64Array(SQUARES)
const NXT = new Float64Array(SQUARES)
const ZONES = new Int8Array(SQUARES)
const DODGES = new Float64Array(SQUARES * 9 + 9)
const STAMPS = new Int32Array(SQUARES * 9 + 9)
let generation = 0
const FRONT_A = new Int32Array(SQUARES)
const FRONT_B = new Int32Array(SQUARES)
/**
 * Per square, what a step's chance must beat to improve it in the layer under way: the better of the layer's best
 * so far and the square's best chance (plus the 1e-12 that keeps an equal chance out), Infinity on a square someone
 * stands on. One read in the hottest loop where there were three (measured: a third of the search's time).
 */
const BAR = new Float64Array(SQUARES)
/**
 * The squares next to each square, in the order the search tries them (dy from -1 to 1, then dx forward first for
 * the moving side, so a mirrored position's equally likely paths are the mirrored ones: look.ts SCAN_OF), as many as
 * `NEXT_N`; one table a side.
 */
const NEXT_OF = [new Int16Array(SQUARES * 8), new Int16Array(SQUARES * 8)]
const NEXT_N = new Uint8Array(SQUARES)
for (let from = 0; from < SQUARES; from++) {
  const fx = from % WIDTH
  const fy = (from - fx) / WIDTH
  for (const side of [0, 1]) {
    let n = 0
    for (let dy = -1; dy <= 1; dy++)
      for (let k = -1; k <= 1; k++) {
        const nx = fx + k * scanDir(side)
        const ny = fy + dy
        if ((k === 0 && dy === 0) || nx < 0 || nx >= WIDTH || ny < 0 || ny >= HEIGHT) continue
        NEXT_OF[side][from * 8 + n++] = ny * WIDTH + nx
      }
    NEXT_N[from] = n // the same count either way
  }
}

/**
 * The reaches' tables are cut from shared blocks of this many bytes rather than each from an ArrayBuffer of its own
 * (measured: a new buffer was an eighth of a reach's time). A block is freed once no kept reach uses it; the reaches
 * are kept a while (paths.ts, reachKeep.ts), so a block stays small: a few reaches each.
 */
const BLOCK = 1 << 16
let block = new ArrayBuffer(BLOCK)
let blockUsed = 0

/** Fresh (zeroed) bytes for one reach: the block and where in it they start (a multiple of 8). */
function carve(bytes: number): [ArrayBuffer, number] {
  if (blockUsed + bytes > BLOCK) {
    block = new ArrayBuffer(BLOCK)
    blockUsed = 0
  }
  const at = blockUsed
  blockUsed += (bytes + 7) & ~7
  return [block, at]
}

/** Per square, how many steps from the aim's box (0 inside it; all 0 for a full search). */
const FAR = new Int8Array(SQUARES)
let farAimed = false

function aimAt(aim: Aim | null): void {
  if (!aim) {
    if (farAimed) FAR.fill(0)
    farAimed = false
    return
  }
  for (let i = 0; i < SQUARES; i++) {
    const x = X_OF[i]
    const y = Y_OF[i]
    const dx = x < aim.x0 ? aim.x0 - x : x > aim.x1 ? x - aim.x1 : 0
    const dy = y < aim.y0 ? aim.y0 - y : y > aim.y1 ? y - aim.y1 : 0
    FAR[i] = dx > dy ? dx : dy
  }
  farAimed = true
}

export function withSkill(p: number, has: boolean): number {
  return has ? 1 - (1 - p) * (1 - p) : p
}

/**
 * The squares `p` can reach from where he stands with the movement he has left (`reserve` squares kept back, e.g.
 * one for a Blitz's block). `ballCarrier`: the end zone he scores in stops the path. With `aim`, only the squares
 * of its box are worked out in full (see Aim).
 */
export function reach(s: ClassicState, p: number, reserve = 0, aim: Aim | null = null): Reach {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const x0 = w[P_X + p]
  const y0 = w[P_Y + p]
  const start = y0 * WIDTH + x0
  // Before he is declared his squares moved are last turn's: a fresh action starts from none.
  const moved0 = (w[P_FLAGS + p] & F_ACTED) !== 0 ? w[P_MOVED + p] : 0
  let left = moveLimit(s, p) - moved0 - reserve
  if (w[P_STATE + p] !== S_STANDING) left = Math.max(0, left - 3) // 004: standing up costs three squares
  if ((w[P_FLAGS + p] & (F_ROOTED | F_GRABBED | F_MOVE_SPENT)) !== 0) left = 0
  const layers = Math.max(0, Math.min(MAX_LAYERS - 1, left))
  // One allocation for the three tables (a reach is kept, so they cannot be scratch; measured: a third of the
  // allocations' cost). Only entries of reached squares of `parent` are read back (pathTo follows steps).
  const bytes = SQUARES * (8 + 2 * (layers + 1) + 1)
  const [buffer, at] = carve(bytes)
  const prob = new Float64Array(buffer, at, SQUARES)
  const parent = new Int16Array(buffer, at + SQUARES * 8, SQUARES * (layers + 1))
  const steps = new Int8Array(buffer, at + SQUARES * (8 + 2 * (layers + 1)), SQUARES).fill(-1)
  const cur = CUR
  const nxt = NXT
  cur[start] = 1
  prob[start] = 1
  steps[start] = 0
  const flags = w[P_FLAGS + p]
  const dodgeSkill = skillRerollFor(s, p, 'dodge', flags) !== null
  const gfiSkill = skillRerollFor(s, p, 'gfi', flags) !== null
  const gfiP = withSkill(chanceOf(weatherEffect(w[G_WEATHER]).gfiTarget), gfiSkill)
  const ballSq = w[G_BALL_STATE] === BALL_GROUND ? w[G_BALL_Y] * WIDTH + w[G_BALL_X] : -1
  const isCarrier = w[G_CARRIER] === p && w[G_BALL_STATE] !== BALL_GROUND
  const endX = side === 0 ? WIDTH - 1 : 0
  // Tackle zones on every square, from the opponents outwards (sixteen players, not 390 squares).
  const zones = ZONES.fill(0)
  for (let q = (1 - side) * 16; q < (2 - side) * 16; q++) {
    if (w[P_X + q] < 0 || !exertsTackleZone(s, q)) continue
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    for (let y = Math.max(0, qy - 1); y <= Math.min(HEIGHT - 1, qy + 1); y++)
      for (let x = Math.max(0, qx - 1); x <= Math.min(WIDTH - 1, qx + 1); x++)
        if (x !== qx || y !== qy) zones[y * WIDTH + x]++
  }
  const agility = rollAgility(s, RK_DODGE, p)
  const NEXT = NEXT_OF[side]
  const dodges = DODGES
  const stamp = ++generation
  const tails = gameHas(s, HAS_TAIL)
  const plain = !tails && !gameHas(s, HAS_TITCHY)
  let moved = moved0 + (w[P_STATE + p] !== S_STANDING ? 3 : 0)
  const ma = w[P_MA + p]
  // A square reached again later with no better chance is never worth expanding again (fewer squares left, the
  // same odds): only the squares a layer improves go on, so each layer is a thin frontier.
  // The frontier of each layer in the order its squares were first improved (that order breaks ties between
  // equally likely ways in), in two scratch lists used in turn.
  let active = FRONT_A
  let touched = FRONT_B
  active[0] = start
  let nActive = 1
  // No chance beats a taken square (the board's taken squares are the players' own: state.ts keeps them so); his
  // own square has chance 1, which no step beats either.
  const bar = BAR.fill(1e-12)
  for (let q = 0; q < MAX_PLAYERS; q++) {
    const x = w[P_X + q]
    if (x >= 0) bar[w[P_Y + q] * WIDTH + x] = Infinity
  }
  bar[start] = 1 + 1e-12
  aimAt(aim)
  const far = FAR
  let bx0 = x0
  let bx1 = x0
  let by0 = y0
  let by1 = y0
  for (let k = 0; k < layers && nActive > 0; k++, moved++) {
    const gfi = moved >= ma ? gfiP : 1
    const layer = (k + 1) * SQUARES
    const rest = layers - k - 1 // steps left after this layer's
    let nTouched = 0
    for (let a = 0; a < nActive; a++) {
      const from = active[a]
      const pf = cur[from]
      cur[from] = 0
      if (from === ballSq && from !== start) continue // he stopped to pick the ball up
      const fx = X_OF[from]
      if (isCarrier && fx === endX && from !== start) continue // scored
      const marked = zones[from] > 0
      const pg = pf * gfi
      const first = from * 8
      const last = first + NEXT_N[from]
      for (let j = first; j < last; j++) {
        const to = NEXT[j]
        const b = bar[to]
        // A dodge's chance is at most 1: a step that cannot beat the bar without it cannot with it. A square the
        // aim is out of reach from is no way into it.
        if (pg <= b || far[to] > rest) continue
        let q = pg
        if (marked) {
          // The same dodge comes up again and again: work its chance out once (per square dodged to, or per
          // move when 003's Prehensile Tail makes the square left count too).
          // Without Prehensile Tail or Titchy in the game a dodge's chance depends on the square dodged to
          // only through its tackle zones (zones[to], what dodgeModifier counts): once per count.
          const nx = X_OF[to]
          const ny = Y_OF[to]
          const fy = Y_OF[from]
          const at = tails
            ? from * 9 + (ny - fy + 1) * 3 + nx - fx + 1
            : plain
              ? SQUARES * 9 + zones[to]
              : to * 9
          let d = dodges[at]
          if (STAMPS[at] !== stamp) {
            STAMPS[at] = stamp
            d = withSkill(
              chanceOf(agilityRollNeeded(agility, dodgeModifier(s, p, nx, ny, fx, fy))),
              dodgeSkill,
            )
            dodges[at] = d
          }
          q *= d
        }
        if (q > b) {
          if (nxt[to] === 0) touched[nTouched++] = to
          nxt[to] = q
          bar[to] = q
          parent[layer + to] = from
        }
      }
    }
    for (let t = 0; t < nTouched; t++) {
      const to = touched[t]
      const tx = X_OF[to]
      const ty = Y_OF[to]
      if (tx < bx0) bx0 = tx
      if (tx > bx1) bx1 = tx
      if (ty < by0) by0 = ty
      if (ty > by1) by1 = ty
      const q = nxt[to]
      prob[to] = q
      bar[to] = q + 1e-12
      steps[to] = k + 1
      cur[to] = q
      nxt[to] = 0
    }
    const was = active
    active = touched
    touched = was
    nActive = nTouched
  }
  for (let a = 0; a < nActive; a++) cur[active[a]] = 0
  return { p, prob, steps, layers, parent, start, x0: bx0, x1: bx1, y0: by0, y1: by1 }
}

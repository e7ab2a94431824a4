// Where a player can get to this activation and how likely he is to get there: a layered search over the squares
// (layer k = k squares moved), keeping for each square and layer the likeliest way in. The chance of a step is
// that of its rolls (Going For It beyond MA, a dodge out of a tackle zone), with the player's own skill re-roll
// (Dodge, Sure Feet) counted and the team re-roll not (the policy asks the engine's exact `pathProbability` before
// a risky move). A loose ball's square ends a path (stepping in is a pick-up), and so does the end zone for the
// ball carrier (he scores there).

import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import {
  BALL_GROUND,
  BOARD,
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

export function withSkill(p: number, has: boolean): number {
  return has ? 1 - (1 - p) * (1 - p) : p
}

/**
 * The squares `p` can reach from where he stands with the movement he has left (`reserve` squares kept back, e.g.
 * one for a Blitz's block). `ballCarrier`: the end zone he scores in stops the path.
 */
export function reach(s: ClassicState, p: number, reserve = 0): Reach {
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
  const buffer = new ArrayBuffer(SQUARES * (8 + 2 * (layers + 1) + 1))
  const prob = new Float64Array(buffer, 0, SQUARES)
  const parent = new Int16Array(buffer, SQUARES * 8, SQUARES * (layers + 1))
  const steps = new Int8Array(buffer, SQUARES * (8 + 2 * (layers + 1)), SQUARES).fill(-1)
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
  for (let k = 0; k < layers && nActive > 0; k++, moved++) {
    const gfi = moved >= ma ? gfiP : 1
    const layer = (k + 1) * SQUARES
    let nTouched = 0
    for (let a = 0; a < nActive; a++) {
      const from = active[a]
      const pf = cur[from]
      cur[from] = 0
      if (from === ballSq && from !== start) continue // he stopped to pick the ball up
      const fx = from % WIDTH
      const fy = (from - fx) / WIDTH
      if (isCarrier && fx === endX && from !== start) continue // scored
      const marked = zones[from] > 0
      const pg = pf * gfi
      const yLo = fy > 0 ? -1 : 0
      const yHi = fy < HEIGHT - 1 ? 1 : 0
      const xLo = fx > 0 ? -1 : 0
      const xHi = fx < WIDTH - 1 ? 1 : 0
      for (let dy = yLo; dy <= yHi; dy++) {
        const ny = fy + dy
        for (let dx = xLo; dx <= xHi; dx++) {
          if (dx === 0 && dy === 0) continue
          const nx = fx + dx
          const to = ny * WIDTH + nx
          if (to !== start && w[BOARD + to] !== 0) continue
          let q = pg
          if (marked) {
            // The same dodge comes up again and again: work its chance out once (per square dodged to, or per
            // move when 003's Prehensile Tail makes the square left count too).
            // Without Prehensile Tail or Titchy in the game a dodge's chance depends on the square dodged to
            // only through its tackle zones (zones[to], what dodgeModifier counts): once per count.
            const at = tails ? from * 9 + (dy + 1) * 3 + dx + 1 : plain ? SQUARES * 9 + zones[to] : to * 9
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
          if (q > nxt[to] && q > prob[to] + 1e-12) {
            if (nxt[to] === 0) touched[nTouched++] = to
            nxt[to] = q
            parent[layer + to] = from
          }
        }
      }
    }
    for (let t = 0; t < nTouched; t++) {
      const to = touched[t]
      prob[to] = nxt[to]
      steps[to] = k + 1
      cur[to] = nxt[to]
      nxt[to] = 0
    }
    const was = active
    active = touched
    touched = was
    nActive = nTouched
  }
  for (let a = 0; a < nActive; a++) cur[active[a]] = 0
  return { p, prob, steps, layers, parent, start }
}

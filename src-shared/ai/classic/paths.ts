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
  G_ACTIONS,
  G_CARRIER,
  G_WEATHER,
  HEIGHT,
  P_AG,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  SQUARES,
  STACK,
  WIDTH,
} from '../../rules/classic/layout'
import { ENGINE_HEADER_WORDS } from '../../engine/dice'
import { moveLimit } from '../../rules/classic/procs/blockSkills'
import { RK_DODGE, rollAgility } from '../../rules/classic/procs/roll'
import { dodgeModifier, pickUpModifier, pickUpTarget } from '../../rules/classic/procs/step'
import { weatherEffect } from '../../rules/classic/procs/weather'
import { hasNoHands } from '../../rules/classic/procs/noHands'
import { goesForItOn } from '../../rules/classic/procs/turnLegal'
import { HAS_TAIL, gameHas } from '../../rules/classic/procs/gameSkills'
import { skillRerollFor } from '../../rules/classic/skills'
import { exertsTackleZone, type ClassicState } from '../../rules/classic/state'
import { chanceOf } from '../../rules/classic/rollNeeds'
import type { Look } from './look'

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
const DODGES = new Float64Array(SQUARES * 9)
const STAMPS = new Int32Array(SQUARES * 9)
let generation = 0

function withSkill(p: number, has: boolean): number {
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
  const prob = new Float64Array(SQUARES)
  const steps = new Int8Array(SQUARES).fill(-1)
  // Only entries of reached squares are read back (pathTo follows steps), so no fill is needed.
  const parent = new Int16Array(SQUARES * (layers + 1))
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
  let moved = moved0 + (w[P_STATE + p] !== S_STANDING ? 3 : 0)
  const ma = w[P_MA + p]
  // A square reached again later with no better chance is never worth expanding again (fewer squares left, the
  // same odds): only the squares a layer improves go on, so each layer is a thin frontier.
  let active: number[] = [start]
  for (let k = 0; k < layers && active.length > 0; k++, moved++) {
    const gfi = moved >= ma ? gfiP : 1
    const touched: number[] = []
    for (const from of active) {
      const pf = cur[from]
      cur[from] = 0
      if (from === ballSq && from !== start) continue // he stopped to pick the ball up
      const fx = from % WIDTH
      const fy = (from - fx) / WIDTH
      if (isCarrier && fx === endX && from !== start) continue // scored
      const marked = zones[from] > 0
      for (let dy = -1; dy <= 1; dy++) {
        const ny = fy + dy
        if (ny < 0 || ny >= HEIGHT) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = fx + dx
          if ((dx === 0 && dy === 0) || nx < 0 || nx >= WIDTH) continue
          const to = ny * WIDTH + nx
          if (to !== start && w[BOARD + to] !== 0) continue
          let q = pf * gfi
          if (marked) {
            // The same dodge comes up again and again: work its chance out once (per square dodged to, or per
            // move when 003's Prehensile Tail makes the square left count too).
            const at = tails ? from * 9 + (dy + 1) * 3 + dx + 1 : to * 9
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
            if (nxt[to] === 0) touched.push(to)
            nxt[to] = q
            parent[(k + 1) * SQUARES + to] = from
          }
        }
      }
    }
    for (const to of touched) {
      prob[to] = nxt[to]
      steps[to] = k + 1
      cur[to] = nxt[to]
      nxt[to] = 0
    }
    active = touched
  }
  for (const at of active) cur[at] = 0
  return { p, prob, steps, layers, parent, start }
}

/**
 * Reaches remembered by position, across looks: the policy is asked the same position again and again — the search
 * asks it for its next choices with cut-down legal lists, plays each round's turn up to its first die again, and
 * every decision builds a fresh Look — and the team-turn planner works out every free player's reach each time
 * (the largest part of a Classic rollout). A position is the rules' words before the procedure stack (the pitch,
 * every player, the ball, the weather: all `reach` reads), the action counter left out; a remembered reach is
 * exactly the one `reach` would give.
 */
interface Position {
  readonly words: Int32Array
  readonly reaches: Map<number, Reach>
}

/**
 * Positions kept at most: each holds its words (about 3 kB) and the reaches asked there (up to some 16 kB each, a
 * dozen or two a position), so a few tens of MB at most; the table starts afresh when full.
 */
const POSITIONS = 128
const positions = new Map<number, Position>()
let positionsMeta: object | null = null
const lookPositions = new WeakMap<Look, Position>()

function positionHash(w: Int32Array): number {
  let h = 0x811c9dc5
  for (let i = ENGINE_HEADER_WORDS; i < STACK; i++) if (i !== G_ACTIONS) h = Math.imul(h ^ w[i], 16777619)
  return h
}

function samePosition(words: Int32Array, w: Int32Array): boolean {
  for (let i = ENGINE_HEADER_WORDS; i < STACK; i++)
    if (i !== G_ACTIONS && words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  return true
}

/** The remembered reaches of the look's position (found once per look). */
function positionOf(lk: Look): Position {
  let pos = lookPositions.get(lk)
  if (pos) return pos
  const s = lk.s
  if (s.meta !== positionsMeta) {
    // Another game (other rosters, other skills): nothing remembered applies.
    positions.clear()
    positionsMeta = s.meta
  }
  const w = s.m.w
  const h = positionHash(w)
  const found = positions.get(h)
  if (found && samePosition(found.words, w)) pos = found
  else {
    pos = { words: w.slice(ENGINE_HEADER_WORDS, STACK), reaches: new Map() }
    // A hash shared by two positions keeps the first; the other is worked out per look (never a wrong reach).
    if (!found) {
      if (positions.size >= POSITIONS) positions.clear()
      positions.set(h, pos)
    }
  }
  lookPositions.set(lk, pos)
  return pos
}

/**
 * `reach` for a look's position, worked out once per position, player and reserve: the team-turn planner, the
 * blitz plans and the activation ask for the same players' reach several times in one decision, and the search
 * asks for the same positions again. Only for the look's own position (never inside a mark/undo that changes the
 * board or a player while the look is used).
 */
export function reachFor(lk: Look, p: number, reserve = 0): Reach {
  const byKey = positionOf(lk).reaches
  const key = p * 16 + reserve
  let r = byKey.get(key)
  if (!r) byKey.set(key, (r = reach(lk.s, p, reserve)))
  return r
}

/**
 * The squares to keep back from `reach` for an action of this kind: the Going For It squares when the action has
 * none (004: Going for it! only on Move, Pass and Blitz — not a Hand-off or a Foul), else none.
 */
export function gfiReserve(s: ClassicState, p: number, kind: number): number {
  return goesForItOn(s, kind) ? 0 : Math.max(0, moveLimit(s, p) - s.m.w[P_MA + p])
}

/** The squares of the likeliest path to `to` (without the start), or null when out of reach. */
export function pathTo(r: Reach, to: number): number[] | null {
  const n = r.steps[to]
  if (n < 0) return null
  const out: number[] = new Array(n)
  let at = to
  for (let k = n; k > 0; k--) {
    out[k - 1] = at
    at = r.parent[k * SQUARES + at]
    if (at < 0) return null
  }
  return out
}

/** The first square of the likeliest path to `to`, or -1. */
export function firstStep(r: Reach, to: number): number {
  const path = pathTo(r, to)
  return path && path.length > 0 ? path[0] : -1
}

/** Chance that `p` picks the ball up on (x, y) once there (his skill re-roll counted, e.g. Sure Hands). */
export function pickUpChance(s: ClassicState, p: number, x: number, y: number): number {
  if (hasNoHands(s, p)) return 0
  const fixed = pickUpTarget(s, p) // 003: Big Hand
  const need = fixed || agilityRollNeeded(s.m.w[P_AG + p], pickUpModifier(s, p, x, y))
  return withSkill(chanceOf(need), skillRerollFor(s, p, 'pickup', s.m.w[P_FLAGS + p]) !== null)
}

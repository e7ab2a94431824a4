// 001: Run Action (never into a square next to a standing opponent; a ball entered is picked up; Random Move
// Value), Mark Action (up to two squares, ending as soon as it Marks, and it must end Marking) — square by square.
// Elusive and the Dodge card let a Run pass opponents if it ends Open; Insignificant opponents do not stop a Run,
// Titchy ones end it (game-facts B5); Sprint adds 2 squares, Aggressive Mark makes the Mark 4; after Defensive Play
// every Run that turn may step next to opponents, which ends it.

import { roll } from '../../../engine/dice'
import { A_STEP, A_STOP, code, typeOf, xOf, yOf } from '../actions'
import { AB } from '../data/abilities'
import { BONUS_INDEX } from '../data/bonusPlays'
import { DX, DY, free, hasAbility, markersAt, onPitch, sq } from '../geometry'
import {
  G_PLAYED,
  K_MARK,
  K_RUN,
  MAX_PLAYERS,
  P_MOVE,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { landOnBall } from './action'
import { movePlayer } from './pieces'
import { PR_MOVE } from './kinds'

const BLOCKS = 2
const ENDS = 1

/** How standing opponents around (x, y) treat a runner of `side`: 0 free, ENDS (Titchy), BLOCKS. */
function runAdjacency(s: BlitzState, side: number, x: number, y: number): number {
  const w = s.m.w
  let r = 0
  for (let d = 0; d < 8; d++) {
    const nx = x + DX[d]
    const ny = y + DY[d]
    if (!onPitch(nx, ny)) continue
    const o = w[SQ + sq(nx, ny)] - 1
    if (o < 0 || w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    if (hasAbility(s, o, AB.insignificant)) continue
    r = Math.max(r, hasAbility(s, o, AB.titchy) ? ENDS : BLOCKS)
  }
  return r
}

const seen = new Int32Array(165)
const queue = new Int32Array(165)
let stamp = 0

/** 001: Mark Action — can `p` (at x, y) reach, in up to `left` squares, a square where it Marks someone? Squares
 * that Mark end the move, so the search never goes through them. */
export function canReachMark(
  s: BlitzState,
  p: number,
  x: number,
  y: number,
  left: number,
  target = -1,
): boolean {
  if (left <= 0) return false
  const w = s.m.w
  const side = w[P_SIDE + p]
  // Quick answer for the usual case: no standing opponent within reach at all.
  let near = false
  for (let o = 0; o < MAX_PLAYERS && !near; o++)
    near =
      w[P_SIDE + o] !== side &&
      w[P_ST + o] === ST_STANDING &&
      Math.max(Math.abs(w[P_X + o] - x), Math.abs(w[P_Y + o] - y)) <= left + 1
  if (!near) return false
  stamp++
  let head = 0
  let tail = 0
  queue[tail++] = sq(x, y) | (left << 8)
  seen[sq(x, y)] = stamp
  while (head < tail) {
    const e = queue[head++]
    const cx = (e & 255) % 15
    const cy = Math.floor((e & 255) / 15)
    const l = e >> 8
    for (let d = 0; d < 8; d++) {
      const nx = cx + DX[d]
      const ny = cy + DY[d]
      if (!free(s, nx, ny) || seen[sq(nx, ny)] === stamp) continue
      if (markersAt(s, side, nx, ny) > 0) {
        if (target < 0 || nextTo(s, target, nx, ny)) return true
        continue // marking someone else ends the move in the wrong place
      }
      seen[sq(nx, ny)] = stamp
      if (l > 1) queue[tail++] = sq(nx, ny) | ((l - 1) << 8)
    }
  }
  return false
}

const nextTo = (s: BlitzState, q: number, x: number, y: number): boolean =>
  Math.max(Math.abs(s.m.w[P_X + q] - x), Math.abs(s.m.w[P_Y + q] - y)) === 1

// frame args: 0 player, 1 kind, 2 squares left, 3 bonus, 4 flags (EVASIVE: must end Open; FREE_PATH),
// 5 the player the Mark must end next to, + 1 (001 card Intervention), 0 none
const EVASIVE = 1
/** Hit and Run's two squares and a War Machine's Run ignore the squares next to opponents (game-facts B5). */
const FREE_PATH = 4
const DEFENSIVE_PLAY_BIT = 1 << BONUS_INDEX['defensive-play']
/**
 * How the square's opponents treat this Run. 001 card Defensive Play: "Your Runs may move next to opponents, but
 * doing so ends the Run" — every Run of the coach who played it this turn (played with a Run), not only that one.
 */
function runRule(s: BlitzState, f: number, x: number, y: number): number {
  const side = s.m.w[P_SIDE + arg(s, f, 0)]
  const adj = runAdjacency(s, side, x, y)
  return adj === BLOCKS && (s.m.w[G_PLAYED + side] & DEFENSIVE_PLAY_BIT) !== 0 ? ENDS : adj
}

function stepLegal(s: BlitzState, f: number, x: number, y: number): boolean {
  const p = arg(s, f, 0)
  if (!free(s, x, y)) return false
  const side = s.m.w[P_SIDE + p]
  const left = arg(s, f, 2)
  if (arg(s, f, 1) === K_MARK) {
    const target = arg(s, f, 5) - 1
    if (markersAt(s, side, x, y) > 0) return target < 0 || nextTo(s, target, x, y)
    return canReachMark(s, p, x, y, left - 1, target)
  }
  if ((arg(s, f, 4) & FREE_PATH) !== 0 || runRule(s, f, x, y) < BLOCKS) return true
  return (arg(s, f, 4) & EVASIVE) !== 0 && left >= 2 // must be able to step away again and end Open
}

function mayStop(s: BlitzState, f: number): boolean {
  const p = arg(s, f, 0)
  const w = s.m.w
  const marking = markersAt(s, w[P_SIDE + p], w[P_X + p], w[P_Y + p]) > 0
  return arg(s, f, 1) === K_MARK ? marking : !((arg(s, f, 4) & EVASIVE) !== 0 && marking)
}

/** game-facts B5 Leap (through players) and Ethereal (through players and obstructions): a straight move over
 * squares it may not stop in, to the first free square beyond, costing a square for each square crossed. */
function jumps(s: BlitzState, f: number, x: number, y: number, out: number[]): void {
  const p = arg(s, f, 0)
  const ethereal = hasAbility(s, p, AB.ethereal)
  if (arg(s, f, 1) !== K_RUN || !(ethereal || hasAbility(s, p, AB.leap))) return
  const left = arg(s, f, 2)
  for (let d = 0; d < 8; d++)
    for (let k = 1; k <= left; k++) {
      const nx = x + DX[d] * k
      const ny = y + DY[d] * k
      if (!onPitch(nx, ny)) break
      const blocked = s.blocked[sq(nx, ny)] === 1
      const occupied = s.m.w[SQ + sq(nx, ny)] !== 0
      if (!blocked && !occupied) {
        const endsOpen = markersAt(s, s.m.w[P_SIDE + p], nx, ny) === 0
        if (k > 1 && (endsOpen || left - k >= 1)) out.push(code(A_STEP, -1, -1, nx, ny))
        break
      }
      if (blocked && !ethereal) break
    }
}

function steps(s: BlitzState, f: number, out: number[]): void {
  const p = arg(s, f, 0)
  const x = s.m.w[P_X + p]
  const y = s.m.w[P_Y + p]
  for (let d = 0; d < 8; d++)
    if (stepLegal(s, f, x + DX[d], y + DY[d])) out.push(code(A_STEP, -1, -1, x + DX[d], y + DY[d]))
  jumps(s, f, x, y, out)
}

defineProc(PR_MOVE, {
  name: 'move',
  run(s, f) {
    if (step(s, f) === 1) return true
    setStep(s, f, 1)
    const p = arg(s, f, 0)
    const bonus = arg(s, f, 3)
    if (arg(s, f, 1) === K_RUN) {
      let move = s.m.w[P_MOVE + p]
      if (move === 0) {
        move = roll(s.m, 6) // 001: Random Move Value
        emit(s, { type: 'roll', purpose: 'move', player: p, dice: [move] })
      }
      if (bonus === BONUS_INDEX['sprint']) move += 2
      const freePath = (arg(s, f, 4) & FREE_PATH) !== 0 || hasAbility(s, p, AB.warMachine)
      setArg(s, f, 2, (arg(s, f, 4) & FREE_PATH) !== 0 ? 2 : move)
      // Leap and Ethereal must end Open, like Elusive (game-facts B5).
      const evasive =
        hasAbility(s, p, AB.elusive | AB.lithe | AB.leap | AB.ethereal) || bonus === BONUS_INDEX['dodge']
          ? EVASIVE
          : 0
      setArg(s, f, 4, evasive | (freePath ? FREE_PATH : 0))
    } else setArg(s, f, 2, bonus === BONUS_INDEX['aggressive-mark'] ? 4 : 2)
    return true
  },
  decision: (s, f) => ({
    side: s.m.w[P_SIDE + arg(s, f, 0)] as 0 | 1,
    kind: arg(s, f, 1) === K_MARK ? 'mark' : 'run',
    player: arg(s, f, 0),
  }),
  legal(s, f, out) {
    const n = out.length
    steps(s, f, out)
    if (mayStop(s, f) || out.length === n) out.push(code(A_STOP))
  },
  act(s, f, c) {
    if (typeOf(c) === A_STOP) {
      pop(s)
      return
    }
    const p = arg(s, f, 0)
    const x = xOf(c)
    const y = yOf(c)
    const running = arg(s, f, 1) === K_RUN
    const titchy = running && runRule(s, f, x, y) === ENDS
    const cost = Math.max(Math.abs(x - s.m.w[P_X + p]), Math.abs(y - s.m.w[P_Y + p])) // > 1 for Leap, Ethereal
    movePlayer(s, p, x, y)
    emit(s, { type: 'move', player: p, x, y })
    const left = arg(s, f, 2) - cost
    setArg(s, f, 2, left)
    const markingNow = !running && markersAt(s, s.m.w[P_SIDE + p], x, y) > 0
    if (left <= 0 || markingNow || titchy) pop(s)
    landOnBall(s, p, x, y, running)
  },
})

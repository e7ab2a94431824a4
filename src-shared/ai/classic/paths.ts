// A player's reach for the coach: `reach` (reachSearch.ts, the search over the squares) remembered by position and
// across positions (reachKeep.ts), and what the policy reads off a reach (the path to a square, its first step).

import { G_ACTIONS, P_AG, P_FLAGS, P_MA, SQUARES, STACK } from '../../rules/classic/layout'
import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import { ENGINE_HEADER_WORDS } from '../../engine/dice'
import { moveLimit } from '../../rules/classic/procs/blockSkills'
import { pickUpModifier, pickUpTarget } from '../../rules/classic/procs/step'
import { hasNoHands } from '../../rules/classic/procs/noHands'
import { goesForItOn } from '../../rules/classic/procs/turnLegal'
import { skillRerollFor } from '../../rules/classic/skills'
import type { ClassicState } from '../../rules/classic/state'
import { chanceOf } from '../../rules/classic/rollNeeds'
import type { Look } from './look'
import { keptReach } from './reachKeep'
import { withSkill, type Reach } from './reachSearch'

export { MAX_LAYERS, reach, type Reach } from './reachSearch'

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

// Either side of the action counter (answerTable.ts: the same hash, without a test at every word).
function positionHash(w: Int32Array): number {
  let h = 0x811c9dc5
  for (let i = ENGINE_HEADER_WORDS; i < G_ACTIONS; i++) h = Math.imul(h ^ w[i], 16777619)
  for (let i = G_ACTIONS + 1; i < STACK; i++) h = Math.imul(h ^ w[i], 16777619)
  return h
}

function samePosition(words: Int32Array, w: Int32Array): boolean {
  for (let i = ENGINE_HEADER_WORDS; i < G_ACTIONS; i++)
    if (words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
  for (let i = G_ACTIONS + 1; i < STACK; i++) if (words[i - ENGINE_HEADER_WORDS] !== w[i]) return false
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
  if (!r) byKey.set(key, (r = keptReach(lk.s, p, reserve)))
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

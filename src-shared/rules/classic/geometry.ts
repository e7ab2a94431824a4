// Squares, tackle zones, assists and push-back squares: the spatial rules every action shares.

import {
  BOARD,
  F_NO_TACKLE_ZONE,
  HEIGHT,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
  isOnPitch,
} from './layout'
import { SKILL_RULES, anySkill, hasAnyOf, hasSkillBit, rulesWith } from './skills'
import { HAS_PRESENCE, HAS_TITCHY, gameHas } from './procs/gameSkills'
import { exertsTackleZone, type ClassicState } from './state'

export const DIRS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
]

/** Standing opponents of `side` whose tackle zone covers (x, y), not counting `except`. */
// 004: Rennen/bewegen — the 8 squares around a player are his tackle zones; 004: only standing players have them.
export function tackleZones(s: ClassicState, side: number, x: number, y: number, except = -1): number {
  const w = s.m.w
  let n = 0
  // The 3x3 square clipped to the pitch once, so the inner loop tests no bounds (asked on every step).
  const x0 = x > 0 ? x - 1 : 0
  const x1 = x < WIDTH - 1 ? x + 1 : WIDTH - 1
  const y1 = y < HEIGHT - 1 ? y + 1 : HEIGHT - 1
  for (let yy = y > 0 ? y - 1 : 0; yy <= y1; yy++) {
    const row = BOARD + yy * WIDTH
    for (let xx = x0; xx <= x1; xx++) {
      if (xx === x && yy === y) continue
      const q = w[row + xx] - 1
      if (q < 0 || q === except) continue
      // LRB6 Bone-head / 003 Hypnotic Gaze: a standing player may have lost his tackle zone (F_NO_TACKLE_ZONE).
      if (w[P_SIDE + q] === side || w[P_STATE + q] !== S_STANDING) continue
      if ((w[P_FLAGS + q] & F_NO_TACKLE_ZONE) === 0) n++
    }
  }
  return n
}

export function isAdjacent(ax: number, ay: number, bx: number, by: number): boolean {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by)) === 1
}

/**
 * Players who assist `forPlayer` against `against`: standing team-mates adjacent to `against`'s square that are in
 * no opposing tackle zone except `against`'s own.
 */
// 004: Assisting a block — "spelers die direct naast ... staan en NIET in een tackle zone van een andere
// tegenstander"; rulings.md: offensive assists adjacent to the defender, defensive ones adjacent to the attacker.
export function assists(s: ClassicState, forPlayer: number, against: number): number {
  const w = s.m.w
  const side = w[P_SIDE + forPlayer]
  const tx = w[P_X + against]
  const ty = w[P_Y + against]
  let n = 0
  for (const [dx, dy] of DIRS) {
    const x = tx + dx
    const y = ty + dy
    if (!isOnPitch(x, y)) continue
    const q = w[BOARD + y * WIDTH + x] - 1
    if (q < 0 || q === forPlayer || w[P_SIDE + q] !== side || !exertsTackleZone(s, q)) continue
    // 003: Guard — "may assist ... even if he is in another players tackle zone".
    if (tackleZones(s, side, x, y, against) === 0 || anySkill(s, q, (r) => r.assistsInTackleZones)) n++
  }
  return n
}

/**
 * The squares a pushed player may be moved to, as [x, y] pairs (off-pitch squares included), following 004's
 * three squares behind him seen from the pusher.
 */
export function pushSquares(fromX: number, fromY: number, toX: number, toY: number): [number, number][] {
  const dx = toX - fromX
  const dy = toY - fromY
  if (dx !== 0 && dy !== 0) {
    return [
      [toX + dx, toY + dy],
      [toX + dx, toY],
      [toX, toY + dy],
    ]
  }
  if (dx !== 0) {
    return [
      [toX + dx, toY - 1],
      [toX + dx, toY],
      [toX + dx, toY + 1],
    ]
  }
  return [
    [toX - 1, toY + dy],
    [toX, toY + dy],
    [toX + 1, toY + dy],
  ]
}

/**
 * Whether the range ruler laid from the thrower's square to the target square touches (x, y) between them.
 * docs/rules/classic-interpretations.md: a square is under the ruler when the line between the two square centres
 * passes through it (touching counts), strictly between thrower and target.
 */
export function underRuler(ax: number, ay: number, bx: number, by: number, x: number, y: number): boolean {
  const vx = bx - ax
  const vy = by - ay
  const len2 = vx * vx + vy * vy
  if (len2 === 0) return false
  const t = ((x - ax) * vx + (y - ay) * vy) / len2
  if (t <= 0 || t >= 1) return false
  if ((x === ax && y === ay) || (x === bx && y === by)) return false
  const len = Math.sqrt(len2)
  const dist = Math.abs(vx * (y - ay) - vy * (x - ax)) / len
  // Half the square's extent across the line: the line crosses the square when it is within this distance.
  const reach = (Math.abs(vx) + Math.abs(vy)) / (2 * len)
  return dist <= reach + 1e-9
}

const REPELLING = SKILL_RULES.filter((r) => r.repelsWithin !== undefined)

/**
 * 003: Foul Appearance — "any opposing player within three squares of him must subtract -1 from the dice when
 * they pass or catch the ball". Once, however many such players are near (docs/rules/classic-interpretations.md).
 */
export function appearanceModifier(s: ClassicState, p: number): number {
  if (REPELLING.length === 0) return 0
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let q = (1 - side) * 16; q < (1 - side) * 16 + 16; q++) {
    if (w[P_X + q] < 0) continue
    const d = Math.max(Math.abs(w[P_X + q] - px), Math.abs(w[P_Y + q] - py))
    for (const r of REPELLING) if (d <= r.repelsWithin! && hasSkillBit(s, q, r.bit)) return -1
  }
  return 0
}

const TITCHY = rulesWith((r) => r.noDodgeZone)

/**
 * Not in the seeds (LRB6 Titchy): "a Titchy player ... does not exert a -1 modifier when opponents dodge into any
 * of his tackle zones" — the standing Titchy opponents of `p` whose tackle zone covers (x, y). Leaving his zone
 * still needs a dodge (docs/rules/classic-interpretations.md).
 */
export function titchyZones(s: ClassicState, p: number, x: number, y: number): number {
  if (!gameHas(s, HAS_TITCHY)) return 0
  const w = s.m.w
  const side = w[P_SIDE + p]
  let n = 0
  for (const [dx, dy] of DIRS) {
    if (!isOnPitch(x + dx, y + dy)) continue
    const q = w[BOARD + (y + dy) * WIDTH + x + dx] - 1
    // LRB6 Bone-head / 003 Hypnotic Gaze: a Titchy player without his zone is not in tackleZones either.
    if (q < 0 || q === p || w[P_SIDE + q] === side || !exertsTackleZone(s, q)) continue
    if (hasAnyOf(s, q, TITCHY)) n++
  }
  return n
}

const DISTURBING = rulesWith((r) => r.disturbsWithin !== undefined)

/**
 * Not in the seeds (LRB6 Disturbing Presence): "any player must subtract 1 from the D6 when they pass, intercept
 * or catch for each opposing player with Disturbing Presence that is within three squares of them, even if the
 * Disturbing Presence player is Prone or Stunned". Added to Foul Appearance's -1 (a separate skill).
 */
export function presenceModifier(s: ClassicState, p: number): number {
  if (!gameHas(s, HAS_PRESENCE)) return 0
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  let n = 0
  for (let q = (1 - side) * 16; q < (1 - side) * 16 + 16; q++) {
    if (w[P_X + q] < 0) continue
    const d = Math.max(Math.abs(w[P_X + q] - px), Math.abs(w[P_Y + q] - py))
    for (const r of DISTURBING)
      if (d <= r.disturbsWithin! && hasSkillBit(s, q, r.bit)) {
        n--
        break
      }
  }
  return n
}

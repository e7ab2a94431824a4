// 004: Het opstellen van het team — the kicking team sets up first, then the receiving team: at most 11 on the
// pitch, all in the own half, at least 3 on the line of scrimmage, at most 2 in each wide zone. 004 limits nothing
// else, so a coach may set up fewer than 11 when he chooses (rulings.md).

import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import {
  A_BENCH,
  A_FORMATION,
  A_PLACE,
  A_PLACE_REST,
  A_SETUP_DONE,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { FORMATIONS, formationSquares } from '../formations'
import {
  HEIGHT,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_RESERVE,
  S_STANDING,
  TEAM_SIZE,
  WIDTH,
  inOwnHalf,
  scrimmageColumn,
  wideZoneOf,
} from '../layout'
import { arg, defineProc, pop, push } from '../stack'
import { emit, occupant, placeOnPitch, removeFromPitch, type ClassicState } from '../state'
import { PR_SETUP } from './kinds'
import { canBeSetUp } from './driveTraits'
import { placeRest } from './placeRest'

export const MAX_ON_PITCH = 11
export const MIN_ON_SCRIMMAGE = 3
export const MAX_PER_WIDE_ZONE = 2

export function pushSetup(s: ClassicState, side: number): void {
  push(s, PR_SETUP, side)
}

function players(side: number): number[] {
  const out: number[] = []
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) out.push(p)
  return out
}

/** A player who may take the field this drive: one waiting who may be set up (003: Off For A Bite, Sappy), or one standing on the pitch. */
function mayTakeField(s: ClassicState, p: number): boolean {
  return canBeSetUp(s, p) || (s.m.w[P_X + p] >= 0 && s.m.w[P_STATE + p] === S_STANDING)
}

/** The side's players who may take the field this drive (mayTakeField), in shirt order. */
export function setupPlayers(s: ClassicState, side: number): number[] {
  return players(side).filter((p) => mayTakeField(s, p))
}

/** What is wrong with a side's setup now, in plain words (empty when legal). */
export function setupProblems(s: ClassicState, side: number): string[] {
  const w = s.m.w
  let onPitch = 0
  let available = 0
  let onLine = 0
  const wide = [0, 0]
  for (const p of players(side)) {
    if (mayTakeField(s, p)) available++
    if (w[P_X + p] < 0) continue
    onPitch++
    if (w[P_X + p] === scrimmageColumn(side) && wideZoneOf(w[P_Y + p]) === -1) onLine++
    const zone = wideZoneOf(w[P_Y + p])
    if (zone >= 0) wide[zone]++
  }
  const problems: string[] = []
  // rulings.md: fewer than 11 is the coach's choice (004 limits only the wide zones and the line); the line still
  // needs three, or every player he has when fewer than three can play.
  if (onPitch > MAX_ON_PITCH) problems.push(`at most ${MAX_ON_PITCH} players may be set up (${onPitch} are)`)
  const lineNeeded = Math.min(MIN_ON_SCRIMMAGE, available)
  if (onLine < lineNeeded)
    problems.push(`at least ${lineNeeded} players must be on the line of scrimmage (${onLine} are)`)
  for (const zone of [0, 1])
    if (wide[zone] > MAX_PER_WIDE_ZONE)
      problems.push(`at most ${MAX_PER_WIDE_ZONE} players may be in a wide zone (${wide[zone]} are)`)
  return problems
}

/** Whether "place the rest" would place anyone: a reserve who may play, and room on the pitch for him. */
function canPlaceRest(s: ClassicState, side: number): boolean {
  const w = s.m.w
  let onPitch = 0
  let waiting = 0
  for (const p of players(side)) {
    if (w[P_X + p] >= 0) onPitch++
    else if (canBeSetUp(s, p)) waiting++
  }
  return waiting > 0 && onPitch < MAX_ON_PITCH
}

/** Places a preset formation with the players available, strongest on the line. */
export function placeFormation(s: ClassicState, side: number, index: number): void {
  const w = s.m.w
  const team = setupPlayers(s, side)
  for (const p of team) if (w[P_X + p] >= 0) removeFromPitch(s, p)
  const line = [...team].sort((a, b) => w[P_ST + b] - w[P_ST + a] || a - b)
  const squares = formationSquares(side, index)
  for (let i = 0; i < Math.min(squares.length, line.length); i++)
    placePlayer(s, line[i], squares[i][0], squares[i][1])
}

function placePlayer(s: ClassicState, p: number, x: number, y: number): void {
  if (s.m.w[P_X + p] >= 0) removeFromPitch(s, p)
  placeOnPitch(s, p, x, y)
  set(s.m, P_STATE + p, S_STANDING)
}

defineProc(PR_SETUP, {
  name: 'setup',
  run() {
    return true
  },
  decision(s, f) {
    return { side: arg(s, f, 0) as Side, kind: 'setup' }
  },
  legal(s, f, out) {
    const w = s.m.w
    const side = arg(s, f, 0)
    let onPitch = 0
    for (const p of players(side)) if (w[P_X + p] >= 0) onPitch++
    for (const p of players(side)) {
      const placed = w[P_X + p] >= 0
      if (!placed && (!canBeSetUp(s, p) || onPitch >= MAX_ON_PITCH)) continue
      if (placed) out.push(code(A_BENCH, p))
      for (let x = 0; x < WIDTH; x++) {
        if (!inOwnHalf(side, x)) continue
        for (let y = 0; y < HEIGHT; y++) if (occupant(s, x, y) < 0) out.push(code(A_PLACE, p, x, y))
      }
    }
    for (let i = 0; i < FORMATIONS.length; i++) out.push(code(A_FORMATION, 0, i))
    if (canPlaceRest(s, side)) out.push(code(A_PLACE_REST))
    if (setupProblems(s, side).length === 0) out.push(code(A_SETUP_DONE))
  },
  accepts(s, f, c) {
    const w = s.m.w
    const side = arg(s, f, 0)
    const p = playerOf(c)
    const mine = p >= side * TEAM_SIZE && p < (side + 1) * TEAM_SIZE
    switch (typeOf(c)) {
      case A_PLACE: {
        const x = xOf(c)
        const y = yOf(c)
        if (!mine || x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT || !inOwnHalf(side, x)) return false
        if (occupant(s, x, y) >= 0) return false
        if (w[P_X + p] >= 0) return true
        let onPitch = 0
        for (const q of players(side)) if (w[P_X + q] >= 0) onPitch++
        return canBeSetUp(s, p) && onPitch < MAX_ON_PITCH
      }
      case A_BENCH:
        return mine && w[P_X + p] >= 0
      case A_FORMATION:
        return xOf(c) >= 0 && xOf(c) < FORMATIONS.length
      case A_PLACE_REST:
        return canPlaceRest(s, side)
      case A_SETUP_DONE:
        return setupProblems(s, side).length === 0
      default:
        return false
    }
  },
  act(s, f, c) {
    const side = arg(s, f, 0)
    const p = playerOf(c)
    switch (typeOf(c)) {
      case A_PLACE:
        placePlayer(s, p, xOf(c), yOf(c))
        if (s.events) emit(s, { type: 'place', player: p, x: xOf(c), y: yOf(c) })
        return
      case A_BENCH:
        removeFromPitch(s, p)
        set(s.m, P_STATE + p, S_RESERVE)
        if (s.events) emit(s, { type: 'bench', player: p })
        return
      case A_FORMATION:
        placeFormation(s, side, xOf(c))
        if (s.events) emit(s, { type: 'formation', side, formation: FORMATIONS[xOf(c)].id })
        return
      case A_PLACE_REST:
        placeRest(s, side)
        return
      default:
        if (s.events) emit(s, { type: 'setup-done', side })
        pop(s)
    }
  },
})

// "Place the rest": the setup's one-click finish for a coach who placed some players by hand. It keeps every
// player already on the pitch where he is and puts the reserves who may play on free squares of the own half,
// so that 004's limits hold whenever they can: the line of scrimmage gets its three first (strongest there),
// no wide zone gets a third player, and at most 11 stand on the pitch. The squares come from the kicking or
// receiving preset formation, then the rest of the half nearest the line and the middle.

import { set } from '../../../engine/memory'
import { formationSquares } from '../formations'
import {
  G_KICKING,
  HEIGHT,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  TEAM_SIZE,
  WIDTH,
  inOwnHalf,
  scrimmageColumn,
  wideZoneOf,
} from '../layout'
import { emit, occupant, placeOnPitch, type ClassicState } from '../state'
import { canBeSetUp } from './driveTraits'

const MAX_ON_PITCH = 11
const MIN_ON_LINE = 3
const MAX_WIDE = 2

/** The squares place-the-rest tries, best first: the side's preset formation, then the whole half. */
function candidateSquares(s: ClassicState, side: number): [number, number][] {
  const line = scrimmageColumn(side)
  const preset = formationSquares(side, s.m.w[G_KICKING] === side ? 0 : 1)
  const rest: [number, number][] = []
  for (let x = 0; x < WIDTH; x++) {
    if (!inOwnHalf(side, x)) continue
    for (let y = 0; y < HEIGHT; y++) rest.push([x, y])
  }
  const middle = (HEIGHT - 1) / 2
  rest.sort(
    (a, b) =>
      Math.abs(a[0] - line) - Math.abs(b[0] - line) || Math.abs(a[1] - middle) - Math.abs(b[1] - middle),
  )
  return [...preset, ...rest]
}

/** Places the side's remaining reserves (see the file comment); returns how many were placed. */
export function placeRest(s: ClassicState, side: number): number {
  const w = s.m.w
  const mine: number[] = []
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) mine.push(p)
  const onPitch = mine.filter((p) => w[P_X + p] >= 0)
  const waiting = mine
    .filter((p) => w[P_X + p] < 0 && canBeSetUp(s, p))
    .sort((a, b) => w[P_ST + b] - w[P_ST + a] || a - b)
  const room = Math.max(0, MAX_ON_PITCH - onPitch.length)
  const toPlace = waiting.slice(0, room)
  const line = scrimmageColumn(side)
  const wide = [0, 0]
  let onLine = 0
  for (const p of onPitch) {
    const zone = wideZoneOf(w[P_Y + p])
    if (zone >= 0) wide[zone]++
    else if (w[P_X + p] === line) onLine++
  }
  const squares = candidateSquares(s, side)
  const free = (x: number, y: number): boolean => {
    const zone = wideZoneOf(y)
    return occupant(s, x, y) < 0 && (zone < 0 || wide[zone] < MAX_WIDE)
  }
  let placed = 0
  for (const p of toPlace) {
    // The line first while it lacks players (004: at least three there, outside the wide zones).
    const needLine = onLine < MIN_ON_LINE
    const at = squares.find(([x, y]) => free(x, y) && (!needLine || (x === line && wideZoneOf(y) < 0)))
    if (!at) break
    const [x, y] = at
    placeOnPitch(s, p, x, y)
    set(s.m, P_STATE + p, S_STANDING)
    if (s.events) emit(s, { type: 'place', player: p, x, y })
    const zone = wideZoneOf(y)
    if (zone >= 0) wide[zone]++
    else if (x === line) onLine++
    placed++
  }
  return placed
}

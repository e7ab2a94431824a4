// Invariants of a Classic state that must hold after every action.
import {
  BALL_AIR,
  BALL_CARRIED,
  BALL_GROUND,
  BALL_NONE,
  BOARD,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF,
  G_TURN0,
  HEIGHT,
  MAX_PLAYERS,
  P_STATE,
  P_X,
  P_Y,
  S_ABSENT,
  S_HEAT,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  WIDTH,
} from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'

export function checkInvariants(s: ClassicState, stable: boolean): string[] {
  const w = s.m.w
  const bad: string[] = []
  // Every player in exactly one place: on the pitch iff standing, prone or stunned; the board agrees.
  let onBoard = 0
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const q = w[BOARD + i] - 1
    if (q < 0) continue
    onBoard++
    if (w[P_X + q] !== i % WIDTH || w[P_Y + q] !== Math.floor(i / WIDTH))
      bad.push(
        `square ${i % WIDTH},${Math.floor(i / WIDTH)} holds ${q}, who is at ${w[P_X + q]},${w[P_Y + q]}`,
      )
  }
  let onPitch = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const st = w[P_STATE + p]
    if (st < S_ABSENT || st > S_HEAT) bad.push(`player ${p} has unknown state ${st}`)
    const placed = w[P_X + p] >= 0
    const pitchState = st === S_STANDING || st === S_PRONE || st === S_STUNNED
    if (placed !== pitchState) bad.push(`player ${p} state ${st} but ${placed ? 'on' : 'off'} the pitch`)
    if (placed) {
      onPitch++
      if (w[BOARD + w[P_Y + p] * WIDTH + w[P_X + p]] !== p + 1)
        bad.push(`player ${p} not on the board square`)
    }
  }
  if (onPitch !== onBoard) bad.push(`${onPitch} players placed, ${onBoard} squares occupied`)
  for (const side of [0, 1]) {
    let n = 0
    for (let p = side * 16; p < side * 16 + 16; p++) if (w[P_X + p] >= 0) n++
    if (n > 11) bad.push(`side ${side} has ${n} players on the pitch`)
  }
  // One ball at most, where it may be.
  const ball = w[G_BALL_STATE]
  if (![BALL_NONE, BALL_GROUND, BALL_CARRIED, BALL_AIR].includes(ball)) bad.push(`ball state ${ball}`)
  if (ball === BALL_CARRIED) {
    const c = w[G_CARRIER]
    if (c < 0 || w[P_STATE + c] !== S_STANDING) bad.push(`ball carried by ${c}, who is not standing`)
    else if (w[P_X + c] !== w[G_BALL_X] || w[P_Y + c] !== w[G_BALL_Y])
      bad.push('ball is not where its carrier is')
  } else if (w[G_CARRIER] !== -1) bad.push('a carrier is set for a ball nobody holds')
  if (ball === BALL_GROUND || ball === BALL_AIR) {
    const x = w[G_BALL_X]
    const y = w[G_BALL_Y]
    if (x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT) bad.push(`ball off the pitch at ${x},${y}`)
    // At rest (a turn or activation decision) a loose ball never lies under a player.
    else if (stable && ball === BALL_GROUND && w[BOARD + y * WIDTH + x] !== 0)
      bad.push(`loose ball under a player`)
  }
  // Counters bounded.
  if (w[G_HALF] < 0 || w[G_HALF] > 2) bad.push(`half ${w[G_HALF]}`)
  for (const side of [0, 1])
    if (w[G_TURN0 + side] < 0 || w[G_TURN0 + side] > 8) bad.push(`turn ${w[G_TURN0 + side]}`)
  return bad
}

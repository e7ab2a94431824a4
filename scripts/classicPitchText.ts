// A Classic pitch as text for the diagnostic scripts (classic-drives.ts, classic-carrier.ts): one line per row, the
// side `me` scoring to the right; ours O (our carrier C), theirs X, a player lying down in lower case, a loose ball *.
import {
  BALL_CARRIED,
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  HEIGHT,
  MAX_PLAYERS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'

export function pitchText(s: ClassicState, me: number): string {
  const w = s.m.w
  const rows: string[][] = []
  for (let y = 0; y < HEIGHT; y++) rows.push(new Array<string>(WIDTH).fill('.'))
  for (let q = 0; q < MAX_PLAYERS; q++) {
    const x = w[P_X + q]
    if (x < 0 || w[P_Y + q] < 0) continue
    let c = q === w[G_CARRIER] && w[G_BALL_STATE] === BALL_CARRIED ? 'C' : w[P_SIDE + q] === me ? 'O' : 'X'
    if (w[P_STATE + q] !== S_STANDING) c = c.toLowerCase()
    rows[w[P_Y + q]][x] = c
  }
  if (w[G_BALL_STATE] === BALL_GROUND) rows[w[G_BALL_Y]][w[G_BALL_X]] = '*'
  return rows.map((r) => '    ' + (me === 0 ? r : [...r].reverse()).join('')).join('\n')
}

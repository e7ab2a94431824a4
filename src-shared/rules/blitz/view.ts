// The renderer's picture of a Blitz Bowl game (engine GameView). Hands stay hidden: only their sizes are shown.

import type { Decision, GameView, PieceState, PieceView } from '../../engine/api'
import {
  B_CARRIER,
  B_ST,
  B_X,
  B_Y,
  BALL_NONE,
  G_ACTIVE,
  G_SCORE0,
  G_TURN0,
  HEIGHT,
  MAX_BALLS,
  MAX_PLAYERS,
  P_ARMOUR,
  P_BLOCK,
  P_MOVE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  ST_PRONE,
  ST_STANDING,
  WIDTH,
} from './layout'
import { ballOf } from './geometry'
import type { BlitzState } from './state'

const ROLE: Record<string, string> = {
  thrower: 'thrower',
  catcher: 'catcher',
  blitzer: 'blitzer',
  runner: 'runner',
}

export function blitzView(s: BlitzState, decision: Decision): GameView {
  const w = s.m.w
  const pieces: PieceView[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const meta = s.meta.players[p]
    if (!meta) continue
    const st = w[P_ST + p]
    const state: PieceState = st === ST_STANDING ? 'standing' : st === ST_PRONE ? 'prone' : 'reserve'
    pieces.push({
      id: p,
      side: meta.side,
      number: (p % 10) + 1,
      name: meta.name,
      positionId: meta.positionId,
      role: ROLE[meta.positionId] ?? (w[P_BLOCK + p] >= 2 ? 'bigguy' : 'lineman'),
      x: w[P_X + p] >= 0 ? w[P_X + p] : null,
      y: w[P_Y + p] >= 0 ? w[P_Y + p] : null,
      state,
      hasBall: ballOf(s, p) >= 0,
      // Blitz values in the shared shape: ma = Move (0 = D6), st = Block, ag = Throw n+ (0 = '–'), av = Armour n+.
      stats: { ma: w[P_MOVE + p], st: w[P_BLOCK + p], ag: w[P_THROW + p], av: w[P_ARMOUR + p] },
      skills: [...meta.abilities],
    })
  }
  const balls = []
  for (let b = 0; b < MAX_BALLS; b++)
    if (w[B_ST + b] !== BALL_NONE)
      balls.push({ x: w[B_X + b], y: w[B_Y + b], carrier: w[B_CARRIER + b] >= 0 ? w[B_CARRIER + b] : null })
  const active = w[G_ACTIVE]
  return {
    ruleset: 'blitz',
    board: { width: WIDTH, height: HEIGHT },
    teams: s.meta.teams.map((t) => ({
      name: t.name,
      rosterId: t.teamId,
      rerolls: 0,
    })) as unknown as GameView['teams'],
    pieces,
    balls,
    score: [w[G_SCORE0], w[G_SCORE0 + 1]],
    period: 1,
    turns: [w[G_TURN0], w[G_TURN0 + 1]],
    activeSide: active === 0 || active === 1 ? active : null,
    decision,
  }
}

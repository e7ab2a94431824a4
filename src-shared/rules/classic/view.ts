// The renderer's picture of a Classic state (engine/api.ts GameView): what to draw, never how the rules work.

import type { CasualtyKind, GameView, PieceCondition, PieceState, PieceView } from '../../engine/api'
import { positionRole } from './data/rosters/index'
import { WEATHER_TABLE } from './data/weatherTable'
import {
  BALL_CARRIED,
  BALL_NONE,
  G_ACTIVE,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF,
  G_LEADER0,
  G_RR0,
  G_SCORE0,
  G_TURN0,
  G_WEATHER,
  HEIGHT,
  MAX_PLAYERS,
  P_AG,
  P_AV,
  P_FLAGS,
  F_BITE_OUT,
  F_BONEHEADED,
  F_HYPNOTISED,
  F_NO_TACKLE_ZONE,
  F_ROOTED,
  F_MISSES_MATCH,
  P_MA,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_ABSENT,
  S_BADLY_HURT,
  S_DEAD,
  S_HEAT,
  S_KO,
  S_PRONE,
  S_RESERVE,
  S_SENT_OFF,
  S_SERIOUS,
  S_STANDING,
  S_STUNNED,
  WIDTH,
} from './layout'
import type { ClassicState } from './state'
import { infectedPlayers } from './procs/casualtyTraits'
import type { Decision } from '../../engine/api'

const PIECE_STATE: Record<number, PieceState> = {
  [S_RESERVE]: 'reserve',
  [S_STANDING]: 'standing',
  [S_PRONE]: 'prone',
  [S_STUNNED]: 'stunned',
  [S_KO]: 'ko',
  [S_BADLY_HURT]: 'casualty',
  [S_SERIOUS]: 'casualty',
  [S_DEAD]: 'casualty',
  [S_SENT_OFF]: 'sent-off',
  [S_HEAT]: 'reserve',
}

// 004 Injuries: the three kinds of casualty, told apart in the dugout.
const CASUALTY: Record<number, CasualtyKind> = {
  [S_BADLY_HURT]: 'badly-hurt',
  [S_SERIOUS]: 'serious-injury',
  [S_DEAD]: 'dead',
}

/** LRB6 Bone-head, Really Stupid, Take Root; 003 Hypnotic Gaze: what the renderer may mark on the piece. */
function conditionsOf(flags: number): PieceCondition[] {
  const out: PieceCondition[] = []
  if (flags & F_BONEHEADED) out.push('no-tackle-zone')
  if (flags & F_HYPNOTISED) out.push('hypnotised')
  if (flags & F_ROOTED) out.push('rooted')
  return out
}

export function classicView(s: ClassicState, decision: Decision): GameView {
  const w = s.m.w
  const pieces: PieceView[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const meta = s.meta.players[p]
    if (!meta || w[P_STATE + p] === S_ABSENT) continue
    const onPitch = w[P_X + p] >= 0
    pieces.push({
      id: p,
      side: meta.side,
      number: meta.number,
      name: meta.name,
      positionId: meta.positionId,
      // The roster's role first: a state saved before roles reached the game says 'lineman' for everyone.
      role: positionRole(s.meta.teams[meta.side].rosterId, meta.positionId) ?? meta.role,
      x: onPitch ? w[P_X + p] : null,
      y: onPitch ? w[P_Y + p] : null,
      state: PIECE_STATE[w[P_STATE + p]],
      hasBall: w[G_BALL_STATE] === BALL_CARRIED && w[G_CARRIER] === p,
      stats: { ma: w[P_MA + p], st: w[P_ST + p], ag: w[P_AG + p], av: w[P_AV + p] },
      skills: meta.skills,
      // 003: Off For A Bite (this drive), Sappy and LRB6 Secret Weapon (the match).
      ...(w[P_FLAGS + p] & F_MISSES_MATCH
        ? { sitsOut: 'match' as const }
        : w[P_FLAGS + p] & F_BITE_OUT
          ? { sitsOut: 'drive' as const }
          : {}),
      ...(w[P_FLAGS + p] & (F_NO_TACKLE_ZONE | F_ROOTED) ? { conditions: conditionsOf(w[P_FLAGS + p]) } : {}),
      ...(CASUALTY[w[P_STATE + p]] ? { casualty: CASUALTY[w[P_STATE + p]] } : {}),
    })
  }
  const ball = w[G_BALL_STATE]
  return {
    ruleset: 'classic',
    board: { width: WIDTH, height: HEIGHT },
    teams: [0, 1].map((side) => ({
      name: s.meta.teams[side].name,
      rosterId: s.meta.teams[side].rosterId,
      rerolls: w[G_RR0 + side],
      leaderRerolls: w[G_LEADER0 + side], // 003: Leader
      // LRB6 Nurgle's Rot: the victims of this side's Rotters (the other side's players) still dead.
      infected: infectedPlayers(s, 1 - side),
    })) as unknown as GameView['teams'],
    pieces,
    balls:
      ball === BALL_NONE
        ? []
        : [{ x: w[G_BALL_X], y: w[G_BALL_Y], carrier: ball === BALL_CARRIED ? w[G_CARRIER] : null }],
    score: [w[G_SCORE0], w[G_SCORE0 + 1]],
    period: w[G_HALF],
    turns: [w[G_TURN0], w[G_TURN0 + 1]],
    activeSide: w[G_ACTIVE] < 0 ? null : (w[G_ACTIVE] as 0 | 1),
    decision,
    weather: WEATHER_TABLE[w[G_WEATHER]]?.id,
  }
}

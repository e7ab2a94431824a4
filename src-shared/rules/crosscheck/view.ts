// The renderer's picture of a Cross Check game (engine GameView): the puck is the one "ball"; a penalised player
// shows as 'sent-off', a tired or benched one as 'reserve'; `crosscheck` carries the side panels (panels.ts).

import type { Decision, GameView, PieceState, PieceView } from '../../engine/api'
import { LENGTH, WIDTH } from './data/rink'
import { crossCheckRole } from './data/teams'
import { carrier, DIRS, puckX, puckY } from './geometry'
import {
  G_ACTIVE,
  G_PERIOD,
  G_PTURN,
  G_PUCK_DIR,
  G_SCORE,
  G_TTOTAL,
  G_TURNS,
  MAX_PLAYERS,
  P_AG,
  P_AV,
  P_GOALIE,
  P_MA,
  P_RELEASE,
  P_SPP4,
  P_STATE,
  P_TIRED,
  P_STR,
  P_X,
  P_Y,
  PS_BENCH,
  PS_BOX,
  PS_CAS,
  PS_KO,
  PS_PRONE,
  PS_STANDING,
  PS_STUNNED,
  TEAM_MAX,
} from './layout'
import type {
  CrossCheckBenchEntry,
  CrossCheckBenchState,
  CrossCheckBoxEntry,
  CrossCheckPanels,
} from './panels'
import { sppFromQuarters } from './data/spp'
import { resolveOptions } from './options'
import { lineUpSquares } from './procs/lineup'
import type { CrossCheckState } from './state'

const STATES: Record<number, PieceState> = {
  [PS_STANDING]: 'standing',
  [PS_PRONE]: 'prone',
  [PS_STUNNED]: 'stunned',
  [PS_KO]: 'ko',
  [PS_CAS]: 'casualty',
  [PS_BOX]: 'sent-off',
}

export function crossCheckView(s: CrossCheckState, decision: Decision): GameView {
  const w = s.m.w
  const pieces: PieceView[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const meta = s.meta.players[p]
    if (!meta) continue
    pieces.push({
      id: p,
      side: meta.side,
      number: (p % TEAM_MAX) + 1,
      name: meta.name,
      positionId: meta.positionId,
      // Goalies, and every skater drawn as his Classic position (a Black Orc is not a Goblin on the ice either).
      role:
        w[P_GOALIE + p] === 1
          ? 'goalie'
          : (crossCheckRole(s.meta.teams[meta.side].rosterId, meta.positionId) ?? 'skater'),
      x: w[P_X + p] >= 0 ? w[P_X + p] : null,
      y: w[P_Y + p] >= 0 ? w[P_Y + p] : null,
      state: STATES[w[P_STATE + p]] ?? 'reserve',
      hasBall: carrier(s) === p,
      stats: { ma: w[P_MA + p], st: w[P_STR + p], ag: w[P_AG + p], av: w[P_AV + p] },
      skills: [...meta.skills],
    })
  }
  const c = carrier(s)
  const active = w[G_ACTIVE]
  return {
    ruleset: 'crosscheck',
    board: { width: LENGTH, height: WIDTH },
    teams: s.meta.teams.map((t) => ({
      name: t.name,
      rosterId: t.rosterId,
      rerolls: 0,
    })) as unknown as GameView['teams'],
    pieces,
    balls: [{ x: puckX(s), y: puckY(s), carrier: c >= 0 ? c : null }],
    score: [w[G_SCORE], w[G_SCORE + 1]],
    period: w[G_PERIOD],
    turns: [w[G_TURNS], w[G_TURNS + 1]],
    activeSide: active === 0 || active === 1 ? active : null,
    decision,
    crosscheck: crossCheckPanels(s),
  }
}

const BENCH: Record<number, CrossCheckBenchState> = {
  [PS_BENCH]: 'ready',
  [PS_KO]: 'ko',
  [PS_CAS]: 'casualty',
}

/** The side panels: bench, penalty boxes, time track, the puck's orientation, star player points, goalies. */
export function crossCheckPanels(s: CrossCheckState): CrossCheckPanels {
  const w = s.m.w
  const bench: [CrossCheckBenchEntry[], CrossCheckBenchEntry[]] = [[], []]
  const penaltyBox: CrossCheckBoxEntry[] = []
  const players: { id: number; spp: number; goalie: boolean }[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const meta = s.meta.players[p]
    if (!meta) continue
    const goalie = w[P_GOALIE + p] === 1
    players.push({ id: p, spp: sppFromQuarters(w[P_SPP4 + p]), goalie })
    const st = w[P_STATE + p]
    if (st === PS_BOX) {
      const left = Math.max(0, w[P_RELEASE + p] - w[G_TTOTAL + meta.side])
      penaltyBox.push({ id: p, side: meta.side, turnsLeft: left, ...(left === 0 ? { mayLeave: true } : {}) })
    } else if (w[P_X + p] < 0 && BENCH[st]) {
      const state = st === PS_BENCH && w[P_TIRED + p] === 1 ? 'reserve-box' : BENCH[st]
      bench[meta.side].push({ id: p, state, goalie })
    }
  }
  const { periods, periodTurns } = resolveOptions(s.meta.options)
  const c = carrier(s)
  const dir = w[G_PUCK_DIR]
  const open = lineUpSquares(s)
  return {
    bench,
    penaltyBox,
    time: { period: w[G_PERIOD], periods, turnInPeriod: w[G_PTURN], turnsPerPeriod: periodTurns },
    puck: c >= 0 ? { carrier: c, dir, dx: DIRS[dir][0], dy: DIRS[dir][1] } : null,
    players,
    ...(open.length > 0 ? { lineUpSquare: open[0], lineUpOpen: open } : {}),
  }
}

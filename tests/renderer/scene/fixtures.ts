// Small GameView builders for the scene tests.
import type { GameView, PieceState, PieceView, Side } from '@shared/engine/api'

export interface PieceSpec {
  side: Side
  role?: string
  x: number | null
  y: number | null
  state?: PieceState
  hasBall?: boolean
}

export function makeView(
  pieces: PieceSpec[],
  balls: GameView['balls'] = [],
  ruleset: GameView['ruleset'] = 'classic',
  rosters: [string, string] = ['human', 'orc'],
): GameView {
  return {
    ruleset,
    board: ruleset === 'blitz' ? { width: 15, height: 11 } : { width: 26, height: 15 },
    teams: [
      { name: 'A', rosterId: rosters[0], rerolls: 2 },
      { name: 'B', rosterId: rosters[1], rerolls: 2 },
    ],
    pieces: pieces.map((p, id): PieceView => ({
      id,
      side: p.side,
      number: id + 1,
      name: `p${id}`,
      positionId: p.role ?? 'lineman',
      role: p.role ?? 'lineman',
      x: p.x,
      y: p.y,
      state: p.state ?? (p.x === null ? 'reserve' : 'standing'),
      hasBall: p.hasBall ?? false,
      stats: { ma: 6, st: 3, ag: 3, av: 8 },
      skills: [],
    })),
    balls,
    score: [0, 0],
    period: 1,
    turns: [1, 1],
    activeSide: 0,
    decision: { side: 0, kind: 'turn' },
  }
}

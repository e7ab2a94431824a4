// One bench:ai game through the shared self-play loop (src-shared/ai/selfPlay.ts), with what the bench measures:
// the score, whether it finished, Hard's decision times and Hard's team turns with how many ended in a turnover.
// Runs in a worker thread (bench/ai/worker.ts) or in the main thread alike.
import { levelChooser, playSelfGame } from '@shared/ai/selfPlay'
import type { EngineEvent } from '@shared/engine/api'
import { engineTeams } from '../../src-main/host/engineSources'
import { gameKey, type GameSpec } from './games'
import { RECORD_VERSION, type GameRecord } from './record'
import { setCarrierDrive } from '../../scripts/carrierDrive'

// A measurement of another Classic carrier drive (bench/ai.ts AI_BENCH_CARRIER), in the main thread and in each
// worker alike (workers inherit the environment).
setCarrierDrive('AI_BENCH_CARRIER')

/** Times are kept to the microsecond: enough for a median in hundredths of a millisecond, and short lines. */
const us = (ms: number): number => Math.round(ms * 1000) / 1000

export function playBenchGame(g: GameSpec): GameRecord {
  const levels = g.aSide === 0 ? [g.a, g.b] : [g.b, g.a]
  const times: number[] = []
  const searched: number[] = []
  const turns = newTurnCount()
  const result = playSelfGame({
    ruleset: g.ruleset,
    seed: g.seed,
    teams: engineTeams,
    players: [levelChooser(levels[0], g.budget), levelChooser(levels[1], g.budget)],
    maxActions: g.maxActions,
    hooks: {
      // Hard's decision times count every decision with more than one legal action; the `searched` ones only those
      // the search simulated at (not answered by the policy alone: a planned step, a Run's square).
      chosen: ({ side, legal }, { nodes }, ms) => {
        if (levels[side] !== 'hard') return
        if (legal.length > 1) times.push(us(ms))
        if (nodes > 0) searched.push(us(ms))
      },
      applied: (_ctx, events) => {
        // An event without a side counts as b's (as the bench always has: e.g. a turn's end told without one).
        for (const e of events) countTurn(turns, e, (e.side === g.aSide ? g.a : g.b) === 'hard')
      },
    },
  })
  return {
    v: RECORD_VERSION,
    key: gameKey(g),
    ruleset: g.ruleset,
    a: g.a,
    b: g.b,
    seed: g.seed,
    aSide: g.aSide,
    budget: g.budget.timeMs !== undefined ? { timeMs: g.budget.timeMs } : { nodes: g.budget.nodes ?? 0 },
    maxActions: g.maxActions,
    for: result.score[g.aSide],
    against: result.score[1 - g.aSide],
    finished: result.finished,
    actions: result.actions,
    hardTurns: turns.turns,
    hardTurnovers: turns.turnovers,
    times,
    searched,
    rosters: [result.rosters[0], result.rosters[1]],
    digest: result.digest,
  }
}

interface TurnCount {
  turns: number
  turnovers: number
  open: boolean
  scored: boolean
}

const newTurnCount = (): TurnCount => ({ turns: 0, turnovers: 0, open: false, scored: false })

/**
 * Hard's team turns and how many of them ended in a turnover. The engine ends a touchdown's turn with a 'turnover'
 * event too: a turn in which Hard scored is not counted as one; nor are free turns (kick-off Blitz!).
 */
function countTurn(t: TurnCount, e: EngineEvent, hard: boolean): void {
  if (e.type === 'turn-start') {
    t.open = hard && e.free !== true
    t.scored = false
    if (t.open) t.turns++
  } else if (e.type === 'touchdown' && hard) t.scored = true
  else if (e.type === 'turnover' && hard && t.open && !t.scored) t.turnovers++
}

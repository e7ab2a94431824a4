// Cross Check engine speed: complete random games per second (Human v Orc on the rink), actions per second and per
// game, the same as search rollouts (journal off), on one core and in CPU time (bench/cpu.ts: warmed up first); printed through bench/run.ts.

import { playRandomGame } from '../src-shared/rules/crosscheck/randomPlay'
import { createCrossCheck } from '../src-shared/rules/crosscheck/ruleset'
import { endRollout, snapshotBuffer, startRollout } from '../src-shared/engine/memory'
import { timedLoop } from './cpu'

function randomGame(seed: number): number {
  const s = createCrossCheck({
    ruleset: 'crosscheck',
    seed,
    teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
  })
  return playRandomGame(s)
}

/** The same game as a search's playout: journal off (engine/memory.ts rollout mode), the words put back after. */
function rolloutGame(seed: number): number {
  const s = createCrossCheck({
    ruleset: 'crosscheck',
    seed,
    teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
  })
  const saved = snapshotBuffer(s.m)
  startRollout(s.m, saved)
  const n = playRandomGame(s)
  endRollout(s.m, saved)
  return n
}

export function benchCrossCheck(seconds = 3): Record<string, [number, string]> {
  const { units: games, items: actions, cpu } = timedLoop(seconds, randomGame)
  const rollouts = timedLoop(seconds, rolloutGame)
  return {
    'crosscheck.random_games_per_s': [games / cpu, ''],
    'crosscheck.actions_per_s': [actions / cpu, ''],
    'crosscheck.actions_per_game': [actions / games, ''],
    'crosscheck.rollout_actions_per_s': [rollouts.items / rollouts.cpu, ''],
  }
}

// Cross Check engine speed: complete random games per second (Human v Orc on the rink), actions per second and per
// game, on one core and in CPU time (bench/cpu.ts: warmed up first); printed through bench/run.ts.

import { playRandomGame } from '../src-shared/rules/crosscheck/randomPlay'
import { createCrossCheck } from '../src-shared/rules/crosscheck/ruleset'
import { timedLoop } from './cpu'

function randomGame(seed: number): number {
  const s = createCrossCheck({
    ruleset: 'crosscheck',
    seed,
    teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
  })
  return playRandomGame(s)
}

export function benchCrossCheck(seconds = 3): Record<string, [number, string]> {
  const { units: games, items: actions, cpu } = timedLoop(seconds, randomGame)
  return {
    'crosscheck.random_games_per_s': [games / cpu, ''],
    'crosscheck.actions_per_s': [actions / cpu, ''],
    'crosscheck.actions_per_game': [actions / games, ''],
  }
}

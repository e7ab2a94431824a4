// Cross Check engine speed: complete random games per second (Human v Orc on the rink), actions per second and per
// game, on one core; printed through bench/run.ts.

import { playRandomGame } from '../src-shared/rules/crosscheck/randomPlay'
import { createCrossCheck } from '../src-shared/rules/crosscheck/ruleset'

export function benchCrossCheck(seconds = 3): Record<string, [number, string]> {
  let games = 0
  let actions = 0
  const start = performance.now()
  while (performance.now() - start < seconds * 1000) {
    const s = createCrossCheck({
      ruleset: 'crosscheck',
      seed: games + 1,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    actions += playRandomGame(s)
    games++
  }
  const elapsed = (performance.now() - start) / 1000
  return {
    'crosscheck.random_games_per_s': [games / elapsed, ''],
    'crosscheck.actions_per_s': [actions / elapsed, ''],
    'crosscheck.actions_per_game': [actions / games, ''],
  }
}

// Blitz Bowl engine speed: complete random games per second (Dwarf v Orc, the box teams), actions per second and
// per game, on one core. Prints `name: value unit` lines through bench/run.ts.

import { chooserRng, playRandom } from '../src-shared/rules/blitz/randomPlay'
import { createBlitz } from '../src-shared/rules/blitz/ruleset'

export function benchBlitz(seconds = 3): Record<string, [number, string]> {
  let games = 0
  let actions = 0
  const start = performance.now()
  while (performance.now() - start < seconds * 1000) {
    const s = createBlitz({
      ruleset: 'blitz',
      seed: games + 1,
      teams: [{ teamId: 'dwarf' }, { teamId: 'orc' }],
    })
    actions += playRandom(s, chooserRng(games + 1)).length
    games++
  }
  const elapsed = (performance.now() - start) / 1000
  return {
    'blitz.random_games_per_s': [games / elapsed, ''],
    'blitz.actions_per_s': [actions / elapsed, ''],
    'blitz.actions_per_game': [actions / games, ''],
  }
}

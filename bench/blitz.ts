// Blitz Bowl engine speed: complete random games per second (Dwarf v Orc, the box teams), actions per second and
// per game, on one core and in CPU time (bench/cpu.ts: warmed up first). Prints `name: value unit` lines through
// bench/run.ts.

import { chooserRng, playRandom } from '../src-shared/rules/blitz/randomPlay'
import { createBlitz } from '../src-shared/rules/blitz/ruleset'
import { timedLoop } from './cpu'

function randomGame(seed: number): number {
  const s = createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: 'dwarf' }, { teamId: 'orc' }] })
  return playRandom(s, chooserRng(seed)).length
}

export function benchBlitz(seconds = 3): Record<string, [number, string]> {
  const { units: games, items: actions, cpu } = timedLoop(seconds, randomGame)
  return {
    'blitz.random_games_per_s': [games / cpu, ''],
    'blitz.actions_per_s': [actions / cpu, ''],
    'blitz.actions_per_game': [actions / games, ''],
  }
}

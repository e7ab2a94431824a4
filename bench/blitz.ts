// Blitz Bowl engine speed: complete random games per second (Dwarf v Orc, the box teams), actions per second and
// per game, the same as search rollouts (journal off), on one core and in CPU time (bench/cpu.ts: warmed up first). Prints `name: value unit` lines through
// bench/run.ts.

import { chooserRng, playRandom } from '../src-shared/rules/blitz/randomPlay'
import { createBlitz } from '../src-shared/rules/blitz/ruleset'
import { endRollout, snapshotBuffer, startRollout } from '../src-shared/engine/memory'
import { timedLoop } from './cpu'

function randomGame(seed: number): number {
  const s = createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: 'dwarf' }, { teamId: 'orc' }] })
  return playRandom(s, chooserRng(seed)).length
}

/** The same game as a search's playout: journal off (engine/memory.ts rollout mode), the words put back after. */
function rolloutGame(seed: number): number {
  const s = createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: 'dwarf' }, { teamId: 'orc' }] })
  const saved = snapshotBuffer(s.m)
  startRollout(s.m, saved)
  const n = playRandom(s, chooserRng(seed)).length
  endRollout(s.m, saved)
  return n
}

export function benchBlitz(seconds = 3): Record<string, [number, string]> {
  const { units: games, items: actions, cpu } = timedLoop(seconds, randomGame)
  const rollouts = timedLoop(seconds, rolloutGame)
  return {
    'blitz.random_games_per_s': [games / cpu, ''],
    'blitz.actions_per_s': [actions / cpu, ''],
    'blitz.actions_per_game': [actions / games, ''],
    'blitz.rollout_actions_per_s': [rollouts.items / rollouts.cpu, ''],
  }
}

// Classic engine speed: complete random 11-a-side games per second, actions per second, actions per game and the
// cost of one apply+undo pair, on one core. Prints `name: value unit` lines through bench/run.ts.

import { ROSTERS } from '../src-shared/rules/classic/data/rosters/index'
import type { ClassicTeamInput } from '../src-shared/rules/classic/state'
import { applyCode, createClassic, legalCodes } from '../src-shared/rules/classic/ruleset'
import { chooserRng, playRandom, randomCode } from '../src-shared/rules/classic/randomPlay'
import { mark, undo } from '../src-shared/engine/memory'

function team(rosterId: string): ClassicTeamInput {
  const roster = ROSTERS[rosterId]
  const players = []
  let n = 1
  for (const pos of [...roster.positions].sort((a, b) => a.max - b.max)) {
    for (let i = 0; i < Math.min(pos.max, 3) && players.length < 14; i++)
      players.push({
        ...pos,
        positionId: pos.id,
        name: `${pos.name} ${i + 1}`,
        number: n++,
        skills: pos.skills,
      })
  }
  return { rosterId, name: roster.name, rerolls: 3, players }
}

export function benchClassic(seconds = 3): Record<string, [number, string]> {
  const teams = [team('human'), team('orc')] as const
  // Whole random games.
  let games = 0
  let actions = 0
  const start = performance.now()
  while (performance.now() - start < seconds * 1000) {
    const s = createClassic({ ruleset: 'classic', seed: games + 1, teams })
    actions += playRandom(s, chooserRng(games + 1)).length
    games++
  }
  const elapsed = (performance.now() - start) / 1000
  // apply + undo pairs: at every position of random games the chosen action is applied and undone REPEAT times
  // before it is applied for real; a control run without the pairs is subtracted (choosing, the real moves).
  const REPEAT = 20
  const run = (repeat: number): [number, number] => {
    let pairs = 0
    const t0 = performance.now()
    for (let g = 0; g < 20; g++) {
      const s = createClassic({ ruleset: 'classic', seed: 500 + g, teams })
      const rng = chooserRng(500 + g)
      const buf: number[] = []
      while (legalCodes(s, buf).length > 0) {
        const c = randomCode(s, rng, buf)
        for (let i = 0; i < repeat; i++) {
          const at = mark(s.m)
          applyCode(s, c)
          undo(s.m, at)
          pairs++
        }
        applyCode(s, c)
      }
    }
    return [performance.now() - t0, pairs]
  }
  run(1) // warm up
  const [control] = run(0)
  const [withPairs, pairs] = run(REPEAT)
  return {
    'classic.random_games_per_s': [games / elapsed, ''],
    'classic.actions_per_s': [actions / elapsed, ''],
    'classic.actions_per_game': [actions / games, ''],
    'classic.apply_undo_us': [((withPairs - control) * 1000) / pairs, 'us'],
  }
}

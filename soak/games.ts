// Soak part `games`: 20,000 seeded random games per ruleset, to the end, with the rules engines' invariants after
// every action (the same checked games as the unit property tests, which play 1,000-2,000). The games run in one
// worker thread per core; each depends on its seed alone, and every failing seed is printed so it can be replayed:
// SOAK_GAMES_FIRST=<seed> starts the seeds there, and SOAK_SCALE=0.00005 plays just that one game of each ruleset.
import { availableParallelism } from 'node:os'
import { RULESET_IDS } from '../tests/shared/games/checked'
import { playGames } from '../tests/shared/games/pool'
import { scaled, type SoakPart } from './types'

const GAMES = 20_000
/** Failing games printed one a line; the count is in the violations figure. */
const SHOWN = 20

export const gamesPart: SoakPart = {
  name: 'games',
  async run(out, options) {
    const count = scaled(GAMES, options)
    const first = Number(process.env.SOAK_GAMES_FIRST ?? 1)
    if (!Number.isInteger(first) || first < 1)
      throw new Error(
        `SOAK_GAMES_FIRST must be a seed (a whole number from 1), not ${process.env.SOAK_GAMES_FIRST}`,
      )
    for (const ruleset of RULESET_IDS) {
      const started = performance.now()
      let reported = 0
      const summary = await playGames(ruleset, first, count, {
        workers: availableParallelism(),
        progress: (games) => {
          if (games - reported < 5000) return
          reported = games
          out.note(`${ruleset}: ${games} of ${count} games`)
        },
      })
      out.note(`${ruleset}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
      for (const { seed, problem } of summary.failures.slice(0, SHOWN))
        out.note(`${ruleset} seed ${seed}: ${problem.split('\n')[0]}`)
      out.figure(`games.${ruleset}_games`, summary.games)
      out.figure(`games.${ruleset}_actions`, summary.actions)
      out.zero(`games.${ruleset}_violations`, summary.failures.length)
    }
  },
}

// (seed, actions) replays a game bit for bit.
import { applyCode } from '@shared/rules/classic/ruleset'
import { chooserRng, playRandom } from '@shared/rules/classic/randomPlay'
import { sameWords, variedGame } from './fixtures'

test('replaying (seed, actions) of 1,000 random games gives identical final states', () => {
  for (let seed = 1; seed <= 1000; seed++) {
    const a = variedGame(seed)
    const log = playRandom(a, chooserRng(seed))
    const b = variedGame(seed)
    for (const c of log) applyCode(b, c)
    if (!sameWords(b.m.w, a.m.w)) throw new Error(`seed ${seed}: the replay ended in another state`)
  }
}, 900_000)

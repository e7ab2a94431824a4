// countRandom (the benchmarks' loop, no log) plays the very game playRandom plays: same choices, same end.
import { chooserRng, countRandom, playRandom } from '@shared/rules/classic/randomPlay'
import { sameWords, variedGame } from './fixtures'

test('countRandom plays the same games as playRandom, to the same final words', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const a = variedGame(seed)
    const b = variedGame(seed)
    const log = playRandom(a, chooserRng(seed))
    expect(countRandom(b, chooserRng(seed))).toBe(log.length)
    expect(sameWords(b.m.w, a.m.w)).toBe(true)
  }
})

test('countRandom stops at maxActions, where playRandom does', () => {
  const a = variedGame(3)
  const b = variedGame(3)
  playRandom(a, chooserRng(3), 250)
  expect(countRandom(b, chooserRng(3), 250)).toBe(250)
  expect(sameWords(b.m.w, a.m.w)).toBe(true)
})

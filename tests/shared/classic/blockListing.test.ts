// The turn listing offers a Block declaration exactly to the standing players who have a standing opponent on one
// of the eight squares around them (004). The listing answers that from per-row bit masks (procs/turnLegal.ts);
// this test asks the board itself, square by square, at every team-turn decision of random games, the pitch's
// edges and corners included.
import { A_DECLARE, K_BLOCK, K_MOVE, playerOf, typeOf, xOf } from '@shared/rules/classic/actions'
import { BOARD, HEIGHT, P_SIDE, P_STATE, P_X, P_Y, S_STANDING, WIDTH } from '@shared/rules/classic/layout'
import { chooserRng, randomCode } from '@shared/rules/classic/randomPlay'
import { applyCode, classicDecision, legalCodes } from '@shared/rules/classic/ruleset'
import { topFrame } from '@shared/rules/classic/stack'
import type { ClassicState } from '@shared/rules/classic/state'
import { newGame } from './fixtures'

/** Square by square: a standing opponent next to player p. */
function boardSaysAdjacent(s: ClassicState, p: number): boolean {
  const w = s.m.w
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = w[P_X + p] + dx
      const y = w[P_Y + p] + dy
      if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q >= 0 && w[P_SIDE + q] !== w[P_SIDE + p] && w[P_STATE + q] === S_STANDING) return true
    }
  return false
}

test('a Block is declarable exactly by standing players next to a standing opponent', () => {
  const buf: number[] = []
  let offered = 0
  let refused = 0
  for (let seed = 1; seed <= 12; seed++) {
    const s = newGame(seed)
    const rng = chooserRng(seed)
    while (topFrame(s) >= 0) {
      if (classicDecision(s).kind === 'turn') {
        const codes = legalCodes(s, []).filter((c) => typeOf(c) === A_DECLARE)
        for (const c of codes) {
          if (xOf(c) !== K_MOVE) continue // every player who may declare anything may declare a Move
          const p = playerOf(c)
          const expected = s.m.w[P_STATE + p] === S_STANDING && boardSaysAdjacent(s, p)
          expect(codes.includes(c - (K_MOVE << 10) + (K_BLOCK << 10))).toBe(expected)
          if (expected) offered++
          else refused++
        }
      }
      applyCode(s, randomCode(s, rng, buf))
    }
  }
  // Both answers were asked many times (the test would prove little otherwise).
  expect(offered).toBeGreaterThan(100)
  expect(refused).toBeGreaterThan(100)
})

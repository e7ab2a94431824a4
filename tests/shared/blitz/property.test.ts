// A thousand seeded random games (every pair of team cards) with the invariants checked after every action, played
// in a worker thread (tests/shared/games/pool.ts); plus
// determinism, undo back to the start, and a save round trip mid-game.
import { chooserRng, playRandom } from '@shared/rules/blitz/randomPlay'
import { blitzRuleset, createBlitz } from '@shared/rules/blitz/ruleset'
import { playGames } from '../games/pool'
import { BLITZ_PAIRS } from './randomGame'

const game = (a: string, b: string, seed: number, options = {}) =>
  createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: a }, { teamId: b }], options })

describe('Blitz Bowl random games', () => {
  // Seeds 1..276 play every pair of team cards once; the rest go round again with other options (randomGame.ts).
  // Every invariant after every action; the soak (soak/games.ts) plays 20,000.
  const GAMES = 1000

  it(`plays ${GAMES} seeded games (every pair of team cards) to the end with the invariants after every action`, async () => {
    expect(GAMES).toBeGreaterThanOrEqual(BLITZ_PAIRS.length)
    const { games, actions, failures } = await playGames('blitz', 1, GAMES)
    expect(failures).toEqual([])
    expect(games).toBe(GAMES)
    expect(actions).toBeGreaterThan(GAMES * 100) // whole games, not a few actions each
  })

  it('replays bit for bit from the seed and the actions, and undoes back to the start', () => {
    const s = game('dwarf', 'orc', 7)
    const start = Array.from(s.m.w)
    const log = playRandom(s, chooserRng(3))
    const t = game('dwarf', 'orc', 7)
    for (const c of log)
      blitzRuleset.apply(
        t,
        blitzRuleset.legalActions(t).find((a) => JSON.stringify(a) === JSON.stringify(decodeOf(c)))!,
      )
    expect(Array.from(t.m.w)).toEqual(Array.from(s.m.w))
    blitzRuleset.undo(s, 0)
    expect(Array.from(s.m.w)).toEqual(start)
  })

  it('survives a save round trip in the middle of a game', () => {
    const s = game('human', 'skaven', 11)
    playRandom(s, chooserRng(5), 150)
    const copy = blitzRuleset.deserialize(JSON.parse(JSON.stringify(blitzRuleset.serialize(s))))
    expect(blitzRuleset.view(copy)).toEqual(blitzRuleset.view(s))
    expect(blitzRuleset.legalActions(copy)).toEqual(blitzRuleset.legalActions(s))
    expect(() => blitzRuleset.deserialize({ ruleset: 'blitz', version: '0', meta: {}, words: [] })).toThrow()
  })

  it('rejects bad input with a typed error and changes nothing', () => {
    const s = game('orc', 'dwarf', 2)
    const before = Array.from(s.m.w)
    expect(blitzRuleset.apply(s, { type: 'warp' })).toMatchObject({ ok: false, code: 'action/unknown' })
    expect(blitzRuleset.apply(s, { type: 'place', player: 99 })).toMatchObject({
      ok: false,
      code: 'action/malformed',
    })
    expect(blitzRuleset.apply(s, { type: 'end-turn' })).toMatchObject({ ok: false, code: 'action/illegal' })
    expect(Array.from(s.m.w)).toEqual(before)
    expect(() => game('orc', 'elves', 1)).toThrow(/does not exist/)
    expect(() =>
      createBlitz({
        ruleset: 'blitz',
        seed: 1,
        teams: [{ teamId: 'orc' }, { teamId: 'orc' }],
        options: { pitch: 'moon' },
      }),
    ).toThrow()
  })
})

import { decode } from '@shared/rules/blitz/actions'
const decodeOf = decode

// Random complete games for every pair of team cards, with the invariants checked after every action; plus
// determinism, undo back to the start, and a save round trip mid-game.
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { G_OVER } from '@shared/rules/blitz/layout'
import { chooserRng, playRandom } from '@shared/rules/blitz/randomPlay'
import { blitzRuleset, createBlitz } from '@shared/rules/blitz/ruleset'
import { invariantProblems } from './invariants'

const game = (a: string, b: string, seed: number, options = {}) =>
  createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: a }, { teamId: b }], options })

describe('Blitz Bowl random games', () => {
  const pairs: [string, string][] = []
  for (const a of TEAM_CARDS) for (const b of TEAM_CARDS) if (a.id <= b.id) pairs.push([a.id, b.id])

  it(`plays ${pairs.length} pairs of team cards to the end with the invariants after every action`, () => {
    pairs.forEach(([a, b], i) => {
      const options = {
        pitch: i % 2 ? 'two-trapdoors' : 'one-trapdoor',
        fouls: i % 3 === 0,
        randomEvents: i % 4 !== 0,
        rookies: ['none', 'home', 'away'][i % 3],
        arena: i % 5 === 0 ? 'none' : 'random',
        specialBalls: i % 2 === 0,
        throwTeamMate: true,
      }
      const s = game(a, b, i + 1, options)
      const problems: string[] = []
      playRandom(s, chooserRng(i + 1), 20_000, () => {
        if (problems.length === 0) problems.push(...invariantProblems(s))
      })
      expect({ pair: [a, b], problems }).toEqual({ pair: [a, b], problems: [] })
      expect(s.m.w[G_OVER]).toBe(1)
      expect(blitzRuleset.decision(s).kind).toBe('game-over')
    })
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

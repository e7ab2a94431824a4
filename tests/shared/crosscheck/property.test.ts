import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { randomStep } from '@shared/rules/crosscheck/randomPlay'
import { playGames } from '../games/pool'
import { boxWatcher, checkInvariants } from './invariants'
import { withBigGuys } from './randomGame'

describe('Cross Check random games (property)', () => {
  // Every roster in turn, every fifth game with big guys (randomGame.ts); every invariant after every action, played
  // in a worker thread (tests/shared/games/pool.ts). The soak (soak/games.ts) plays 20,000.
  const GAMES = 1000

  it(`plays ${GAMES} seeded games to the end with the invariants after every action`, async () => {
    const { games, actions, failures } = await playGames('crosscheck', 1, GAMES)
    expect(failures).toEqual([])
    expect(games).toBe(GAMES)
    expect(actions).toBeGreaterThan(GAMES * 100) // whole games, not a few actions each
  })

  it('replays the same game from the same seed and undoes to the start exactly', () => {
    const setup = {
      ruleset: 'crosscheck' as const,
      seed: 99,
      teams: [{ rosterId: 'elf' }, { rosterId: 'chaos' }] as const,
    }
    const a = crossCheckRuleset.create({ ...setup, teams: [...setup.teams] })
    const b = crossCheckRuleset.create({ ...setup, teams: [...setup.teams] })
    const start = Array.from(a.m.w)
    const at = crossCheckRuleset.mark(a)
    while (randomStep(a)) randomStep(b)
    expect(Array.from(a.m.w)).toEqual(Array.from(b.m.w))
    crossCheckRuleset.undo(a, at)
    expect(Array.from(a.m.w)).toEqual(start)
  })
})

describe('Cross Check random games with big guys (property)', () => {
  it.each([
    [withBigGuys('halfling', ['treeman', 'treeman']), withBigGuys('ogre', ['ogre', 'ogre', 'ogre'])],
    [withBigGuys('orc', ['troll']), withBigGuys('chaos', ['minotaur'])],
  ])('plays %# to the end with the invariants, and the big-guy rolls happen', (home, away) => {
    const s = crossCheckRuleset.create({ ruleset: 'crosscheck', seed: 21, teams: [home, away] })
    const box = boxWatcher()
    const seen = new Set<string>()
    s.events = []
    let n = 0
    while (randomStep(s)) {
      checkInvariants(s)
      box(s)
      for (const e of s.events) if (e.type === 'roll') seen.add(String(e.purpose))
      s.events.length = 0
      if (++n > 100_000) throw new Error('the game did not end')
    }
    expect(crossCheckRuleset.decision(s).kind).toBe('game-over')
    const traits = ['take-root', 'bone-head', 'really-stupid', 'wild-animal'].filter((x) => seen.has(x))
    expect(traits.length).toBeGreaterThanOrEqual(1)
  })
})

describe('Cross Check random games reach the rules', () => {
  it('checks, fights, holds, passes, penalties, releases and skating out of the box all happen in a few seeded random games', () => {
    const seen = new Set<string>()
    for (const seed of [11, 12, 13, 14]) {
      const s = crossCheckRuleset.create({
        ruleset: 'crosscheck',
        seed,
        teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
      })
      s.events = []
      while (randomStep(s)) {
        for (const e of s.events) seen.add(e.type === 'roll' ? `roll:${String(e.purpose)}` : e.type)
        s.events.length = 0
      }
    }
    for (const t of [
      'check-result',
      'fight',
      'roll:hold',
      'roll:pass',
      'penalty',
      'released',
      'leaves-box',
      'roll:endurance',
    ])
      expect(seen).toContain(t)
  })
})

import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { randomStep } from '@shared/rules/crosscheck/randomPlay'
import { G_PERIOD, G_PTURN } from '@shared/rules/crosscheck/layout'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '@shared/rules/crosscheck/data/teams'
import { boxWatcher, checkInvariants } from './invariants'

const TEAMS = [
  ['human', 'orc'],
  ['skaven', 'dwarf'],
  ['halfling', 'ogre'],
] as const

describe('Cross Check random games (property)', () => {
  it.each([1, 2, 3, 4, 5, 6])('plays seed %i to the end with the invariants after every action', (seed) => {
    const [home, away] = TEAMS[seed % TEAMS.length]
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed,
      teams: [{ rosterId: home }, { rosterId: away }],
    })
    const box = boxWatcher()
    checkInvariants(s)
    let n = 0
    while (randomStep(s)) {
      checkInvariants(s)
      box(s)
      if (++n > 100_000) throw new Error('the game did not end')
    }
    expect(crossCheckRuleset.decision(s)).toEqual({ side: null, kind: 'game-over' })
    expect(s.m.w[G_PERIOD]).toBe(3)
    expect(s.m.w[G_PTURN]).toBe(20)
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

/** A default bench with its first skaters swapped for big guys (cc-interp: big-guys). */
function withBigGuys(rosterId: string, big: readonly string[]) {
  const players = defaultPlayers(CROSSCHECK_ROSTERS[rosterId])
  big.forEach((positionId, i) => (players[i] = { positionId }))
  return { rosterId, players }
}

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
  it('checks, fights, holds, passes, penalties and releases all happen in a few seeded random games', () => {
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
      'roll:endurance',
    ])
      expect(seen).toContain(t)
  })
})

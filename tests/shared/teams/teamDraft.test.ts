// The team builder's model (issue 23 point 1): a Classic team bought position by position within its limits and the
// treasury, numbers and names, re-rolls and the kick-off counters; Blitz Bowl's fixed line-up; Cross Check's bench
// within its limits; every schema issue mapped to its field and message key; the draft saved and read back.
import { describe, expect, it } from 'vitest'
import { ROSTERS } from '../../../src-shared/rules/classic/data/rosters/index'
import { defaultPlayerName } from '../../../src-shared/teams/defaultNames'
import { parseSavedTeam } from '../../../src-shared/teams/savedTeam'
import {
  addPlayer,
  cannotAdd,
  goldLeft,
  goldSpent,
  newClassicDraft,
  removePlayer,
  setClassicPlayer,
  setTreasury,
  stepCounter,
  type ClassicDraft,
} from '../../../src-shared/teams/builder/classicDraft'
import {
  addLineupPlayer,
  newBlitzDraft,
  newCrossCheckDraft,
  removeLineupPlayer,
  setLineupPlayer,
} from '../../../src-shared/teams/builder/lineupDraft'
import { draftOf, setTeamName, toSavedTeam } from '../../../src-shared/teams/builder/draft'
import { checkDraft, errorsAt, fieldOf } from '../../../src-shared/teams/builder/draftErrors'
import { BuilderError } from '../../../src-shared/teams/builder/common'

const empty = (rosterId = 'dwarf') => newClassicDraft({ rosterId, name: 'Grudgebearers', start: 'empty' })
const times = (draft: ClassicDraft, positionId: string, n: number) => {
  let d = draft
  for (let i = 0; i < n; i++) d = addPlayer(d, positionId)
  return d
}
/** Eleven Dwarf Blockers (770,000 gold) and one Runner. */
const legalDwarfs = () => addPlayer(times(empty(), 'blocker', 11), 'runner')

describe('Classic draft', () => {
  it('starts empty with the whole treasury, or as the engine’s default team with race names', () => {
    const draft = empty()
    expect(draft).toMatchObject({
      treasury: 1_000_000,
      rerolls: 0,
      fanFactor: 0,
      assistantCoaches: 0,
      players: [],
    })
    expect(goldSpent(draft)).toBe(0)
    const full = newClassicDraft({ rosterId: 'orc', name: 'Da Boyz', start: 'default' })
    expect(full.players.length).toBeGreaterThanOrEqual(11)
    expect(full.players[0].name).toBe(defaultPlayerName('orc', 0))
    expect(full.players.map((p) => p.number)).toEqual(full.players.map((_, i) => i + 1))
    expect(checkDraft(full).ok).toBe(true)
  })

  it('adds a player with his position’s stats, the next free number and a fresh name, and prices him', () => {
    const draft = addPlayer(addPlayer(empty(), 'blocker'), 'troll-slayer')
    expect(draft.players[1]).toEqual({
      positionId: 'troll-slayer',
      name: defaultPlayerName('dwarf', 1),
      number: 2,
      ma: 5,
      st: 3,
      ag: 2,
      av: 8,
      skills: ['block', 'dauntless', 'frenzy', 'thick-skull'],
    })
    expect(goldSpent(draft)).toBe(70_000 + 90_000)
    expect(goldLeft(draft)).toBe(1_000_000 - 160_000)
    // A freed number is taken again first.
    const gap = addPlayer(removePlayer(addPlayer(draft, 'blocker'), 0), 'blocker')
    expect(gap.players.map((p) => p.number)).toEqual([2, 3, 1])
  })

  it('refuses a player past his position’s limit or the 16th, and changes nothing', () => {
    const two = times(empty(), 'runner', 2)
    const runner = ROSTERS.dwarf.positions.find((p) => p.id === 'runner')!
    expect(cannotAdd(two, runner)).toBe('position-full')
    expect(() => addPlayer(two, 'runner')).toThrow(
      new BuilderError('position-full', 'a team has at most 2 × Runner'),
    )
    expect(two.players).toHaveLength(2)
    const sixteen = times(empty(), 'blocker', 16)
    expect(() => addPlayer(sixteen, 'runner')).toThrow(/at most 16 players/)
    expect(() => addPlayer(empty(), 'ogre')).toThrow(BuilderError)
    expect(() => removePlayer(empty(), 0)).toThrow(/no player 0/)
  })

  it('steps re-rolls (at the roster’s price), fan factor and assistant coaches within their bounds', () => {
    let draft = legalDwarfs()
    draft = stepCounter(stepCounter(draft, 'rerolls', 1), 'rerolls', 1)
    expect(draft.rerolls).toBe(2)
    expect(goldSpent(draft)).toBe(11 * 70_000 + 80_000 + 2 * 50_000)
    expect(stepCounter(empty(), 'fanFactor', -1).fanFactor).toBe(0)
    let fans = empty()
    for (let i = 0; i < 25; i++) fans = stepCounter(fans, 'fanFactor', 1)
    expect(fans.fanFactor).toBe(20)
    expect(stepCounter(empty(), 'assistantCoaches', 1).assistantCoaches).toBe(1)
  })

  it('is valid at 11 players within the treasury and saves as the saved-team format', () => {
    const draft = stepCounter(legalDwarfs(), 'fanFactor', 1)
    const check = checkDraft(draft)
    expect(check.errors).toEqual([])
    expect(check.ok && check.team.ruleset).toBe('classic')
    expect(parseSavedTeam(toSavedTeam(draft))).toMatchObject({
      format: 'pitchside-team',
      version: 1,
      name: 'Grudgebearers',
      team: { rosterId: 'dwarf', name: 'Grudgebearers', fanFactor: 1, assistantCoaches: 0, rerolls: 0 },
    })
    expect(draftOf(parseSavedTeam(toSavedTeam(draft)))).toEqual(draft)
  })

  it('names each error’s field: too few players, a duplicate number, an empty name, over the treasury', () => {
    const few = checkDraft(times(empty(), 'blocker', 3))
    expect(few.errors).toEqual([
      {
        field: 'players',
        key: 'playerCount',
        values: { min: 11, max: 16, count: 3 },
        raw: 'a team has 11 to 16 players, this one has 3',
      },
    ])
    const clash = checkDraft(
      setClassicPlayer(setClassicPlayer(legalDwarfs(), 4, { number: 1 }), 2, { name: '  ' }),
    )
    expect(errorsAt(clash.errors, 'players.4.number').map((e) => [e.key, e.values])).toEqual([
      ['numberTaken', { number: 1 }],
    ])
    expect(errorsAt(clash.errors, 'players.2.name').map((e) => e.key)).toEqual(['empty'])
    const nan = checkDraft(setClassicPlayer(legalDwarfs(), 0, { number: Number.NaN }))
    expect(errorsAt(nan.errors, 'players.0.number').map((e) => e.key)).toEqual(['notWhole'])
    const big = checkDraft(setClassicPlayer(legalDwarfs(), 0, { number: 100 }))
    expect(errorsAt(big.errors, 'players.0.number').map((e) => [e.key, e.values])).toEqual([
      ['atMost', { max: 99 }],
    ])
    // 11 Blockers, 2 Runners, 2 Blitzers, 1 Deathroller and 8 re-rolls: 1,650,000 gold.
    let rich = addPlayer(
      times(times(times(empty(), 'blocker', 11), 'runner', 2), 'blitzer', 2),
      'deathroller',
    )
    for (let i = 0; i < 8; i++) rich = stepCounter(rich, 'rerolls', 1)
    const over = checkDraft(rich)
    expect(over.errors).toEqual([
      {
        field: 'treasury',
        key: 'overTreasury',
        values: { cost: 1_650_000, treasury: 1_000_000 },
        raw: 'costs 1650000 gold, more than the treasury of 1000000',
      },
    ])
    // The team's own treasury raised to what it costs (a league's 1,650,000, say) makes it legal.
    expect(checkDraft(setTreasury(rich, 1_650_000)).errors).toEqual([])
    const nameless = checkDraft(setTeamName(legalDwarfs(), ''))
    // The saved name and the team's own name say it once.
    expect(nameless.errors.map((e) => [e.field, e.key])).toEqual([['name', 'empty']])
    expect(nameless.ok).toBe(false)
  })

  it('holds a team to its own treasury', () => {
    const draft = setTreasury(legalDwarfs(), 800_000)
    expect(checkDraft(draft).errors.map((e) => [e.field, e.key, e.values])).toEqual([
      ['treasury', 'overTreasury', { cost: 850_000, treasury: 800_000 }],
    ])
  })

  it('sets the treasury as typed and names a bad one at its field: bounds, steps, empty', () => {
    const draft = legalDwarfs()
    const field = (treasury: number) =>
      checkDraft(setTreasury(draft, treasury)).errors.map((e) => [e.field, e.key, e.values])
    expect(field(5_010_000)).toEqual([['treasury', 'atMost', { max: 5_000_000 }]])
    expect(field(-10_000)).toEqual([['treasury', 'atLeast', { min: 0 }]])
    expect(field(1_234_567)).toEqual([['treasury', 'step', { step: 10_000 }]])
    expect(field(Number.NaN)).toEqual([['treasury', 'notWhole', {}]])
    expect(field(0)).toEqual([['treasury', 'overTreasury', { cost: 850_000, treasury: 0 }]])
    expect(field(850_000)).toEqual([])
    // The draft it was asked of is unchanged.
    expect(draft.treasury).toBe(1_000_000)
  })

  it('saves its treasury with the team (only when not the one-off 1,000,000) and reads it back', () => {
    // 16 Dwarfs (11 Blockers, 2 Runners, 2 Blitzers, a Deathroller) and 8 re-rolls: 1,650,000, within 1,700,000.
    let rich = addPlayer(
      times(times(times(empty(), 'blocker', 11), 'runner', 2), 'blitzer', 2),
      'deathroller',
    )
    for (let i = 0; i < 8; i++) rich = stepCounter(rich, 'rerolls', 1)
    rich = setTreasury(rich, 1_700_000)
    expect(goldLeft(rich)).toBe(50_000)
    const check = checkDraft(rich)
    expect(check.ok && check.team.ruleset === 'classic' && check.team.team.treasury).toBe(1_700_000)
    const saved = parseSavedTeam(toSavedTeam(rich))
    expect(draftOf(saved)).toEqual(rich)
    // At the default the team carries none, exactly as before the field (an older Pitchside reads it).
    const plain = toSavedTeam(legalDwarfs()) as { team: Record<string, unknown> }
    expect(Object.keys(plain.team)).not.toContain('treasury')
    // A saved team without one (every team saved before it) is edited within 1,000,000.
    expect((draftOf(parseSavedTeam(plain)) as ClassicDraft).treasury).toBe(1_000_000)
  })
})

describe('Blitz Bowl draft', () => {
  it('is the card’s line-up, named and numbered, and only names and numbers change', () => {
    const draft = newBlitzDraft('norse', 'Frost Giants')
    expect(draft.players.map((p) => p.positionId)).toEqual([
      'lineman',
      'lineman',
      'lineman',
      'beer-boar',
      'berserker',
      'valkyrie',
      'ulfwerener',
    ])
    expect(draft.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(draft.players[0].name).toBe(defaultPlayerName('norse', 0))
    expect(() => addLineupPlayer(draft, 'lineman')).toThrow(BuilderError)
    expect(() => removeLineupPlayer(draft, 0)).toThrow(/fixed/)
    const renamed = setLineupPlayer(draft, 3, { name: 'Sir Oinks', number: 12 })
    const check = checkDraft(renamed)
    expect(check.errors).toEqual([])
    const saved = toSavedTeam(renamed) as { players: unknown[]; team: { players: unknown[] } }
    expect(saved.players[3]).toEqual({ number: 12, name: 'Sir Oinks' })
    expect(saved.team.players[3]).toEqual({ positionId: 'beer-boar', name: 'Sir Oinks' })
    expect(draftOf(parseSavedTeam(saved))).toEqual(renamed)
  })

  it('names a duplicate number and a too-long name by field', () => {
    const orcs = newBlitzDraft('orc', 'Da Boyz')
    const clash = checkDraft(setLineupPlayer(orcs, 2, { number: 1 })).errors
    expect(clash.map((e) => [e.field, e.key, e.values])).toEqual([
      ['players.2.number', 'numberTaken', { number: 1 }],
    ])
    // The team's name is checked too (players[5].name and team.players[5].name carry the same one).
    const long = checkDraft(setLineupPlayer(orcs, 5, { name: 'x'.repeat(31) })).errors
    expect(errorsAt(long, 'players.5.name').map((e) => [e.key, e.values])).toEqual([['tooLong', { max: 30 }]])
    expect(long.every((e) => e.field === 'players.5.name')).toBe(true)
  })

  it('reads a saved team without names with the card’s line-up and race names', () => {
    const draft = draftOf(
      parseSavedTeam({
        format: 'pitchside-team',
        version: 1,
        ruleset: 'blitz',
        name: 'Da Boyz',
        team: { teamId: 'orc' },
      }),
    )
    expect(draft.players.map((p) => [p.number, p.name])).toEqual(
      Array.from({ length: 6 }, (_, i) => [i + 1, defaultPlayerName('orc', i)]),
    )
  })
})

describe('Cross Check draft', () => {
  it('starts on the roster’s default bench and adds or removes within its limits', () => {
    const draft = newCrossCheckDraft('dwarf', 'Rink Rats')
    expect(draft.players).toHaveLength(14)
    expect(draft.players.filter((p) => p.positionId === 'goalie')).toHaveLength(2)
    expect(checkDraft(draft).errors).toEqual([])
    expect(() => addLineupPlayer(draft, 'goalie')).toThrow(/at most 2 × Blocker Goalie/)
    const sixteen = addLineupPlayer(addLineupPlayer(draft, 'blocker'), 'blocker')
    expect(sixteen.players.map((p) => p.number).slice(-2)).toEqual([15, 16])
    expect(() => addLineupPlayer(sixteen, 'blocker')).toThrow(/at most 16 players/)
    expect(checkDraft(sixteen).ok).toBe(true)
  })

  it('says when the bench is short of skaters or goalies', () => {
    const goalie = newCrossCheckDraft('dwarf', 'Rink Rats').players.findIndex(
      (p) => p.positionId === 'goalie',
    )
    const errors = checkDraft(removeLineupPlayer(newCrossCheckDraft('dwarf', 'Rink Rats'), goalie)).errors
    expect(errors.map((e) => [e.field, e.key, e.values])).toEqual([
      ['players', 'crossCheckBench', { skaters: 12, goalies: 2, max: 16 }],
    ])
  })

  it('names a duplicate number beside a short bench at once', () => {
    const draft = newCrossCheckDraft('dwarf', 'Rink Rats')
    const short = setLineupPlayer(removeLineupPlayer(draft, draft.players.length - 1), 1, { number: 1 })
    expect(checkDraft(short).errors.map((e) => [e.field, e.key, e.values])).toEqual([
      ['players', 'crossCheckBench', { skaters: 12, goalies: 2, max: 16 }],
      ['players.1.number', 'numberTaken', { number: 1 }],
    ])
    // Alone, the schema names it itself, once.
    const clash = checkDraft(setLineupPlayer(draft, 1, { number: 1 })).errors
    expect(clash.map((e) => [e.field, e.raw])).toEqual([
      ['players.1.number', 'number 1 is already worn by players[0]'],
    ])
  })

  it('saves the line-up with names and numbers and reads it back', () => {
    const draft = setLineupPlayer(newCrossCheckDraft('orc', 'Puck Boyz'), 0, { name: 'Big Ug' })
    const saved = parseSavedTeam(toSavedTeam(draft))
    expect(saved.ruleset).toBe('crosscheck')
    expect(draftOf(saved)).toEqual(draft)
  })
})

describe('error fields', () => {
  it('maps each game’s paths to the builder’s fields', () => {
    expect(fieldOf('classic', ['team', 'players', 3, 'number'])).toBe('players.3.number')
    expect(fieldOf('classic', ['team', 'players', 3, 'skills', 0])).toBe('players.3')
    expect(fieldOf('classic', ['team', 'rerolls'])).toBe('rerolls')
    expect(fieldOf('classic', ['team', 'treasury'])).toBe('treasury')
    expect(fieldOf('blitz', ['players', 2, 'name'])).toBe('players.2.name')
    expect(fieldOf('crosscheck', ['team', 'players', 2, 'name'])).toBe('players.2.name')
    expect(fieldOf('crosscheck', ['players'])).toBe('players')
    expect(fieldOf('blitz', ['team', 'name'])).toBe('name')
    expect(fieldOf('classic', [])).toBe('team')
  })
})

import { parseRoster, RosterError } from '@shared/rules/classic/data/rosterSchema'
import human from '@shared/rules/classic/data/rosters/human.json'

type Loose = Record<string, unknown>

/** A fresh, mutable, loosely typed copy of a good roster file, to break in one way. */
function humanCopy(): Loose & { positions: Loose[] } {
  return structuredClone(human) as unknown as Loose & { positions: Loose[] }
}

/** The issues parseRoster reports for this input (fails the test if it does not throw RosterError). */
function issuesOf(json: unknown): string[] {
  try {
    parseRoster(json)
  } catch (error) {
    expect(error).toBeInstanceOf(RosterError)
    expect((error as RosterError).code).toBe('roster/invalid')
    return (error as RosterError).issues
  }
  expect.unreachable('parseRoster accepted a broken roster')
}

describe('parseRoster', () => {
  it('accepts a good file and returns a frozen copy, leaving the input alone', () => {
    const input = humanCopy()
    const before = structuredClone(input)
    const roster = parseRoster(input)
    expect(roster).toEqual(before)
    expect(roster).not.toBe(input)
    expect(input).toEqual(before)
    expect(Object.isFrozen(roster.positions[1].skills)).toBe(true)
  })

  it('rejects an unknown skill id, naming the position and the id', () => {
    const bad = humanCopy()
    bad.positions[3].skills = ['block', 'blokc']
    expect(issuesOf(bad)).toEqual(['positions[3].skills[1]: unknown skill id "blokc"'])
  })

  it('rejects a skill listed twice', () => {
    const bad = humanCopy()
    bad.positions[3].skills = ['block', 'block']
    expect(issuesOf(bad)).toEqual(['positions[3].skills[1]: skill "block" is listed twice'])
  })

  it('rejects a negative stat', () => {
    const bad = humanCopy()
    bad.positions[0].av = -8
    expect(issuesOf(bad)).toEqual(['positions[0].av: must be at least 1'])
    const bad2 = humanCopy()
    bad2.positions[0].cost = -50_000
    expect(issuesOf(bad2)).toEqual(['positions[0].cost: must not be negative'])
  })

  it('rejects an impossible stat (AG 7, ST 0) and a fractional one', () => {
    const bad = humanCopy()
    bad.positions[0].ag = 7
    bad.positions[1].st = 0
    bad.positions[2].ma = 6.5
    expect(issuesOf(bad)).toEqual([
      'positions[0].ag: must be at most 6',
      'positions[1].st: must be at least 1',
      'positions[2].ma: must be a whole number',
    ])
  })

  it('rejects max < 0 and max > 16', () => {
    const bad = humanCopy()
    bad.positions[1].max = -1
    bad.positions[2].max = 17
    expect(issuesOf(bad)).toEqual([
      'positions[1].max: must not be negative',
      'positions[2].max: must be at most 16',
    ])
  })

  it('rejects a duplicate position id', () => {
    const bad = humanCopy()
    bad.positions[2].id = 'thrower'
    expect(issuesOf(bad)).toEqual(['positions[2].id: duplicate position id "thrower"'])
  })

  it('rejects missing fields', () => {
    const bad = humanCopy()
    delete bad.rerollCost
    delete bad.positions[0].ma
    expect(issuesOf(bad)).toEqual(['rerollCost: is missing', 'positions[0].ma: is missing'])
  })

  it('rejects a field of the wrong type', () => {
    const bad = humanCopy()
    bad.apothecary = 'yes'
    expect(issuesOf(bad)).toEqual([expect.stringMatching(/^apothecary: .*boolean/)])
  })

  it('rejects unknown fields, which are usually typos', () => {
    const bad = humanCopy()
    bad.positions[0].skils = []
    expect(issuesOf(bad)).toEqual([expect.stringMatching(/^positions\[0\]: .*"skils"/)])
  })

  it('rejects an unknown role and a bigGuy flag that disagrees with the role', () => {
    const bad = humanCopy()
    bad.positions[0].role = 'linebacker'
    expect(issuesOf(bad)).toEqual([expect.stringMatching(/^positions\[0\]\.role: must be one of lineman, /)])
    const bad2 = humanCopy()
    bad2.positions[4].bigGuy = false
    expect(issuesOf(bad2)).toEqual(["positions[4].bigGuy: bigGuy must be true exactly when role is 'bigguy'"])
  })

  it('rejects ids that are not kebab-case and empty names', () => {
    const bad = humanCopy()
    bad.id = 'Human Team'
    bad.positions[0].name = '  '
    expect(issuesOf(bad)).toEqual([
      expect.stringMatching(/^id: must be a kebab-case id/),
      'positions[0].name: must not be empty',
    ])
  })

  it('rejects a roster that cannot reach 11 players', () => {
    const bad = humanCopy()
    bad.positions[0].max = 0
    bad.positions[3].max = 0
    expect(issuesOf(bad)).toEqual([
      'positions: position limits allow only 7 players; a team needs at least 11',
    ])
  })

  it('rejects a roster with no positions, and input that is not an object', () => {
    const bad = humanCopy()
    bad.positions = []
    expect(issuesOf(bad)).toContain('positions: must list at least one position')
    expect(issuesOf(null)).toEqual([expect.stringMatching(/^\(roster\): /)])
    expect(issuesOf('human')).toEqual([expect.stringMatching(/^\(roster\): /)])
  })

  it('reports every problem at once, and puts them in the message', () => {
    const bad = humanCopy()
    bad.positions[0].skills = ['nope']
    bad.positions[1].av = 0
    try {
      parseRoster(bad)
      expect.unreachable()
    } catch (error) {
      expect((error as RosterError).issues).toHaveLength(2)
      expect((error as Error).message).toContain('Roster "human" is invalid')
      expect((error as Error).message).toContain('unknown skill id "nope"')
    }
  })
})

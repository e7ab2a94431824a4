// Saved teams for the tests: one of each game, and a fast-check generator of valid saved teams of all three.
import fc from 'fast-check'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '@shared/rules/crosscheck/data/teams'
import type { SavedTeam } from '@shared/teams/savedTeam'

type Of<R extends SavedTeam['ruleset']> = Extract<SavedTeam, { ruleset: R }>

export const orcs = (name = 'Da Boyz'): Of<'classic'> => ({
  format: 'pitchside-team',
  version: 1,
  ruleset: 'classic',
  name,
  team: buildDefaultTeam('orc', { name }),
})

/** Orcs built within their own treasury of 1,500,000: 16 players and 4 re-rolls, 1,280,000 gold. */
export const richOrcs = (name = 'Gold Tuskers'): Of<'classic'> => ({
  format: 'pitchside-team',
  version: 1,
  ruleset: 'classic',
  name,
  team: { ...buildDefaultTeam('orc', { name, treasury: 1_500_000 }), treasury: 1_500_000 },
})

export const norse = (name = 'Frost Giants'): Of<'blitz'> => ({
  format: 'pitchside-team',
  version: 1,
  ruleset: 'blitz',
  name,
  team: { teamId: 'norse' },
  players: [
    { number: 1, name: 'Ulf' },
    { number: 2, name: 'Bjorn' },
    { number: 3, name: 'Sigrid' },
    { number: 4, name: 'Hakon' },
    { number: 5, name: 'Eirik' },
    { number: 6, name: 'Astrid' },
    { number: 7, name: 'Leif' },
  ],
})

export const dwarfSkaters = (name = 'Rink Rats'): Of<'crosscheck'> => ({
  format: 'pitchside-team',
  version: 1,
  ruleset: 'crosscheck',
  name,
  team: { rosterId: 'dwarf', name },
})

const nameOf = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max, unit: 'grapheme' })
    .filter((s) => s.trim() !== '' && s.length <= max)

const shirtNumbers = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n, maxLength: n })

const classicRosters = Object.keys(ROSTERS).filter((id) => {
  try {
    buildDefaultTeam(id)
    return true
  } catch {
    return false
  }
})

const classicTeam: fc.Arbitrary<SavedTeam> = fc
  .record({
    rosterId: fc.constantFrom(...classicRosters),
    name: nameOf(40),
    // The team's own treasury (absent: the one-off 1,000,000), and a team built within it.
    treasury: fc.option(
      fc.integer({ min: 100, max: 500 }).map((n) => n * 10_000),
      { nil: undefined },
    ),
  })
  .chain(({ rosterId, name, treasury }) => {
    const built = buildDefaultTeam(rosterId, { name, ...(treasury === undefined ? {} : { treasury }) })
    const base = treasury === undefined ? built : { ...built, treasury }
    const n = base.players.length
    return fc
      .record({
        names: fc.array(nameOf(40), { minLength: n, maxLength: n }),
        numbers: shirtNumbers(n),
        fanFactor: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        assistantCoaches: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
      })
      .map(({ names, numbers, fanFactor, assistantCoaches }): SavedTeam => {
        const team = {
          ...base,
          players: base.players.map((p, i) => ({ ...p, name: names[i], number: numbers[i] })),
          ...(fanFactor === undefined ? {} : { fanFactor }),
          ...(assistantCoaches === undefined ? {} : { assistantCoaches }),
        }
        return { format: 'pitchside-team', version: 1, ruleset: 'classic', name, team }
      })
  })

/** Names and numbers for a line-up of n, and the team's own players (positions, maybe named the same). */
function numbered(
  n: number,
  positions: readonly string[],
): fc.Arbitrary<{
  players?: { number: number; name: string }[]
  listed?: { positionId: string; name?: string }[]
}> {
  return fc
    .record({
      named: fc.boolean(),
      list: fc.boolean(),
      copyNames: fc.boolean(),
      names: fc.array(nameOf(30), { minLength: n, maxLength: n }),
      numbers: shirtNumbers(n),
    })
    .map(({ named, list, copyNames, names, numbers }) => {
      const players = named ? names.map((name, i) => ({ number: numbers[i], name })) : undefined
      const listed = list
        ? positions.map((positionId, i) =>
            named && copyNames ? { positionId, name: names[i] } : { positionId },
          )
        : undefined
      return { ...(players ? { players } : {}), ...(listed ? { listed } : {}) }
    })
}

const blitzTeam: fc.Arbitrary<SavedTeam> = fc
  .record({ card: fc.constantFrom(...TEAM_CARDS), name: nameOf(40), ownName: fc.boolean() })
  .chain(({ card, name, ownName }) => {
    const positions = card.positions.flatMap((p) => Array.from({ length: p.count }, () => p.id))
    return numbered(positions.length, positions).map(({ players, listed }): SavedTeam => ({
      format: 'pitchside-team',
      version: 1,
      ruleset: 'blitz',
      name,
      team: { teamId: card.id, ...(ownName ? { name } : {}), ...(listed ? { players: listed } : {}) },
      ...(players ? { players } : {}),
    }))
  })

const crossCheckTeam: fc.Arbitrary<SavedTeam> = fc
  .record({
    rosterId: fc.constantFrom(...Object.keys(CROSSCHECK_ROSTERS)),
    name: nameOf(40),
    ownName: fc.boolean(),
  })
  .chain(({ rosterId, name, ownName }) => {
    const positions = defaultPlayers(CROSSCHECK_ROSTERS[rosterId]).map((p) => p.positionId)
    return numbered(positions.length, positions).map(({ players, listed }): SavedTeam => ({
      format: 'pitchside-team',
      version: 1,
      ruleset: 'crosscheck',
      name,
      team: { rosterId, ...(ownName ? { name } : {}), ...(listed ? { players: listed } : {}) },
      ...(players ? { players } : {}),
    }))
  })

/** Any valid saved team of the three games. */
export const savedTeams: fc.Arbitrary<SavedTeam> = fc.oneof(classicTeam, blitzTeam, crossCheckTeam)

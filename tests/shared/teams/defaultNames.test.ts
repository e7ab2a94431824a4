// Default player names (issue 23 point 1): a name from the team's race, the same for the same roster, index and
// seed, different for every player of a 16-player team of every roster and card, and within a saved name's length.
import { describe, expect, it } from 'vitest'
import { ROSTERS } from '../../../src-shared/rules/classic/data/rosters/index'
import { TEAM_BY_ID } from '../../../src-shared/rules/blitz/data/teamSchema'
import { defaultPlayerName, freshPlayerName, namePartsOf } from '../../../src-shared/teams/defaultNames'
import { NAME_PARTS, RACE_OF } from '../../../src-shared/teams/nameParts'
import { SAVED_PLAYER_NAME_MAX } from '../../../src-shared/teams/savedTeam'

const ALL_IDS = [...new Set([...Object.keys(ROSTERS), ...Object.keys(TEAM_BY_ID)])]

describe('default player names', () => {
  it('gives a dwarf a dwarf name, the same every time', () => {
    expect(defaultPlayerName('dwarf', 0)).toBe('Grimbad Ironfist')
    expect(defaultPlayerName('dwarf', 0)).toBe(defaultPlayerName('dwarf', 0))
    expect(defaultPlayerName('orc', 1)).toBe('Ugrukk Ironjaw')
    expect(defaultPlayerName('dwarf', 0, 1)).not.toBe('Grimbad Ironfist')
  })

  it('maps every roster and team card to a table, the rest to the fallback', () => {
    const own = ALL_IDS.filter((id) => !Object.hasOwn(RACE_OF, id))
    expect(own).toEqual([])
    expect(namePartsOf('no-such-team')).toBe(NAME_PARTS.fallback)
  })

  it('names all 16 players of every roster and card differently, for several seeds', () => {
    for (const id of [...ALL_IDS, 'no-such-team'])
      for (const seed of [0, 1, 5, 123]) {
        const names = Array.from({ length: 16 }, (_, i) => defaultPlayerName(id, i, seed))
        expect(new Set(names).size, `${id} seed ${seed}`).toBe(16)
      }
  })

  it('keeps every name within a saved player name and every table free of repeats', () => {
    for (const [race, parts] of Object.entries(NAME_PARTS)) {
      expect(parts.first.length, race).toBeGreaterThanOrEqual(10)
      expect(parts.last.length, race).toBeGreaterThanOrEqual(10)
      expect(new Set(parts.first).size, race).toBe(parts.first.length)
      expect(new Set(parts.last).size, race).toBe(parts.last.length)
      for (const f of parts.first)
        for (const l of parts.last) expect(`${f} ${l}`.length).toBeLessThanOrEqual(SAVED_PLAYER_NAME_MAX)
    }
  })

  it('finds a name nobody in the team has yet', () => {
    const taken = [defaultPlayerName('orc', 0), defaultPlayerName('orc', 1)]
    expect(freshPlayerName('orc', taken)).toBe(defaultPlayerName('orc', 2))
    expect(freshPlayerName('orc', [])).toBe(defaultPlayerName('orc', 0))
  })
})

// Presets: one valid scheme for every team of the three games, naming only the team's own positions, with
// the table's race skins and a skin of their own for big guys and allies.
import { describe, expect, it } from 'vitest'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { CROSSCHECK_ROSTERS } from '@shared/rules/crosscheck/data/teams'
import { RACE_SKIN } from '@shared/showcase/looks'
import { DEFAULT_FINISH, presetFor, PRESET_TEAMS } from '@shared/showcase/presets'
import { parseScheme } from '@shared/showcase/scheme'

const EVERY_TEAM = [
  ...Object.values(ROSTERS).map((r) => ({ key: `classic/${r.id}`, positions: r.positions })),
  ...TEAM_CARDS.map((t) => ({ key: `blitz/${t.id}`, positions: t.positions })),
  ...Object.values(CROSSCHECK_ROSTERS).map((r) => ({ key: `crosscheck/${r.id}`, positions: r.positions })),
]

describe('presets', () => {
  it('covers exactly the teams of the three games', () => {
    expect(PRESET_TEAMS.map((t) => t.teamKey).sort()).toEqual(EVERY_TEAM.map((t) => t.key).sort())
    expect(EVERY_TEAM.length).toBe(Object.keys(ROSTERS).length * 2 + TEAM_CARDS.length)
  })

  it.each(EVERY_TEAM.map((t) => [t.key, t]))(
    '%s has a valid preset naming only its positions',
    (key, team) => {
      const preset = presetFor(key)
      expect(preset).toBeDefined()
      expect(parseScheme(preset)).toEqual(preset)
      expect(preset?.teamKey).toBe(key)
      const ids = new Set(team.positions.map((p) => p.id))
      for (const id of Object.keys(preset?.positions ?? {})) expect(ids.has(id)).toBe(true)
    },
  )

  it('uses the table pieces’ race skins and finish', () => {
    expect(presetFor('classic/orc')?.colours.skin).toBe(RACE_SKIN.orc)
    expect(presetFor('classic/dwarf')?.colours.skin).toBe(RACE_SKIN.dwarf)
    expect(presetFor('blitz/elven-union')?.colours.skin).toBe(RACE_SKIN.elf)
    expect(presetFor('crosscheck/skaven')?.colours.skin).toBe(RACE_SKIN.skaven)
    expect(presetFor('classic/human')?.finish).toEqual(DEFAULT_FINISH)
  })

  it('gives big guys and allies their own skin, and no override where the skin is the team’s', () => {
    expect(presetFor('classic/orc')?.positions.troll?.skin).toBeDefined()
    expect(presetFor('classic/human')?.positions.ogre?.skin).toBeDefined()
    expect(presetFor('classic/skaven')?.positions['rat-ogre']?.skin).toBeDefined()
    // An orc team's goblins share the orc skin on the table: nothing to override.
    expect(presetFor('classic/orc')?.positions.goblin).toBeUndefined()
    expect(presetFor('classic/human')?.positions.lineman).toBeUndefined()
  })

  it('tells the same roster apart in different games and knows no other team', () => {
    expect(presetFor('classic/orc')?.teamKey).toBe('classic/orc')
    expect(presetFor('crosscheck/orc')?.positions).toHaveProperty('troll')
    expect(presetFor('classic/nope')).toBeUndefined()
    expect(presetFor('chess/orc')).toBeUndefined()
  })

  it('returns a fresh object each time (a caller editing one never changes another)', () => {
    const a = presetFor('classic/orc')
    const b = presetFor('classic/orc')
    expect(a).toEqual(b)
    expect(a).not.toBe(b)
    expect(a?.finish).not.toBe(b?.finish)
  })
})

// The one source of looks: which figure stands for every position of every team of the three games — the creature,
// the stance, a big guy's own body, the gear, the skin — as the table and the Showcase both draw it.
import { describe, expect, it } from 'vitest'
import { blitzRole } from '@shared/rules/blitz/data/roles'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { CROSSCHECK_ROSTERS } from '@shared/rules/crosscheck/data/teams'
import { figureLook, isBigBody } from '@shared/showcase/figureLook'
import { RACE_SKIN } from '@shared/showcase/looks'
import { presetFor } from '@shared/showcase/presets'

const EVERY_POSITION = [
  ...Object.values(ROSTERS).flatMap((r) => r.positions.map((p) => ['classic', r.id, p.id, p.role] as const)),
  ...Object.values(CROSSCHECK_ROSTERS).flatMap((r) =>
    r.positions.map((p) => ['crosscheck', r.id, p.id, p.role] as const),
  ),
  ...TEAM_CARDS.flatMap((t) => t.positions.map((p) => ['blitz', t.id, p.id, blitzRole(p.id)] as const)),
]

describe('figureLook', () => {
  it.each(EVERY_POSITION)('%s %s %s (%s) has a complete figure', (_game, roster, position, role) => {
    const look = figureLook(roster, position, role)
    expect(Object.keys(RACE_SKIN)).toContain(look.race)
    expect(look.skin).toMatch(/^#[0-9a-f]{6}$/)
    // The view's role is the stance, except that a big guy's body always stands as a big guy.
    if (!isBigBody(look.body)) expect(look.role).toBe(role)
    else expect(look.role).toBe('bigguy')
  })

  it('gives every big guy of every roster its own kind of body', () => {
    const bodies = Object.fromEntries(
      Object.values(ROSTERS)
        .flatMap((r) => r.positions.filter((p) => p.role === 'bigguy').map((p) => [r.id, p.id] as const))
        .map(([r, p]) => [`${r}/${p}`, figureLook(r, p, 'bigguy').body]),
    )
    expect(bodies).toEqual({
      'chaos-dwarf/minotaur': 'minotaur',
      'chaos-pact/chaos-troll': 'troll',
      'chaos-pact/chaos-ogre': 'ogre',
      'chaos-pact/minotaur': 'minotaur',
      'chaos/minotaur': 'minotaur',
      'goblin/troll': 'troll',
      'halfling/treeman': 'treeman',
      'human/ogre': 'ogre',
      'khemri/tomb-guardian': 'mummy',
      'lizardmen/kroxigor': 'kroxigor',
      'norse/yhetee': 'troll',
      'nurgle/beast-of-nurgle': 'beast',
      'ogre/ogre': 'ogre',
      'orc/troll': 'troll',
      'skaven/rat-ogre': 'ratogre',
      'slann/kroxigor': 'kroxigor',
      'undead/mummy': 'mummy',
      'underworld/warpstone-troll': 'troll',
      'wood-elf/treeman': 'treeman',
    })
  })

  it('draws a position as its own creature when it is not its team’s race', () => {
    expect(figureLook('orc', 'goblin', 'runner').race).toBe('goblin')
    expect(figureLook('orc', 'lineman', 'lineman').race).toBe('orc')
    expect(figureLook('chaos', 'beastman', 'lineman').race).toBe('beastman')
    expect(figureLook('chaos', 'chaos-warrior', 'blitzer')).toMatchObject({ race: 'chaos', body: 'heavy' })
    expect(figureLook('underworld', 'skaven-thrower', 'thrower').race).toBe('skaven')
    expect(figureLook('underworld', 'underworld-goblin', 'lineman').race).toBe('goblin')
    expect(figureLook('necromantic', 'werewolf', 'blitzer').race).toBe('wolf')
    expect(figureLook('vampire', 'thrall', 'lineman').race).toBe('human')
    expect(figureLook('chaos-dwarf', 'hobgoblin', 'lineman').race).toBe('orc')
    expect(figureLook('chaos-dwarf', 'bull-centaur', 'blitzer').body).toBe('centaur')
    expect(figureLook('black-orc', 'black-orc', 'lineman')).toMatchObject({ race: 'orc', body: 'heavy' })
  })

  it('hands each its gear: a thrower his ball, the goblins their secret weapons, the assassin her daggers', () => {
    expect(figureLook('human', 'thrower', 'thrower').gear).toBe('ball')
    expect(figureLook('human', 'lineman', 'lineman').gear).toBe('none')
    expect(figureLook('goblin', 'bombardier', 'special').gear).toBe('bomb')
    expect(figureLook('goblin', 'pogoer', 'special').gear).toBe('pogo')
    expect(figureLook('goblin', 'looney', 'special').gear).toBe('chainsaw')
    expect(figureLook('goblin', 'fanatic', 'special').gear).toBe('ballchain')
    expect(figureLook('dark-elf', 'assassin', 'special').gear).toBe('daggers')
    expect(figureLook('dwarf', 'deathroller', 'special').body).toBe('roller')
    expect(figureLook('dwarf', 'troll-slayer', 'blitzer')).toMatchObject({
      race: 'dwarf',
      body: 'slim',
      gear: 'axe',
    })
  })

  it('reads the stance from any spelling of a role; a big guy without a known kind is an Ogre', () => {
    expect(figureLook('human', 'lineman', 'Blitzer').role).toBe('blitzer')
    expect(figureLook('human', 'lineman', 'big guy')).toMatchObject({ role: 'bigguy', body: 'ogre' })
    expect(figureLook('human', 'lineman', 'wizard').role).toBe('lineman')
    expect(figureLook('human', 'lineman', undefined).role).toBe('lineman')
  })

  it('is where the presets take each position’s skin from', () => {
    expect(presetFor('classic/chaos')?.positions.beastman?.skin).toBe(
      figureLook('chaos', 'beastman', 'lineman').skin,
    )
    expect(presetFor('classic/orc')?.positions.troll?.skin).toBe(figureLook('orc', 'troll', 'bigguy').skin)
    expect(presetFor('classic/lizardmen')?.colours.skin).toBe(RACE_SKIN.lizard)
  })
})

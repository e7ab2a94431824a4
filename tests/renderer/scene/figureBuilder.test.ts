import { type Body } from '@shared/showcase/figureLook'
import { blitzRole } from '@shared/rules/blitz/data/roles'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { BODY_LOOKS } from '@renderer/scene/pieces/bodies'
import { type Equipment, type FigureSpec, buildFigure } from '@renderer/scene/pieces/figureBuilder'
import { BODY_ATTRIBUTE, triangleCount } from '@renderer/scene/pieces/parts'
import { figureKeyOf, figureKeyString } from '@renderer/scene/pieces/placement'
import { RACE_LOOKS, type Race } from '@renderer/scene/pieces/races'
import { normaliseRole, type Role, ROLE_LOOKS } from '@renderer/scene/pieces/roles'
import { defaultPalette } from '@renderer/scene/pieces/teamColours'
import { Box3, Vector3 } from 'three'

const roles = Object.keys(ROLE_LOOKS) as Role[]
const races = Object.keys(RACE_LOOKS) as Race[]
const bodies = Object.keys(BODY_LOOKS) as Body[]
const build = (
  role: Role,
  race: Race = 'human',
  equipment: Equipment = 'football',
  more: Partial<FigureSpec> = {},
) => buildFigure({ role, race, equipment, palette: defaultPalette(0), ...more })
const bigBodies: Body[] = ['ogre', 'troll', 'minotaur', 'treeman', 'ratogre', 'kroxigor', 'mummy', 'golem']

/** The bounds of the figure above its base (the silhouette a coach sees). */
function silhouette(f: ReturnType<typeof build>): Box3 {
  const pos = f.geometry.attributes.position
  const box = new Box3()
  const v = new Vector3()
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i)
    if (v.y > f.baseTop + 0.01) box.expandByPoint(v)
  }
  return box
}

describe('figure builder', () => {
  it.each(roles.flatMap((role) => races.map((race) => [role, race] as const)))(
    '%s (%s) is one vertex-coloured geometry of 30–60 primitives, its body marked apart from its base',
    (role, race) => {
      for (const equipment of ['football', 'hockey'] as const) {
        const f = build(role, race, equipment)
        expect(f.primitives).toBeGreaterThanOrEqual(30)
        expect(f.primitives).toBeLessThanOrEqual(60)
        const g = f.geometry
        expect(g.index).not.toBeNull()
        expect(g.attributes.color.count).toBe(g.attributes.position.count)
        expect(g.attributes.normal.count).toBe(g.attributes.position.count)
        // The base (the first vertices) stays; everything above it is body.
        const body = g.getAttribute(BODY_ATTRIBUTE)
        expect(body.count).toBe(g.attributes.position.count)
        expect(body.getX(0)).toBe(0)
        expect(body.getX(body.count - 1)).toBe(1)
        const tris = triangleCount(g)
        expect(tris).toBeGreaterThan(1000)
        expect(tris).toBeLessThan(6000)
      }
    },
  )

  it.each(bodies.map((body) => [body] as const))(
    'builds the %s body within its square and the budget',
    (body) => {
      const f = build('lineman', 'human', 'football', { body })
      expect(triangleCount(f.geometry)).toBeLessThan(6000)
      const box = new Box3().setFromBufferAttribute(f.geometry.attributes.position as never)
      expect(box.min.y).toBeCloseTo(0, 6)
      // Everything stands on the board within (about) its own square.
      expect(Math.max(-box.min.x, box.max.x, -box.min.z, box.max.z)).toBeLessThan(0.62)
    },
  )

  it('keeps a full 22-figure Classic table within half the triangle budget (shadows draw it twice)', () => {
    // Worst case: every figure the most expensive look.
    let worst = 0
    for (const role of roles)
      for (const race of races) worst = Math.max(worst, triangleCount(build(role, race).geometry))
    for (const body of bodies)
      worst = Math.max(worst, triangleCount(build('bigguy', 'human', 'football', { body }).geometry))
    expect(22 * worst).toBeLessThanOrEqual(125_000)
  })

  it.each(bigBodies.map((body) => [body] as const))(
    'stands the %s about 1.4× a lineman, on a larger base',
    (body) => {
      const lineman = build('lineman')
      const big = build('bigguy', 'human', 'football', { body })
      expect(big.headTop / lineman.headTop).toBeGreaterThan(1.25)
      expect(big.headTop / lineman.headTop).toBeLessThan(1.55)
      expect(big.baseRadius).toBeGreaterThan(lineman.baseRadius * 1.2)
    },
  )

  it('gives every big guy its own silhouette: an Ogre is not a Troll is not a Treeman', () => {
    const shapes = bigBodies.map((body) => {
      const box = silhouette(build('bigguy', 'human', 'football', { body }))
      return [box.min.x, box.max.x, box.max.y, box.min.z, box.max.z].map((n) => n.toFixed(2)).join()
    })
    expect(new Set(shapes).size).toBe(bigBodies.length)
  })

  it('gives every role its own silhouette (the body above the base differs in size or shape)', () => {
    const silhouettes = roles.map((role) => {
      const box = silhouette(build(role))
      return [box.min.x, box.max.x, box.max.y, box.min.z, box.max.z].map((n) => n.toFixed(2)).join()
    })
    expect(new Set(silhouettes).size).toBe(roles.length)
  })

  it('raises the thrower’s ball above its head and puts a stick in Cross Check hands', () => {
    const thrower = build('thrower', 'human', 'football', { gear: 'ball' })
    expect(thrower.height).toBeGreaterThan(thrower.headTop + 0.05)
    expect(build('lineman', 'human', 'hockey').primitives).toBeGreaterThan(build('lineman').primitives)
  })

  it('draws races apart: orc jaws and tusks, goblins small with big ears, dwarves short, elves slim', () => {
    const human = build('lineman', 'human')
    expect(build('lineman', 'orc').primitives).toBeGreaterThan(human.primitives)
    expect(build('lineman', 'dwarf').headTop).toBeLessThan(human.headTop * 0.9)
    const goblin = build('lineman', 'goblin')
    expect(goblin.headTop).toBeLessThan(human.headTop * 0.85)
    // Goblin ears stick out wider than a human's shoulders... relative to its own height.
    const g = silhouette(goblin)
    expect((g.max.x - g.min.x) / goblin.headTop).toBeGreaterThan(
      (silhouette(human).max.x - silhouette(human).min.x) / human.headTop,
    )
    expect(silhouette(build('lineman', 'elf')).max.x).toBeLessThan(silhouette(human).max.x)
    // Skaven, lizards and wolves grow tails: the silhouette reaches further back than a human's.
    for (const race of ['skaven', 'lizard', 'wolf'] as const)
      expect(silhouette(build('lineman', race)).min.z).toBeLessThan(silhouette(human).min.z - 0.1)
  })

  it('reads unknown roles as linemen and accepts aliases', () => {
    expect(normaliseRole('Blitzer')).toBe('blitzer')
    expect(normaliseRole('Ogre')).toBe('bigguy')
    expect(normaliseRole('big guy')).toBe('bigguy')
    expect(normaliseRole('wardancer')).toBe('lineman')
    expect(normaliseRole(undefined)).toBe('lineman')
  })
})

describe('every position is drawn as itself', () => {
  const keyOf = (roster: string, id: string, role: string) =>
    figureKeyString(figureKeyOf(roster, id, role, 0, 'football'))

  it.each(Object.values(ROSTERS).map((r) => [r.id, r] as const))(
    'Classic %s: each position its own figure',
    (_id, roster) => {
      const keys = roster.positions.map((p) => keyOf(roster.id, p.id, p.role))
      expect(new Set(keys).size).toBe(keys.length)
    },
  )

  it.each(TEAM_CARDS.map((t) => [t.id, t] as const))(
    'Blitz Bowl %s: each position its own figure',
    (_id, card) => {
      const keys = card.positions.map((p) => keyOf(card.id, p.id, blitzRole(p.id)))
      expect(new Set(keys).size).toBe(keys.length)
    },
  )
})

describe('Cross Check kit', () => {
  /** Width across the figure (x) of the parts between the boots and the knees: where goalie pads are. */
  const shinWidth = (role: Role) => {
    const g = build(role, 'human', 'hockey').geometry
    const pos = g.attributes.position
    let min = Infinity
    let max = -Infinity
    for (let i = 0; i < pos.count; i++) {
      const y = pos.getY(i)
      if (y < 0.12 || y > 0.26) continue
      min = Math.min(min, pos.getX(i))
      max = Math.max(max, pos.getX(i))
    }
    return max - min
  }

  it('gives the goalie leg pads (wider shins than a skater) and a stick, and every skater a stick', () => {
    expect(shinWidth('goalie')).toBeGreaterThan(shinWidth('skater') * 1.15)
    // The stick's blade lies on the base ahead of the figure: something just above the base, well forward of the
    // boots (which end about 0.17 ahead of the centre).
    for (const role of ['goalie', 'skater', 'lineman', 'blitzer', 'bigguy'] as const) {
      const f = build(role, 'human', 'hockey')
      const pos = f.geometry.attributes.position
      let forward = -Infinity
      for (let i = 0; i < pos.count; i++) {
        const y = pos.getY(i)
        if (y > f.baseTop + 0.02 && y < f.baseTop + 0.06) forward = Math.max(forward, pos.getZ(i))
      }
      expect(forward).toBeGreaterThan(0.25)
      // Football figures carry no stick (goalies and skaters exist only on the ice).
      if (role === 'goalie' || role === 'skater' || role === 'bigguy') continue
      const football = build(role, 'human', 'football')
      const fpos = football.geometry.attributes.position
      let ffwd = -Infinity
      for (let i = 0; i < fpos.count; i++) {
        const y = fpos.getY(i)
        if (y > football.baseTop + 0.02 && y < football.baseTop + 0.06) ffwd = Math.max(ffwd, fpos.getZ(i))
      }
      expect(ffwd).toBeLessThan(0.25)
    }
  })

  it('draws skaters by position: a Black Orc, a Goblin and a Troll on the ice are three figures', () => {
    const keys = [
      ['black-orc-blocker', 'lineman'],
      ['goblin', 'runner'],
      ['troll', 'bigguy'],
      ['blitzer', 'blitzer'],
    ].map(([id, role]) => figureKeyString(figureKeyOf('orc', id, role, 0, 'hockey')))
    expect(new Set(keys).size).toBe(4)
    const goblin = build('runner', 'goblin', 'hockey')
    const blackOrc = build('lineman', 'orc', 'hockey', { body: 'heavy' })
    expect(goblin.headTop).toBeLessThan(blackOrc.headTop * 0.85)
  })
})

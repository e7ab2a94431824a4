import { type Equipment, buildFigure } from '@renderer/scene/pieces/figureBuilder'
import { triangleCount } from '@renderer/scene/pieces/parts'
import { RACE_LOOKS, type Race } from '@renderer/scene/pieces/races'
import { normaliseRole, type Role, ROLE_LOOKS } from '@renderer/scene/pieces/roles'
import { defaultPalette } from '@renderer/scene/pieces/teamColours'
import { Box3, Vector3 } from 'three'

const roles = Object.keys(ROLE_LOOKS) as Role[]
const races = Object.keys(RACE_LOOKS) as Race[]
const build = (role: Role, race: Race = 'human', equipment: Equipment = 'football') =>
  buildFigure({ role, race, equipment, palette: defaultPalette(0) })

describe('figure builder', () => {
  it.each(roles.flatMap((role) => races.map((race) => [role, race] as const)))(
    '%s (%s) is 35–45 primitives in one vertex-coloured geometry',
    (role, race) => {
      for (const equipment of ['football', 'hockey'] as const) {
        const f = build(role, race, equipment)
        expect(f.primitives).toBeGreaterThanOrEqual(35)
        expect(f.primitives).toBeLessThanOrEqual(45)
        const g = f.geometry
        expect(g.index).not.toBeNull()
        expect(g.attributes.color.count).toBe(g.attributes.position.count)
        expect(g.attributes.normal.count).toBe(g.attributes.position.count)
        const tris = triangleCount(g)
        expect(tris).toBeGreaterThan(1000)
        expect(tris).toBeLessThan(6000)
      }
    },
  )

  it('keeps a full 22-figure Classic table within half the triangle budget (shadows draw it twice)', () => {
    // Worst case: every figure the most expensive look.
    let worst = 0
    for (const role of roles)
      for (const race of races) worst = Math.max(worst, triangleCount(build(role, race).geometry))
    expect(22 * worst).toBeLessThanOrEqual(125_000)
  })

  it('makes big guys about 1.4× a lineman, on a larger base', () => {
    const lineman = build('lineman')
    const big = build('bigguy')
    expect(big.height / lineman.height).toBeGreaterThan(1.25)
    expect(big.height / lineman.height).toBeLessThan(1.55)
    expect(big.baseRadius).toBeGreaterThan(lineman.baseRadius)
    // Everything stands on the board, within (about) its own square.
    for (const f of [lineman, big]) {
      const box = new Box3().setFromBufferAttribute(f.geometry.attributes.position as never)
      expect(box.min.y).toBeCloseTo(0, 6)
      expect(Math.max(-box.min.x, box.max.x, -box.min.z, box.max.z)).toBeLessThan(0.62)
    }
  })

  it('gives every role its own silhouette (the body above the base differs in size or shape)', () => {
    const silhouettes = roles.map((role) => {
      const f = build(role)
      const pos = f.geometry.attributes.position
      const box = new Box3()
      const v = new Vector3()
      for (let i = 0; i < pos.count; i++) {
        v.fromBufferAttribute(pos, i)
        if (v.y > f.baseTop + 0.01) box.expandByPoint(v)
      }
      return [box.min.x, box.max.x, box.max.y, box.min.z, box.max.z].map((n) => n.toFixed(2)).join()
    })
    expect(new Set(silhouettes).size).toBe(roles.length)
  })

  it('raises the thrower’s arm above its head and puts a stick in Cross Check hands', () => {
    const thrower = new Box3().setFromBufferAttribute(build('thrower').geometry.attributes.position as never)
    const catcher = build('catcher')
    expect(thrower.max.y).toBeGreaterThan(build('lineman').height)
    expect(catcher.primitives).toBeGreaterThanOrEqual(35)
    expect(build('lineman', 'human', 'hockey').primitives).toBeGreaterThan(build('lineman').primitives)
  })

  it('draws races differently (orc tusks and horns add parts, dwarves are shorter)', () => {
    expect(build('lineman', 'orc').primitives).toBeGreaterThan(build('lineman', 'human').primitives)
    expect(build('lineman', 'dwarf').height).toBeLessThan(build('lineman', 'human').height * 0.9)
  })

  it('reads unknown roles as linemen and accepts aliases', () => {
    expect(normaliseRole('Blitzer')).toBe('blitzer')
    expect(normaliseRole('Ogre')).toBe('bigguy')
    expect(normaliseRole('big guy')).toBe('bigguy')
    expect(normaliseRole('wardancer')).toBe('lineman')
    expect(normaliseRole(undefined)).toBe('lineman')
  })
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
    for (const role of ['goalie', 'skater', 'lineman', 'blitzer'] as const) {
      const f = build(role, 'human', 'hockey')
      const pos = f.geometry.attributes.position
      let forward = -Infinity
      for (let i = 0; i < pos.count; i++) {
        const y = pos.getY(i)
        if (y > f.baseTop + 0.02 && y < f.baseTop + 0.06) forward = Math.max(forward, pos.getZ(i))
      }
      expect(forward).toBeGreaterThan(0.25)
      // Football figures carry no stick (goalies and skaters exist only on the ice).
      if (role === 'goalie' || role === 'skater') continue
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
})

// Knocked-down figures lie on their bases as the board game shows them: the base stays flat on its square (never a
// black disc on its edge), prone figures lie face up, stunned ones face down, low enough to read as down from
// above and within their square.
import { buildFigure } from '@renderer/scene/pieces/figureBuilder'
import { BODY_ATTRIBUTE } from '@renderer/scene/pieces/parts'
import {
  type LieParams,
  LIE_FLOOR,
  lieBetween,
  lieMatrix,
  liePoint,
  lyingPoses,
  STANDING,
  withLying,
} from '@renderer/scene/pieces/poses'
import { defaultPalette } from '@renderer/scene/pieces/teamColours'
import { Box3, Matrix3, MeshToonMaterial, Vector3 } from 'three'

const fig = buildFigure({ role: 'lineman', race: 'human', equipment: 'football', palette: defaultPalette(0) })
const poses = lyingPoses(fig.geometry, fig.baseTop, { core: fig.baseRadius })
const pos = fig.geometry.attributes.position
const body = fig.geometry.getAttribute(BODY_ATTRIBUTE)

/** The figure's vertices as drawn lying as `l`: the base as built, the body turned (as the shader does). */
function drawn(l: LieParams): { base: Box3; body: Box3 } {
  const base = new Box3()
  const b = new Box3()
  const v = new Vector3()
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i)
    if (body.getX(i) > 0.5) b.expandByPoint(liePoint(l, v, v))
    else base.expandByPoint(v)
  }
  return { base, body: b }
}
/** Where the figure's front (+Z, its face) and its head-up (+Y) point after the lie. */
const axes = (l: LieParams) => {
  const m = new Matrix3().setFromMatrix4(lieMatrix(l))
  return { front: new Vector3(0, 0, 1).applyMatrix3(m), up: new Vector3(0, 1, 0).applyMatrix3(m) }
}

describe('knocked-down poses', () => {
  it('leaves a standing figure as built', () => {
    expect(poses.standing).toEqual(STANDING)
    const standing = drawn(poses.standing)
    expect(standing.body.max.y).toBeCloseTo(fig.headTop, 1)
  })

  it('lays prone figures face up and stunned figures face down', () => {
    expect(axes(poses.prone).front.y).toBeGreaterThan(0.99)
    expect(axes(poses.stunned).front.y).toBeLessThan(-0.99)
  })

  it('lays them head-first in opposite directions (fallen backwards vs forwards)', () => {
    expect(axes(poses.prone).up.z).toBeLessThan(-0.99)
    expect(axes(poses.stunned).up.z).toBeGreaterThan(0.99)
  })

  it('keeps the base flat on its square and rests the body on it, centred, low, within the square', () => {
    for (const pose of ['prone', 'stunned'] as const) {
      const { base, body: b } = drawn(poses[pose])
      // The base is untouched: flat on the board, round its square's centre.
      expect(base.min.y).toBeCloseTo(0, 6)
      expect(base.max.y).toBeCloseTo(fig.baseTop, 6)
      expect((base.min.x + base.max.x) / 2).toBeCloseTo(0, 6)
      // The body lies on the base's top, centred along its length, about as low as it is wide.
      expect(b.min.y).toBeCloseTo(fig.baseTop, 6)
      expect((b.min.z + b.max.z) / 2).toBeCloseTo(0, 6)
      expect(b.max.y).toBeLessThan(fig.headTop * 0.55)
      expect(Math.max(-b.min.z, b.max.z, -b.min.x, b.max.x)).toBeLessThan(0.62)
    }
  })

  it('lays big guys on their bases too: a tail, a club or claws reaching out do not prop them up', () => {
    for (const body of ['ogre', 'troll', 'treeman', 'ratogre', 'kroxigor', 'minotaur', 'mummy'] as const) {
      const f = buildFigure({
        role: 'bigguy',
        race: 'human',
        body,
        equipment: 'football',
        palette: defaultPalette(1),
      })
      const p = lyingPoses(f.geometry, f.baseTop, { core: f.baseRadius })
      const mask = f.geometry.getAttribute(BODY_ATTRIBUTE)
      const positions = f.geometry.attributes.position
      const v = new Vector3()
      for (const pose of ['prone', 'stunned'] as const) {
        let lowest = Infinity
        let coreLow = Infinity
        let coreHigh = -Infinity
        for (let i = 0; i < positions.count; i++) {
          if (mask.getX(i) < 0.5) continue
          v.fromBufferAttribute(positions, i)
          // The core: what stands over the base (a tail or a club reaching out beyond it may stick up or lie flat).
          const core = Math.abs(v.z) <= f.baseRadius
          liePoint(p[pose], v, v)
          lowest = Math.min(lowest, v.y)
          if (!core) continue
          coreLow = Math.min(coreLow, v.y)
          coreHigh = Math.max(coreHigh, v.y)
        }
        expect([body, pose, coreLow]).toEqual([body, pose, expect.closeTo(f.baseTop, 6)])
        // Well under its standing height (a big guy's arms, club or branches keep some of it).
        expect([body, pose, coreHigh < f.headTop * 0.8]).toEqual([body, pose, true])
        // Nothing digs into the pitch: a tail that would lies flat on it.
        expect(lowest).toBeGreaterThanOrEqual(LIE_FLOOR - 1e-9)
      }
    }
  })

  it('rolls four-legged creatures and machines onto their side (a boar does not stand on its snout)', () => {
    const f = buildFigure({
      role: 'special',
      race: 'norse',
      body: 'boar',
      equipment: 'football',
      palette: defaultPalette(0),
    })
    const p = lyingPoses(f.geometry, f.baseTop, { roll: true, core: f.baseRadius })
    expect(p.prone.angleX).toBe(0)
    expect(Math.abs(p.prone.angleZ)).toBeCloseTo(Math.PI / 2, 9)
    // Its length (along the facing) stays along the facing; its height becomes its width.
    const front = new Vector3(0, 0, 1).applyMatrix3(new Matrix3().setFromMatrix4(lieMatrix(p.prone)))
    expect(front.z).toBeCloseTo(1, 9)
    const up = new Vector3(0, 1, 0).applyMatrix3(new Matrix3().setFromMatrix4(lieMatrix(p.stunned)))
    expect(Math.abs(up.x)).toBeCloseTo(1, 9)
  })

  it('blends a fall from standing to lying (the angle and shift run from zero to the pose’s)', () => {
    const half = lieBetween(poses, 'standing', 'prone', 0.5)
    expect(half.angleX).toBeCloseTo(poses.prone.angleX / 2, 9)
    expect(half.shiftZ).toBeCloseTo(poses.prone.shiftZ / 2, 9)
    expect(lieBetween(poses, 'standing', 'prone', 0)).toBe(poses.standing)
    expect(lieBetween(poses, 'standing', 'stunned', 1)).toBe(poses.stunned)
  })

  it('matches the matrix form to the point form (own models use the matrix)', () => {
    const v = new Vector3(0.1, 0.6, 0.05)
    const byPoint = liePoint(poses.stunned, v.clone())
    const byMatrix = v.clone().applyMatrix4(lieMatrix(poses.stunned))
    expect(byMatrix.distanceTo(byPoint)).toBeLessThan(1e-9)
  })

  it('patches a material’s vertex shader to turn the body by the instance’s lie, normals too', () => {
    const material = withLying(new MeshToonMaterial(), 'test')
    const shader = {
      vertexShader: 'void main() {\n#include <beginnormal_vertex>\n#include <begin_vertex>\n}',
      fragmentShader: 'void main() {}',
      uniforms: {},
    }
    material.onBeforeCompile(shader as never, null as never)
    expect(shader.vertexShader).toContain('attribute float aBody;')
    expect(shader.vertexShader).toContain('attribute vec4 aLie;')
    expect(shader.vertexShader).toContain('attribute vec3 aLieShift;')
    expect(shader.vertexShader).toContain('transformed = pitchsideLie(transformed, 1.0);')
    expect(shader.vertexShader).toContain('objectNormal = pitchsideLie(objectNormal, 0.0);')
    expect(material.customProgramCacheKey()).toContain('lying:test')
  })
})

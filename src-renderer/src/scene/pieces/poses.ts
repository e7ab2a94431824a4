// How a knocked-down figure lies, as the board game shows it: the base stays flat on its square and the figure
// lies on it — prone face up (fallen backwards), stunned face down (fallen forwards) — so from above a downed
// player reads as a player lying on his base, never as the black underside of a tipped base.
//
// A figure's geometry marks its body (parts.ts, `aBody`). A lie is a turn of the body about the X axis (a creature
// or a machine: the Z axis, onto its side) through the base's top, then a shift that rests it on the base's top and
// centres it on the square (`LieParams`, per figure look and pose). The instanced figures get it per instance
// (`aLie`, `aLieShift`), applied in the vertex shader by `withLying` — to the paint material and to the shadow and
// depth materials alike, so shadows and photo focus lie down too — which keeps one draw call per look. Own models
// (separate meshes) use `lieMatrix`, the same maths on the CPU, which the tests also read.
import { type BufferGeometry, type Material, Matrix4, Vector3 } from 'three'
import { BODY_ATTRIBUTE } from './parts'
import type { Pose } from './placement'

/** The per-instance attributes: (turn round X, turn round Z, pivotY, unused) and the shift (x, y, z) after it. */
export const LIE_ATTRIBUTE = 'aLie'
export const LIE_SHIFT_ATTRIBUTE = 'aLieShift'

export interface LieParams {
  /** Turn round X (radians): −π/2 prone (the face, +Z, turns up), +π/2 stunned (face down); 0 standing. */
  readonly angleX: number
  /** Turn round Z (radians): four-legged creatures and machines fall on their side instead. */
  readonly angleZ: number
  /** Height of the pivot (the base's top). */
  readonly pivotY: number
  /** After the turn: the move that rests the body on the base, centred on the square. */
  readonly shiftX: number
  readonly shiftY: number
  readonly shiftZ: number
}

/** The lowest a lying body's point goes: just above the pitch. */
export const LIE_FLOOR = 0.004

export const STANDING: LieParams = { angleX: 0, angleZ: 0, pivotY: 0, shiftX: 0, shiftY: 0, shiftZ: 0 }

export type LyingPoses = Readonly<Record<Pose, LieParams>>

/** The body's point `p` turned as the lie `l` turns it about its pivot, before the shift. */
function turnPoint(l: LieParams, p: Vector3, out: Vector3): Vector3 {
  const cx = Math.cos(l.angleX)
  const sx = Math.sin(l.angleX)
  const cz = Math.cos(l.angleZ)
  const sz = Math.sin(l.angleZ)
  // Round X, about the pivot...
  const y0 = p.y - l.pivotY
  const y1 = y0 * cx - p.z * sx
  const z1 = y0 * sx + p.z * cx
  // ...then round Z.
  return out.set(p.x * cz - y1 * sz, p.x * sz + y1 * cz + l.pivotY, z1)
}

/** The body's point `p` (figure frame) after the lie `l` (the vertex shader does the same). */
export function liePoint(l: LieParams, p: Vector3, out = new Vector3()): Vector3 {
  turnPoint(l, p, out)
  out.x += l.shiftX
  out.y += l.shiftY
  out.z += l.shiftZ
  // Whatever a lying figure would push into the pitch (a tail, a claw) lies flat on it instead.
  if (l.angleX !== 0 || l.angleZ !== 0) out.y = Math.max(out.y, LIE_FLOOR)
  return out
}

/** The lie as a matrix (own models' parts; tests). */
export function lieMatrix(l: LieParams): Matrix4 {
  return new Matrix4()
    .makeTranslation(l.shiftX, l.pivotY + l.shiftY, l.shiftZ)
    .multiply(new Matrix4().makeRotationZ(l.angleZ))
    .multiply(new Matrix4().makeRotationX(l.angleX))
    .multiply(new Matrix4().makeTranslation(0, -l.pivotY, 0))
}

/**
 * The lies of a figure: for its body points (`aBody`; every point above `baseTop` when the geometry marks none)
 * the turn for each pose — face up and face down for a person, on one side or the other for a four-legged creature
 * or a machine (`roll`) — and the shift that rests the body's core on the base's top, centred on the square. The
 * core is what stands over the base (within `core` of its centre, front to back or side to side as it falls): a
 * tail, a club or claws reaching out would otherwise prop the figure up off its base.
 */
export function lyingPoses(
  geometry: BufferGeometry,
  baseTop: number,
  options: { roll?: boolean; core?: number } = {},
): LyingPoses {
  const pos = geometry.attributes.position
  const mask = geometry.getAttribute(BODY_ATTRIBUTE)
  const core = options.core ?? Infinity
  const lie = (angle: number): LieParams => {
    const turned: LieParams = {
      ...STANDING,
      angleX: options.roll ? 0 : angle,
      angleZ: options.roll ? angle : 0,
      pivotY: baseTop,
    }
    const v = new Vector3()
    let minY = Infinity
    let minH = Infinity
    let maxH = -Infinity
    for (let i = 0; i < pos.count; i++) {
      if (mask ? mask.getX(i) < 0.5 : pos.getY(i) <= baseTop) continue
      v.fromBufferAttribute(pos, i)
      if (Math.abs(options.roll ? v.x : v.z) > core) continue
      turnPoint(turned, v, v)
      minY = Math.min(minY, v.y)
      const h = options.roll ? v.x : v.z
      minH = Math.min(minH, h)
      maxH = Math.max(maxH, h)
    }
    if (minY === Infinity) return turned
    const centre = -(minH + maxH) / 2
    return {
      ...turned,
      shiftY: baseTop - minY,
      shiftX: options.roll ? centre : 0,
      shiftZ: options.roll ? 0 : centre,
    }
  }
  return { standing: STANDING, prone: lie(-Math.PI / 2), stunned: lie(Math.PI / 2) }
}

/** Between two poses (a fall, standing up): the turns and the shift blended, `t` from 0 (`from`) to 1 (`to`). */
export function lieBetween(poses: LyingPoses, from: Pose, to: Pose, t: number): LieParams {
  if (from === to || t >= 1) return poses[to]
  if (t <= 0) return poses[from]
  const a = poses[from]
  const b = poses[to]
  const mix = (x: number, y: number): number => x + (y - x) * t
  return {
    angleX: mix(a.angleX, b.angleX),
    angleZ: mix(a.angleZ, b.angleZ),
    pivotY: mix(a.pivotY, b.pivotY),
    shiftX: mix(a.shiftX, b.shiftX),
    shiftY: mix(a.shiftY, b.shiftY),
    shiftZ: mix(a.shiftZ, b.shiftZ),
  }
}

// The vertex shader's lie: body vertices (aBody = 1) turn round X then Z about the pivot and shift (w = 1), kept
// above the pitch; normals only turn (w = 0). The same maths as liePoint.
const LIE_HEAD = `attribute float ${BODY_ATTRIBUTE};
attribute vec4 ${LIE_ATTRIBUTE};
attribute vec3 ${LIE_SHIFT_ATTRIBUTE};
vec3 pitchsideLie(vec3 p, float w) {
  if (${BODY_ATTRIBUTE} < 0.5 || (${LIE_ATTRIBUTE}.x == 0.0 && ${LIE_ATTRIBUTE}.y == 0.0)) return p;
  float cx = cos(${LIE_ATTRIBUTE}.x);
  float sx = sin(${LIE_ATTRIBUTE}.x);
  float cz = cos(${LIE_ATTRIBUTE}.y);
  float sz = sin(${LIE_ATTRIBUTE}.y);
  float y0 = p.y - ${LIE_ATTRIBUTE}.z * w;
  float y1 = y0 * cx - p.z * sx;
  float z1 = y0 * sx + p.z * cx;
  vec3 q = vec3(p.x * cz - y1 * sz, p.x * sz + y1 * cz, z1);
  q += (${LIE_SHIFT_ATTRIBUTE} + vec3(0.0, ${LIE_ATTRIBUTE}.z, 0.0)) * w;
  if (w > 0.5) q.y = max(q.y, ${LIE_FLOOR.toFixed(3)});
  return q;
}
void main() {`

/**
 * Makes `material` draw lying figures: its vertex shader turns each instance's body by the instance's `aLie`
 * (meshes without the attributes are unchanged: a missing attribute reads as zero). Chains any onBeforeCompile
 * the material already has; `key` keeps the program apart from unpatched ones.
 */
export function withLying<M extends Material>(material: M, key: string): M {
  const before = material.onBeforeCompile.bind(material)
  material.onBeforeCompile = (shader, renderer) => {
    before(shader, renderer)
    shader.vertexShader = shader.vertexShader
      .replace('void main() {', LIE_HEAD)
      .replace(
        '#include <begin_vertex>',
        '#include <begin_vertex>\ntransformed = pitchsideLie(transformed, 1.0);',
      )
    if (shader.vertexShader.includes('#include <beginnormal_vertex>'))
      shader.vertexShader = shader.vertexShader.replace(
        '#include <beginnormal_vertex>',
        '#include <beginnormal_vertex>\nobjectNormal = pitchsideLie(objectNormal, 0.0);',
      )
  }
  const cacheKey = material.customProgramCacheKey.bind(material)
  material.customProgramCacheKey = () => `${cacheKey()}|lying:${key}`
  return material
}

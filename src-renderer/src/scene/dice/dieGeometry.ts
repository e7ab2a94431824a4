// Die meshes built in code: a cube (D6 and block dice) and an octahedron (D8), each face mapped to its cell of
// the kind's print atlas (dieFaces.ts), so one texture and one instanced mesh draw every die of a kind.
import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three'
import type { DieKind } from '../animation/types'
import { CUBE_FACES, type FaceFrame, OCTA_FACES } from './dieShapes'

/**
 * Edge of a cube die in world units (a square is 1): about half a square, as a real die on a printed board, so a
 * roll lies beside the figures on the squares round the action and still reads from the default camera.
 */
export const DIE_SIZE = 0.55
/** Centre to centre of two dice of a row on the board. */
export const DIE_STEP = DIE_SIZE * 1.35
/** The D8's circumradius: about the same bulk as the cube. */
export const D8_RADIUS = DIE_SIZE * 0.78

/** Atlas grid per kind: columns × rows of face cells, cell i = value i + 1. */
export function atlasGrid(kind: DieKind): { cols: number; rows: number } {
  return kind === 'd8' ? { cols: 4, rows: 2 } : { cols: 3, rows: 2 }
}

/** A cell-local (s, t) in 0..1 (t = 1 at the print's top) → atlas UV (CanvasTexture flips Y: v = 1 is the top). */
export function cellUv(kind: DieKind, value: number, s: number, t: number): [number, number] {
  const { cols, rows } = atlasGrid(kind)
  const i = value - 1
  const col = i % cols
  const row = Math.floor(i / cols)
  return [(col + s) / cols, 1 - (row + 1 - t) / rows]
}

class Builder {
  readonly pos: number[] = []
  readonly nor: number[] = []
  readonly uv: number[] = []
  tri(face: FaceFrame, pts: Vector3[], uvs: [number, number][]): void {
    // Counter-clockwise seen from outside.
    const n = new Vector3().subVectors(pts[1], pts[0]).cross(new Vector3().subVectors(pts[2], pts[0]))
    const order = n.dot(face.normal) >= 0 ? [0, 1, 2] : [0, 2, 1]
    for (const k of order) {
      this.pos.push(pts[k].x, pts[k].y, pts[k].z)
      this.nor.push(face.normal.x, face.normal.y, face.normal.z)
      this.uv.push(uvs[k][0], uvs[k][1])
    }
  }
  build(): BufferGeometry {
    const g = new BufferGeometry()
    g.setAttribute('position', new Float32BufferAttribute(this.pos, 3))
    g.setAttribute('normal', new Float32BufferAttribute(this.nor, 3))
    g.setAttribute('uv', new Float32BufferAttribute(this.uv, 2))
    g.computeBoundingSphere()
    return g
  }
}

function cube(kind: DieKind): BufferGeometry {
  const b = new Builder()
  const h = DIE_SIZE / 2
  for (const f of CUBE_FACES) {
    const right = new Vector3().crossVectors(f.up, f.normal)
    const corner = (s: number, t: number): Vector3 =>
      f.normal
        .clone()
        .multiplyScalar(h)
        .addScaledVector(right, s * h)
        .addScaledVector(f.up, t * h)
    const uv = (s: number, t: number) => cellUv(kind, f.value, (s + 1) / 2, (t + 1) / 2)
    b.tri(f, [corner(-1, -1), corner(1, -1), corner(1, 1)], [uv(-1, -1), uv(1, -1), uv(1, 1)])
    b.tri(f, [corner(-1, -1), corner(1, 1), corner(-1, 1)], [uv(-1, -1), uv(1, 1), uv(-1, 1)])
  }
  return b.build()
}

/** Where a D8 face's three corners sit in its cell: apex at the top, the base along the bottom. */
export const D8_CELL = { apex: [0.5, 0.95], left: [0.05, 0.17], right: [0.95, 0.17] } as const

function octahedron(): BufferGeometry {
  const b = new Builder()
  const r = D8_RADIUS
  for (const f of OCTA_FACES) {
    const sx = Math.sign(f.normal.x)
    const sy = Math.sign(f.normal.y)
    const sz = Math.sign(f.normal.z)
    const apex = new Vector3(0, sy * r, 0)
    const px = new Vector3(sx * r, 0, 0)
    const pz = new Vector3(0, 0, sz * r)
    const centre = new Vector3()
      .add(apex)
      .add(px)
      .add(pz)
      .multiplyScalar(1 / 3)
    const right = new Vector3().crossVectors(f.up, f.normal)
    const xIsRight = px.clone().sub(centre).dot(right) > 0
    const cell = (c: readonly [number, number]) => cellUv('d8', f.value, c[0], c[1])
    b.tri(
      f,
      [apex, px, pz],
      [
        cell(D8_CELL.apex),
        cell(xIsRight ? D8_CELL.right : D8_CELL.left),
        cell(xIsRight ? D8_CELL.left : D8_CELL.right),
      ],
    )
  }
  return b.build()
}

export function buildDieGeometry(kind: DieKind): BufferGeometry {
  return kind === 'd8' ? octahedron() : cube(kind)
}

/** Height of the die's centre above the surface it rests on. */
export function restHeight(kind: DieKind): number {
  // An octahedron on a face: its centre is at the inradius r/√3.
  return kind === 'd8' ? D8_RADIUS / Math.sqrt(3) : DIE_SIZE / 2
}

// What is under the pointer: the square (the pointer's ray against the board's top plane) and the piece (the ray
// against the instanced figures, mapped back through each batch's instance → piece id list; failing that, the
// piece standing on the square hit, so thin figures seen from above are easy to click). A figure hit also reports
// the square the ray meets behind him: from a low camera a figure stands over the squares beyond him, and a click
// that means nothing for him may mean that square (stores/play.ts). Pure maths over three.js objects, no WebGL, so
// it is unit-tested in Node.
import { type Camera, type Object3D, Plane, Raycaster, Vector2, Vector3 } from 'three'
import { type BoardLayout, worldToSquare } from './boards/layout'

export interface Square {
  readonly x: number
  readonly y: number
}

export interface PickResult {
  readonly square: Square | null
  readonly pieceId: number | null
  /** On a figure hit: the board's square the ray meets behind him, where that is not his own square. */
  readonly behind?: Square
}

export const NOTHING: PickResult = { square: null, pieceId: null }

/** CSS pixel → normalised device coordinates (−1..1, y up) for a canvas of `width` × `height` CSS pixels. */
export function cssToNdc(
  cssX: number,
  cssY: number,
  width: number,
  height: number,
  out = new Vector2(),
): Vector2 {
  return out.set((cssX / Math.max(1, width)) * 2 - 1, -(cssY / Math.max(1, height)) * 2 + 1)
}

const BOARD_PLANE = new Plane(new Vector3(0, 1, 0), 0)

/** Where the ray meets the board's top (y = 0), or null if it never does (looking up or parallel). */
export function boardPoint(raycaster: Raycaster, out = new Vector3()): Vector3 | null {
  return raycaster.ray.intersectPlane(BOARD_PLANE, out)
}

export interface PickSources {
  readonly layout: BoardLayout
  /** Instanced figure meshes to test, nearest hit wins. */
  readonly figures: readonly Object3D[]
  /** Instance → piece id for a hit on a figure mesh. */
  pieceIdAt(mesh: unknown, instanceId: number | undefined): number | null
  /** The square piece `id` stands on, and the piece on a square (from the view), or null. */
  squareOf(id: number): Square | null
  occupant(square: Square): number | null
}

/** Picks through `camera` at NDC `ndc`. A figure hit reports that figure's own square. */
export function pick(
  camera: Camera,
  ndc: Vector2,
  sources: PickSources,
  raycaster = new Raycaster(),
): PickResult {
  raycaster.setFromCamera(ndc, camera)
  const hits = raycaster.intersectObjects(sources.figures as Object3D[], false)
  const p = boardPoint(raycaster)
  const ground = p ? worldToSquare(sources.layout, p.x, p.z) : null
  for (const hit of hits) {
    const id = sources.pieceIdAt(hit.object, hit.instanceId)
    if (id === null) continue
    const square = sources.squareOf(id)
    const behind = ground && (!square || ground.x !== square.x || ground.y !== square.y) ? ground : null
    return behind ? { square, pieceId: id, behind } : { square, pieceId: id }
  }
  if (!ground) return NOTHING
  return { square: ground, pieceId: sources.occupant(ground) }
}

// One drawable look of a piece, built once and shared by every piece that looks the same: a procedural figure
// painted by its scheme (one vertex-coloured geometry), or an own model on a procedural base (the base plus the
// model's parts, fitted to the base). With how it lies when knocked down (poses.ts) and its size for rings and
// plates.
import { BufferAttribute, BufferGeometry, type Material, type Matrix4, type Vector3 } from 'three'
import { isCreature } from './creatures'
import { buildBase, buildFigure } from './figureBuilder'
import { fitModel } from './modelFit'
import type { ResolvedLook } from './pieceLooks'
import { hexColour } from './schemePaint'
import type { FigureKey } from './placement'
import { type LyingPoses, lyingPoses } from './poses'
import { BODY_ATTRIBUTE } from './parts'

export interface FigurePart {
  readonly geometry: BufferGeometry
  /** null: the shared paint material (vertex colours). */
  readonly material: Material | null
  /** The part's place in the piece's frame; null = identity. */
  readonly local: Matrix4 | null
  /**
   * How the part lies down with a knocked-down piece: 'shader' (a procedural figure: its body turns in the vertex
   * shader, its base stays), 'matrix' (an own model's mesh: turned whole on the CPU), 'never' (a model's base).
   */
  readonly lies: 'shader' | 'matrix' | 'never'
}

export interface CachedFigure {
  readonly parts: readonly FigurePart[]
  /** Top of the head (or the model) above the board. */
  readonly height: number
  readonly baseRadius: number
  /** Height of the base's top (where a carried ball rests). */
  readonly baseTop: number
  /** How the body lies in each pose (the base stays flat on the square). */
  readonly lie: LyingPoses
  /** True for an own model. */
  readonly model: boolean
  /** Frees the geometries this look built (a model's own parts belong to its template). */
  dispose(): void
}

export function buildCachedFigure(key: FigureKey, look: ResolvedLook): CachedFigure {
  const { paint, model } = look
  const figure = buildFigure({
    ...key,
    palette: paint.palette,
    // A scheme's skin, else the creature's own (an Ogre in a Human team is not painted human-pink).
    skin: paint.skin ?? hexColour(key.skin),
    finish: paint.finish,
  })
  if (!model) {
    return {
      parts: [{ geometry: figure.geometry, material: null, local: null, lies: 'shader' }],
      height: figure.height,
      baseRadius: figure.baseRadius,
      baseTop: figure.baseTop,
      // A person falls on his back or front; a creature or a machine on its side.
      lie: lyingPoses(figure.geometry, figure.baseTop, {
        roll: isCreature(key.body),
        core: figure.baseRadius,
      }),
      model: false,
      dispose: () => figure.geometry.dispose(),
    }
  }
  // The procedural figure only says how big the model should stand; its base is built on its own.
  figure.geometry.dispose()
  const base = buildBase(key.role, paint.palette.rim, key.equipment, paint.finish, key.body)
  const fit = fitModel(model.template.bounds, model.adjust, {
    height: figure.height,
    baseRadius: base.baseRadius,
    baseTop: base.baseTop,
  })
  const parts: FigurePart[] = [{ geometry: base.geometry, material: null, local: null, lies: 'never' }]
  for (const part of model.template.parts) {
    parts.push({
      geometry: part.geometry,
      material: part.material,
      local: fit.matrix.clone().multiply(part.matrix),
      lies: 'matrix',
    })
  }
  // The model lies as its fitted bounding box would.
  const outline = outlineOf(fit.bounds.min, fit.bounds.max)
  const lie = lyingPoses(outline, base.baseTop)
  outline.dispose()
  return {
    parts,
    height: Math.max(fit.top, base.baseTop),
    baseRadius: base.baseRadius,
    baseTop: base.baseTop,
    lie,
    model: true,
    dispose: () => base.geometry.dispose(),
  }
}

/** The corners of a box, marked as the body, as a geometry lyingPoses can read. */
function outlineOf(min: Vector3, max: Vector3): BufferGeometry {
  const points: number[] = []
  for (const x of [min.x, max.x])
    for (const y of [min.y, max.y]) for (const z of [min.z, max.z]) points.push(x, y, z)
  const g = new BufferGeometry()
  g.setAttribute('position', new BufferAttribute(new Float32Array(points), 3))
  g.setAttribute(BODY_ATTRIBUTE, new BufferAttribute(new Float32Array(8).fill(1), 1))
  return g
}

// One drawable look of a piece, built once and shared by every piece that looks the same: a procedural figure
// painted by its scheme (one vertex-coloured geometry), or an own model on a procedural base (the base plus the
// model's parts, fitted to the base). With its rest matrices for lying down and its size for rings and plates.
import { BufferAttribute, BufferGeometry, type Material, Matrix4, type Vector3 } from 'three'
import { buildBase, buildFigure } from './figureBuilder'
import { fitModel } from './modelFit'
import type { ResolvedLook } from './pieceLooks'
import type { FigureKey, Pose } from './placement'
import { restMatrix } from './poses'

export interface FigurePart {
  readonly geometry: BufferGeometry
  /** null: the shared paint material (vertex colours). */
  readonly material: Material | null
  /** The part's place in the piece's frame; null = identity. */
  readonly local: Matrix4 | null
}

export interface CachedFigure {
  readonly parts: readonly FigurePart[]
  /** Top of the head (or the model) above the board. */
  readonly height: number
  readonly baseRadius: number
  /** Height of the base's top (where a carried ball rests). */
  readonly baseTop: number
  readonly rest: Record<Pose, Matrix4>
  /** Inverses of `rest`: an instance matrix times one gives the square-centre frame back. */
  readonly unrest: Record<Pose, Matrix4>
  /** True for an own model. */
  readonly model: boolean
  /** Frees the geometries this look built (a model's own parts belong to its template). */
  dispose(): void
}

function restsOf(geometry: BufferGeometry, baseRadius: number): Pick<CachedFigure, 'rest' | 'unrest'> {
  const rest: Record<Pose, Matrix4> = {
    standing: new Matrix4(),
    prone: restMatrix(geometry, 'prone', baseRadius),
    stunned: restMatrix(geometry, 'stunned', baseRadius),
  }
  const unrest: Record<Pose, Matrix4> = {
    standing: new Matrix4(),
    prone: rest.prone.clone().invert(),
    stunned: rest.stunned.clone().invert(),
  }
  return { rest, unrest }
}

export function buildCachedFigure(key: FigureKey, look: ResolvedLook): CachedFigure {
  const { paint, model } = look
  const figure = buildFigure({
    ...key,
    palette: paint.palette,
    skin: paint.skin ?? undefined,
    finish: paint.finish,
  })
  if (!model) {
    return {
      parts: [{ geometry: figure.geometry, material: null, local: null }],
      height: figure.height,
      baseRadius: figure.baseRadius,
      baseTop: figure.baseTop,
      ...restsOf(figure.geometry, figure.baseRadius),
      model: false,
      dispose: () => figure.geometry.dispose(),
    }
  }
  // The procedural figure only says how big the model should stand; its base is built on its own.
  figure.geometry.dispose()
  const base = buildBase(key.role, paint.palette.rim, key.equipment, paint.finish)
  const fit = fitModel(model.template.bounds, model.adjust, {
    height: figure.height,
    baseRadius: base.baseRadius,
    baseTop: base.baseTop,
  })
  const parts: FigurePart[] = [{ geometry: base.geometry, material: null, local: null }]
  for (const part of model.template.parts) {
    parts.push({
      geometry: part.geometry,
      material: part.material,
      local: fit.matrix.clone().multiply(part.matrix),
    })
  }
  // Lying poses are worked out on the base and the fitted model's bounding box.
  const outline = outlineOf(base.geometry, fit.bounds.min, fit.bounds.max)
  const rests = restsOf(outline, base.baseRadius)
  outline.dispose()
  return {
    parts,
    height: Math.max(fit.top, base.baseTop),
    baseRadius: base.baseRadius,
    baseTop: base.baseTop,
    ...rests,
    model: true,
    dispose: () => base.geometry.dispose(),
  }
}

/** The base's points plus the corners of a box, as a geometry restMatrix can read. */
function outlineOf(base: BufferGeometry, min: Vector3, max: Vector3): BufferGeometry {
  const pos = base.attributes.position
  const points = new Float32Array((pos.count + 8) * 3)
  points.set(pos.array as ArrayLike<number>)
  let i = pos.count * 3
  for (const x of [min.x, max.x])
    for (const y of [min.y, max.y])
      for (const z of [min.z, max.z]) {
        points.set([x, y, z], i)
        i += 3
      }
  const g = new BufferGeometry()
  g.setAttribute('position', new BufferAttribute(points, 3))
  return g
}

// Checks a painter's model file before anything is stored: the size limit first (before parsing a byte), then
// the format (GLB, or .gltf JSON with its buffers embedded as data: URIs — a .gltf that points at other files
// cannot come with them, and main never reads paths named inside a model), then what it would draw: at least one
// mesh with triangles, and no more triangles than the budget. The result is always a GLB, so the data folder
// holds one format.
import { getBounds, Logger, NodeIO, Primitive, type Document, type Mesh } from '@gltf-transform/core'
import { MAX_MODEL_BYTES, MAX_MODEL_TRIANGLES, type ModelBounds } from '@shared/showcase/model'

export type ModelProblem = 'malformed' | 'too-large' | 'over-budget' | 'no-mesh'

export class ModelError extends Error {
  constructor(
    readonly reason: ModelProblem,
    message: string,
  ) {
    super(message)
    this.name = 'ModelError'
  }
}

export interface ModelLimits {
  readonly maxBytes: number
  readonly maxTriangles: number
}

export const DEFAULT_MODEL_LIMITS: ModelLimits = {
  maxBytes: MAX_MODEL_BYTES,
  maxTriangles: MAX_MODEL_TRIANGLES,
}

export interface InspectedModel {
  /** The model as a GLB: the bytes given when they were one, else the .gltf rewritten as a GLB. */
  readonly glb: Uint8Array
  readonly triangles: number
  readonly meshes: number
  readonly bounds: ModelBounds
}

const GLB_MAGIC = 0x46546c67 // 'glTF', little-endian

const megabytes = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`

export async function inspectModel(
  bytes: Uint8Array,
  limits: ModelLimits = DEFAULT_MODEL_LIMITS,
): Promise<InspectedModel> {
  if (bytes.byteLength > limits.maxBytes) {
    throw new ModelError(
      'too-large',
      `The model file is ${megabytes(bytes.byteLength)}; the limit is ${megabytes(limits.maxBytes)}.`,
    )
  }
  // Problems are reported as a ModelError; the library's own console warnings would only be noise in main's log.
  const io = new NodeIO().setLogger(new Logger(Logger.Verbosity.SILENT))
  const isGlb =
    bytes.byteLength >= 12 && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === GLB_MAGIC
  if (isGlb) checkGlbLength(bytes)
  let doc: Document
  try {
    doc = isGlb
      ? await io.readBinary(bytes)
      : await io.readJSON({ json: parseGltfJson(bytes), resources: {} })
  } catch (error) {
    if (error instanceof ModelError) throw error
    throw new ModelError(
      'malformed',
      `The file is not a readable glTF/GLB model (${(error as Error).message ?? String(error)}).`,
    )
  }
  const { triangles, meshes } = countDrawn(doc)
  if (meshes === 0 || triangles === 0) {
    throw new ModelError('no-mesh', 'The model has no mesh with triangles to draw (at least one is needed).')
  }
  if (triangles > limits.maxTriangles) {
    throw new ModelError(
      'over-budget',
      `The model has ${triangles} triangles; the budget is ${limits.maxTriangles}. Decimate it and try again.`,
    )
  }
  const glb = isGlb ? bytes : await io.writeBinary(doc)
  return { glb, triangles, meshes, bounds: boundsOf(doc) }
}

/**
 * A GLB states its own length and its chunks' lengths. The reader does not insist on them, and a file cut short
 * in its binary chunk would otherwise read as a model with garbage (or zeroed) geometry; a copy cut short is the
 * commonest broken file, so it is refused here.
 */
function checkGlbLength(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const declared = view.getUint32(8, true)
  if (declared !== bytes.byteLength) {
    throw new ModelError(
      'malformed',
      `The GLB file is cut short or padded: its header says ${declared} bytes, the file has ${bytes.byteLength}.`,
    )
  }
  let offset = 12
  while (offset < bytes.byteLength) {
    if (offset + 8 > bytes.byteLength)
      throw new ModelError('malformed', 'The GLB file ends inside a chunk header.')
    const length = view.getUint32(offset, true)
    if (offset + 8 + length > bytes.byteLength) {
      throw new ModelError('malformed', 'The GLB file ends inside one of its chunks (it is cut short).')
    }
    offset += 8 + length
  }
}

function parseGltfJson(bytes: Uint8Array): never | ReturnType<typeof JSON.parse> {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new ModelError('malformed', 'The file is neither a GLB (binary glTF) nor glTF JSON.')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ModelError('malformed', 'The file is JSON but not a glTF model.')
  }
  const uris = [
    ...(((json as { buffers?: { uri?: unknown }[] }).buffers ?? []) as { uri?: unknown }[]),
    ...(((json as { images?: { uri?: unknown }[] }).images ?? []) as { uri?: unknown }[]),
  ]
    .map((b) => b?.uri)
    .filter((uri): uri is string => typeof uri === 'string')
  const external = uris.find((uri) => !uri.startsWith('data:'))
  if (external !== undefined) {
    throw new ModelError(
      'malformed',
      `The .gltf refers to another file (${external.slice(0, 80)}); export it as a single .glb instead.`,
    )
  }
  return json
}

/** Triangles of one mesh, over its primitives (points and lines draw none). */
function meshTriangles(mesh: Mesh): number {
  let total = 0
  for (const prim of mesh.listPrimitives()) {
    const count = prim.getIndices()?.getCount() ?? prim.getAttribute('POSITION')?.getCount() ?? 0
    const mode = prim.getMode()
    if (mode === Primitive.Mode.TRIANGLES) total += Math.floor(count / 3)
    else if (mode === Primitive.Mode.TRIANGLE_STRIP || mode === Primitive.Mode.TRIANGLE_FAN) {
      total += Math.max(0, count - 2)
    }
  }
  return total
}

/**
 * What the model draws: every node that holds a mesh counts that mesh's triangles (a mesh used by three nodes
 * is drawn three times). A file whose meshes no node uses still counts them once, as a viewer would show them.
 */
function countDrawn(doc: Document): { triangles: number; meshes: number } {
  const root = doc.getRoot()
  const meshNodes = root.listNodes().filter((n) => n.getMesh() !== null)
  if (meshNodes.length > 0) {
    const used = new Set(meshNodes.map((n) => n.getMesh()))
    return {
      triangles: meshNodes.reduce((sum, n) => sum + meshTriangles(n.getMesh() as Mesh), 0),
      meshes: used.size,
    }
  }
  const meshes = root.listMeshes()
  return { triangles: meshes.reduce((sum, m) => sum + meshTriangles(m), 0), meshes: meshes.length }
}

function boundsOf(doc: Document): ModelBounds {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0]
  if (scene) {
    const { min, max } = getBounds(scene)
    if ([...min, ...max].every(Number.isFinite)) return { min: [...min], max: [...max] } as ModelBounds
  }
  return { min: [0, 0, 0], max: [0, 0, 0] }
}

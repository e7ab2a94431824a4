// Test models made at test time with @gltf-transform/core: a unit box (12 triangles), a grid with as many
// triangles as asked, a file padded past a size, a model without a mesh, and a .gltf with embedded buffers.
import { Document, NodeIO, type Mesh } from '@gltf-transform/core'

const io = new NodeIO()

function meshOf(doc: Document, positions: Float32Array, indices: Uint32Array): Mesh {
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer()
  const position = doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer)
  const index = doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer)
  const prim = doc.createPrimitive().setAttribute('POSITION', position).setIndices(index)
  return doc.createMesh('piece').addPrimitive(prim)
}

function sceneWith(doc: Document, mesh: Mesh | null): void {
  const node = doc.createNode('piece')
  if (mesh) node.setMesh(mesh)
  doc.createScene('scene').addChild(node)
}

/** A unit box centred on the origin: 8 corners, 12 triangles. */
export function boxDocument(): Document {
  const doc = new Document()
  const p: number[] = []
  for (const x of [-0.5, 0.5]) for (const y of [-0.5, 0.5]) for (const z of [-0.5, 0.5]) p.push(x, y, z)
  // Corner index = x*4 + y*2 + z; two triangles per face.
  const faces = [
    [0, 1, 3, 2],
    [4, 6, 7, 5],
    [0, 4, 5, 1],
    [2, 3, 7, 6],
    [0, 2, 6, 4],
    [1, 5, 7, 3],
  ]
  const idx = faces.flatMap(([a, b, c, d]) => [a, b, c, a, c, d])
  sceneWith(doc, meshOf(doc, new Float32Array(p), new Uint32Array(idx)))
  return doc
}

export async function boxGlb(): Promise<Uint8Array> {
  return io.writeBinary(boxDocument())
}

/** A flat strip of `triangles` triangles (indexed), to test the triangle budget. */
export async function gridGlb(triangles: number): Promise<Uint8Array> {
  const doc = new Document()
  const quads = Math.ceil(triangles / 2)
  const p = new Float32Array((quads + 1) * 2 * 3)
  for (let i = 0; i <= quads; i++) p.set([i, 0, 0, i, 0, 1], i * 6)
  const idx: number[] = []
  for (let i = 0; i < quads; i++) {
    const a = i * 2
    idx.push(a, a + 1, a + 2)
    if (idx.length / 3 < triangles) idx.push(a + 1, a + 3, a + 2)
  }
  sceneWith(doc, meshOf(doc, p, new Uint32Array(idx)))
  return io.writeBinary(doc)
}

/** A valid box GLB carrying an unused buffer of `extraBytes`, to go past a size limit. */
export async function paddedBoxGlb(extraBytes: number): Promise<Uint8Array> {
  const doc = boxDocument()
  const buffer = doc.getRoot().listBuffers()[0]
  doc.createAccessor('padding').setType('SCALAR').setArray(new Uint8Array(extraBytes)).setBuffer(buffer)
  return io.writeBinary(doc)
}

/** A GLB with a scene and a node but no mesh. */
export async function emptyGlb(): Promise<Uint8Array> {
  const doc = new Document()
  doc.createBuffer()
  sceneWith(doc, null)
  return io.writeBinary(doc)
}

/** The box as .gltf JSON with its buffer embedded as a data: URI. */
export async function boxGltfJson(): Promise<Uint8Array> {
  const { json, resources } = await io.writeJSON(boxDocument())
  for (const buffer of json.buffers ?? []) {
    const data = resources[buffer.uri as string]
    buffer.uri = `data:application/octet-stream;base64,${Buffer.from(data).toString('base64')}`
  }
  return new TextEncoder().encode(JSON.stringify(json))
}

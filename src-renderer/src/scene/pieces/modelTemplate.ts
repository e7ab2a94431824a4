// An own model (glTF/GLB) ready to draw: its meshes flattened into parts (geometry, material and the part's
// matrix in the model's frame) and its bounds. One template per stored file, shared by every piece and every
// adjustment that uses it; PieceLayer draws each part as an instanced mesh. Loaded with three's GLTFLoader
// from bytes the renderer already has (models.file), so no network is ever touched.
import {
  Box3,
  type BufferGeometry,
  type Material,
  type Matrix4,
  type Mesh,
  type Object3D,
  TextureLoader,
} from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { disposeMaterial } from '../dispose'

export interface ModelPart {
  readonly geometry: BufferGeometry
  readonly material: Material
  /** The mesh's place in the model's own frame. */
  readonly matrix: Matrix4
}

export interface ModelTemplate {
  /** The stored file's hash: equal hashes are the same model. */
  readonly hash: string
  readonly parts: readonly ModelPart[]
  /** Bounds of every part in the model's frame. */
  readonly bounds: Box3
  readonly triangles: number
  dispose(): void
}

/** Flattens a loaded scene into parts (skins and morphs are drawn in their rest pose). */
export function templateFromScene(hash: string, root: Object3D): ModelTemplate {
  root.updateMatrixWorld(true)
  const parts: ModelPart[] = []
  const bounds = new Box3()
  let triangles = 0
  root.traverse((node) => {
    const mesh = node as Mesh
    if (!mesh.isMesh || !mesh.geometry?.attributes?.position) return
    const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material]
    const geometry = mesh.geometry
    if (!geometry.boundingBox) geometry.computeBoundingBox()
    const box = (geometry.boundingBox as Box3).clone().applyMatrix4(mesh.matrixWorld)
    bounds.union(box)
    triangles += (geometry.index ? geometry.index.count : geometry.attributes.position.count) / 3
    // A multi-material mesh is drawn with its first material: own models are scans, one material is the norm.
    parts.push({ geometry, material: materials[0], matrix: mesh.matrixWorld.clone() })
  })
  let disposed = false
  return {
    hash,
    parts,
    bounds,
    triangles,
    dispose() {
      if (disposed) return
      disposed = true
      for (const part of parts) {
        part.geometry.dispose()
        disposeMaterial(part.material)
      }
    },
  }
}

/** The typed failure of a model file the renderer cannot draw (main accepted it, the loader did not). */
export class ModelLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ModelLoadError'
  }
}

/** Parses GLB (or embedded glTF) bytes into a template. */
export async function loadModelTemplate(hash: string, bytes: ArrayBuffer): Promise<ModelTemplate> {
  const loader = new GLTFLoader()
  // Textures through <img> (img-src allows blob:), not ImageBitmapLoader's fetch(), which the CSP's
  // connect-src refuses for blob: URLs.
  loader.register((parser) => {
    parser.textureLoader = new TextureLoader(parser.options.manager)
    return { name: 'pitchside_image_textures' }
  })
  let gltf: Awaited<ReturnType<GLTFLoader['parseAsync']>>
  try {
    gltf = await loader.parseAsync(bytes, '')
  } catch (error) {
    throw new ModelLoadError(
      `This model cannot be drawn: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const template = templateFromScene(hash, gltf.scene)
  if (template.parts.length === 0) {
    template.dispose()
    throw new ModelLoadError('This model has no mesh to draw.')
  }
  return template
}

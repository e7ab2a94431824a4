// The model files in the app's data folder, content-addressed: `models/<sha256>.glb`. A save or a scheme never
// points at the painter's original file, so moving or deleting it breaks nothing; the same model imported twice
// is stored once. Writes go to a temporary name and are renamed into place, so a crash never leaves half a file
// under a real hash.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const MODELS_FOLDER = 'models'

const HASH = /^[0-9a-f]{64}$/

export class ModelFiles {
  readonly folder: string

  constructor(dataDir: string) {
    this.folder = join(dataDir, MODELS_FOLDER)
  }

  static hashOf(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex')
  }

  /** The file's path relative to the data folder (what rows and the contract carry). */
  static relative(hash: string): string {
    return `${MODELS_FOLDER}/${hash}.glb`
  }

  pathOf(hash: string): string {
    // Only ever our own hex names: a hash from anywhere else cannot walk out of the folder.
    if (!HASH.test(hash)) throw new Error(`not a model hash: ${hash.slice(0, 80)}`)
    return join(this.folder, `${hash}.glb`)
  }

  has(hash: string): boolean {
    return existsSync(this.pathOf(hash))
  }

  /** Stores the bytes under their hash (once) and answers the hash. */
  put(bytes: Uint8Array): string {
    const hash = ModelFiles.hashOf(bytes)
    const target = this.pathOf(hash)
    if (existsSync(target)) return hash
    mkdirSync(this.folder, { recursive: true })
    const temp = join(this.folder, `.${hash}.${randomUUID()}.tmp`)
    try {
      writeFileSync(temp, bytes)
      renameSync(temp, target)
    } catch (error) {
      rmSync(temp, { force: true })
      throw error
    }
    return hash
  }

  remove(hash: string): void {
    rmSync(this.pathOf(hash), { force: true })
  }
}

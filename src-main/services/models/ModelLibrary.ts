// Own miniatures: a painter's model for a team's position is checked (inspectModel), copied into the data
// folder under its content hash (ModelFiles) and recorded with its placement (ModelStore). A refused model
// changes nothing; a replaced or removed model's file goes once no position uses it.
import type Database from 'better-sqlite3'
import { DEFAULT_ADJUSTMENT, type ModelAdjustment, type PieceModel } from '@shared/showcase/model'
import { DEFAULT_MODEL_LIMITS, inspectModel, type ModelLimits } from './inspectModel'
import { ModelFiles } from './ModelFiles'
import { ModelStore } from './ModelStore'

export interface ModelImport {
  readonly teamKey: string
  readonly positionId: string
  readonly bytes: Uint8Array
  readonly originalName?: string
}

export class ModelLibrary {
  readonly files: ModelFiles
  readonly store: ModelStore

  constructor(
    db: Database.Database,
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
    private readonly limits: ModelLimits = DEFAULT_MODEL_LIMITS,
  ) {
    this.files = new ModelFiles(dataDir)
    this.store = new ModelStore(db)
  }

  /** Checks, copies and records a model; throws a ModelError (nothing changed) for a file that fails a check. */
  async import(request: ModelImport): Promise<PieceModel> {
    const inspected = await inspectModel(request.bytes, this.limits)
    const hash = this.files.put(inspected.glb)
    let replaced: PieceModel | null
    try {
      replaced = this.store.put({
        teamKey: request.teamKey,
        positionId: request.positionId,
        hash,
        originalName: (request.originalName ?? '').slice(0, 200) || `${hash.slice(0, 12)}.glb`,
        bytes: inspected.glb.byteLength,
        triangles: inspected.triangles,
        meshes: inspected.meshes,
        bounds: inspected.bounds,
        adjust: DEFAULT_ADJUSTMENT,
        importedAt: this.now().toISOString(),
      })
    } catch (error) {
      this.dropIfUnused(hash)
      throw error
    }
    if (replaced && replaced.hash !== hash) this.dropIfUnused(replaced.hash)
    return this.store.get(request.teamKey, request.positionId) as PieceModel
  }

  list(teamKey?: string): PieceModel[] {
    return this.store.list(teamKey)
  }

  get(teamKey: string, positionId: string): PieceModel | null {
    return this.store.get(teamKey, positionId)
  }

  /** Sets how the model stands on its base; null when the position has no model. */
  adjust(teamKey: string, positionId: string, adjust: ModelAdjustment): PieceModel | null {
    if (!this.store.adjust(teamKey, positionId, adjust)) return null
    return this.store.get(teamKey, positionId)
  }

  /** Forgets the position's model (the procedural piece comes back); false when it had none. */
  remove(teamKey: string, positionId: string): boolean {
    const model = this.store.get(teamKey, positionId)
    if (!model || !this.store.remove(teamKey, positionId)) return false
    this.dropIfUnused(model.hash)
    return true
  }

  private dropIfUnused(hash: string): void {
    if (!this.store.uses(hash)) this.files.remove(hash)
  }
}

// The piece_models rows (migration 4): which model stands in for each team's position, and how it stands on its
// base. Adjustments are stored as JSON and checked with the shared schema on the way in and out, so a damaged
// row reads as the default placement rather than as nonsense.
import type Database from 'better-sqlite3'
import {
  DEFAULT_ADJUSTMENT,
  modelAdjustmentSchema,
  type ModelAdjustment,
  type ModelBounds,
  type PieceModel,
} from '@shared/showcase/model'
import { ModelFiles } from './ModelFiles'

interface ModelRow {
  team_key: string
  position_id: string
  hash: string
  original_name: string
  bytes: number
  triangles: number
  meshes: number
  bounds_json: string
  adjust_json: string
  imported_at: string
}

export type NewPieceModel = Omit<PieceModel, 'file' | 'adjust'> & { readonly adjust?: ModelAdjustment }

const SELECT = 'SELECT * FROM piece_models'

export class ModelStore {
  constructor(private readonly db: Database.Database) {}

  list(teamKey?: string): PieceModel[] {
    const rows = (
      teamKey === undefined
        ? this.db.prepare(`${SELECT} ORDER BY team_key, position_id`).all()
        : this.db.prepare(`${SELECT} WHERE team_key = ? ORDER BY position_id`).all(teamKey)
    ) as ModelRow[]
    return rows.map(toModel)
  }

  get(teamKey: string, positionId: string): PieceModel | null {
    const row = this.db
      .prepare(`${SELECT} WHERE team_key = ? AND position_id = ?`)
      .get(teamKey, positionId) as ModelRow | undefined
    return row ? toModel(row) : null
  }

  /** Records (or replaces) a position's model; answers the model it replaced, if any. */
  put(model: NewPieceModel): PieceModel | null {
    const adjust = modelAdjustmentSchema.parse(model.adjust ?? DEFAULT_ADJUSTMENT)
    return this.db.transaction(() => {
      const before = this.get(model.teamKey, model.positionId)
      this.db
        .prepare(
          `INSERT OR REPLACE INTO piece_models (team_key, position_id, hash, original_name, bytes, triangles,
             meshes, bounds_json, adjust_json, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          model.teamKey,
          model.positionId,
          model.hash,
          model.originalName,
          model.bytes,
          model.triangles,
          model.meshes,
          JSON.stringify(model.bounds),
          JSON.stringify(adjust),
          model.importedAt,
        )
      return before
    })()
  }

  adjust(teamKey: string, positionId: string, adjust: ModelAdjustment): boolean {
    const checked = modelAdjustmentSchema.parse(adjust)
    const info = this.db
      .prepare('UPDATE piece_models SET adjust_json = ? WHERE team_key = ? AND position_id = ?')
      .run(JSON.stringify(checked), teamKey, positionId)
    return info.changes > 0
  }

  remove(teamKey: string, positionId: string): boolean {
    const info = this.db
      .prepare('DELETE FROM piece_models WHERE team_key = ? AND position_id = ?')
      .run(teamKey, positionId)
    return info.changes > 0
  }

  /** Whether any position still uses the file with this hash. */
  uses(hash: string): boolean {
    return this.db.prepare('SELECT 1 FROM piece_models WHERE hash = ? LIMIT 1').get(hash) !== undefined
  }
}

function toModel(row: ModelRow): PieceModel {
  const adjust = modelAdjustmentSchema.safeParse(safeJson(row.adjust_json))
  return {
    teamKey: row.team_key,
    positionId: row.position_id,
    hash: row.hash,
    file: ModelFiles.relative(row.hash),
    originalName: row.original_name,
    bytes: row.bytes,
    triangles: row.triangles,
    meshes: row.meshes,
    bounds: (safeJson(row.bounds_json) as ModelBounds | null) ?? { min: [0, 0, 0], max: [0, 0, 0] },
    adjust: adjust.success ? adjust.data : DEFAULT_ADJUSTMENT,
    importedAt: row.imported_at,
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

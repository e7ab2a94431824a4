// Saved paint schemes (the paint_schemes table, migration 4), one per team. A team without a saved scheme is
// painted with its preset; `reset` goes back to it by deleting the saved one. Every scheme is checked with the
// shared schema on the way in and out: a row this app cannot read (damaged, or written by a newer Pitchside)
// is passed over, never rewritten.
import type Database from 'better-sqlite3'
import { parseScheme, type PaintScheme, type TeamKey } from '@shared/showcase/scheme'

export interface StoredScheme {
  readonly scheme: PaintScheme
  readonly updatedAt: string
}

interface SchemeRow {
  team_key: string
  scheme_json: string
  updated_at: string
}

export class SchemeStore {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every readable saved scheme, by team key. */
  list(): StoredScheme[] {
    const rows = this.db.prepare('SELECT * FROM paint_schemes ORDER BY team_key').all() as SchemeRow[]
    return rows.map(read).filter((s): s is StoredScheme => s !== null)
  }

  get(teamKey: TeamKey): StoredScheme | null {
    const row = this.db.prepare('SELECT * FROM paint_schemes WHERE team_key = ?').get(teamKey) as
      SchemeRow | undefined
    return row ? read(row) : null
  }

  /** Saves a team's scheme (replacing its previous one); throws a SchemeError for an invalid scheme. */
  save(scheme: PaintScheme): StoredScheme {
    const checked = parseScheme(scheme)
    const updatedAt = this.now().toISOString()
    this.db
      .prepare('INSERT OR REPLACE INTO paint_schemes (team_key, scheme_json, updated_at) VALUES (?, ?, ?)')
      .run(checked.teamKey, JSON.stringify(checked), updatedAt)
    return { scheme: checked, updatedAt }
  }

  /** Deletes a team's saved scheme; false when it had none. */
  delete(teamKey: TeamKey): boolean {
    return this.db.prepare('DELETE FROM paint_schemes WHERE team_key = ?').run(teamKey).changes > 0
  }
}

function read(row: SchemeRow): StoredScheme | null {
  try {
    const scheme = parseScheme(JSON.parse(row.scheme_json))
    // The key column wins: a scheme row is only ever that team's.
    return scheme.teamKey === row.team_key ? { scheme, updatedAt: row.updated_at } : null
  } catch {
    return null
  }
}

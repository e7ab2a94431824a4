// A fingerprint of everything a save database holds: each table's row count and a hash over its rows (in any
// order: some tables are WITHOUT ROWID), so a soak part can prove that a refused request changed nothing. BLOB
// cells (thumbnails) serialise as their bytes (Buffer.toJSON), so they count by content.
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'

export interface StoreDigest {
  /** Rows per table. */
  readonly counts: Readonly<Record<string, number>>
  /** One hash over every table's sorted row hashes. */
  readonly hash: string
}

export function storeDigest(db: Database.Database): StoreDigest {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
    name: string
  }[]
  const counts: Record<string, number> = {}
  const all = createHash('sha256')
  for (const { name } of tables) {
    const rows = db
      .prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`)
      .raw()
      .all() as unknown[][]
    counts[name] = rows.length
    const hashes = rows.map((row) => createHash('sha256').update(JSON.stringify(row)).digest('hex')).sort()
    all.update(`${name}:${hashes.join(',')};`)
  }
  return { counts, hash: all.digest('hex') }
}

export function sameDigest(a: StoreDigest, b: StoreDigest): boolean {
  return a.hash === b.hash && JSON.stringify(a.counts) === JSON.stringify(b.counts)
}

// The win-chance line's rows in the save database (migration 7): one per game, line (0 = the main line, else a
// kept branch's id) and position, with the digest of the action that led there. Rows of a game that is not saved (a
// drill, a classic held in memory) are not written; its points live in WinChances' memory only.
import type Database from 'better-sqlite3'
import type { WinChancePoint } from '@shared/ipc'

export interface CachedPoint {
  readonly digest: string
  readonly point: WinChancePoint
}

interface Row {
  idx: number
  digest: string
  home: number
  draw: number
  playouts: number
}

/** The stored points of a line, by position; unreadable figures are left out (computed again). */
export function readPoints(db: Database.Database, gameId: string, line: number): Map<number, CachedPoint> {
  const rows = db
    .prepare('SELECT idx, digest, home, draw, playouts FROM win_chances WHERE game_id = ? AND branch_id = ?')
    .all(gameId, line) as Row[]
  const points = new Map<number, CachedPoint>()
  for (const r of rows) {
    const sound =
      [r.home, r.draw].every((v) => typeof v === 'number' && v >= 0 && v <= 1) && r.home + r.draw <= 1 + 1e-9
    if (!sound || !Number.isInteger(r.playouts) || r.playouts < 0) continue
    points.set(r.idx, {
      digest: r.digest,
      point: { position: r.idx, home: r.home, draw: r.draw, playouts: r.playouts },
    })
  }
  return points
}

/** Writes one point (replacing an older one there); nothing for a game the database does not hold. */
export function writePoint(db: Database.Database, gameId: string, line: number, cached: CachedPoint): void {
  const { point } = cached // `at` is not stored: it is read from the position each time
  db.prepare(
    `INSERT OR REPLACE INTO win_chances (game_id, branch_id, idx, digest, home, draw, playouts)
     SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM games WHERE id = ?)`,
  ).run(gameId, line, point.position, cached.digest, point.home, point.draw, point.playouts, gameId)
}

/** Deletes a line's points after `position` (undo) or, with -1, all of them; how many went. */
export function deletePointsAfter(
  db: Database.Database,
  gameId: string,
  line: number,
  position: number,
): number {
  return db
    .prepare('DELETE FROM win_chances WHERE game_id = ? AND branch_id = ? AND idx > ?')
    .run(gameId, line, position).changes
}

/** Deletes one stale point. */
export function deletePoint(db: Database.Database, gameId: string, line: number, position: number): void {
  db.prepare('DELETE FROM win_chances WHERE game_id = ? AND branch_id = ? AND idx = ?').run(
    gameId,
    line,
    position,
  )
}

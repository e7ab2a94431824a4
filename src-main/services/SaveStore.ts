// The save database (better-sqlite3): every game's setup, action log, snapshots and branches, and the Load
// list's columns. It is the GameHost's journal: each action is committed (its own transaction) before the
// GameHost announces it. Opening, migrations and bad files are handled in saveDatabase.ts; every cell is read
// defensively (readRows.ts), so a damaged game lists as damaged and never hides the others.
import type Database from 'better-sqlite3'
import type { GameView } from '@shared/engine/api'
import { ContractError, type BranchInfo, type SaveDamage, type SavedGameSummary } from '@shared/ipc'
import type { CreatedGame, GameJournal, StoredGame } from './GameHost'
import type { LogEntry, SnapshotChoice } from './gameLog'
import { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations'
import { currentVersion, openDatabase, SaveStoreError, type Durability } from './saveDatabase'
import {
  blocksOpening,
  cursorDamage,
  readCreated,
  readEntries,
  readListing,
  readSnapshot,
  snapshotDigest,
  toRecord,
  toSummary,
  worst,
  type ActionChecks,
} from './readRows'
import {
  GAME_SELECT,
  LIST_SELECT,
  prepare,
  type EntryRow,
  type GameRecord,
  type GameRow,
  type ListedRow,
  type SnapshotRow,
} from './saveRows'
import { summaryOf, type GameSummaryData } from './summary'

export { SaveStoreError, LATEST_SCHEMA_VERSION, type GameRecord }

export interface SaveStoreOptions {
  /** Database file path (its folder must exist), or ':memory:'. */
  readonly file: string
  /** Path to a better_sqlite3.node built for the running runtime (Electron's ABI differs from Node's). */
  readonly nativeBinding?: string
  /** Migrations to apply; tests pass longer lists to exercise upgrades. */
  readonly migrations?: readonly Migration[]
  readonly now?: () => Date
  /** See saveDatabase.ts: 'process' (default) or 'power' (an fsync per commit). */
  readonly durability?: Durability
}

/** What can be read of a saved game (SaveStore.read). */
export interface GameRead {
  /** The record and the sound prefix of the log, cursor within it; null when the setup is not readable. */
  readonly stored: StoredGame | null
  /** The worst damage found in the game itself (not its Load-list cells), or null for a sound game. */
  readonly damage: SaveDamage | null
}

/** Extra columns of a game that did not start at this table (imports, classic games, duplicates). */
export interface GameMeta {
  readonly title?: string
  readonly tags?: readonly string[]
  readonly source?: string | null
}

export class SaveStore implements GameJournal {
  private readonly now: () => Date
  private readonly statements: ReturnType<typeof prepare>
  /** Per game: the first unreadable action the last scan found, and the log's count and last index then. */
  private readonly scanned = new Map<string, { count: number; last: number | null; bad: number | null }>()

  private constructor(
    private readonly db: Database.Database,
    readonly file: string,
    now: (() => Date) | undefined,
  ) {
    this.now = now ?? (() => new Date())
    this.statements = prepare(db)
  }

  static open(options: SaveStoreOptions): SaveStore {
    const migrations = options.migrations ?? MIGRATIONS
    const db = openDatabase(options.file, migrations, options.nativeBinding, options.durability)
    return new SaveStore(db, options.file, options.now)
  }

  /**
   * The store's own connection, for the showcase's stores (schemes, models) that keep their tables in the same
   * file: the database is opened in EXCLUSIVE locking mode, so there is no second connection.
   */
  get connection(): Database.Database {
    return this.db
  }

  /** The newest migration applied to this database. */
  get schemaVersion(): number {
    return currentVersion(this.db)
  }

  pragma(name: 'journal_mode' | 'foreign_keys' | 'synchronous' | 'integrity_check'): unknown {
    return this.db.pragma(name, { simple: true })
  }

  recordGame(game: CreatedGame, createdAt: Date, view?: GameView, meta: GameMeta = {}): void {
    const at = createdAt.toISOString()
    const summary = view ? summaryOf(view) : null
    const s = this.statements
    this.db.transaction(() => {
      s.insertGame.run(
        game.gameId,
        game.ruleset,
        game.rulesetVersion,
        game.engineVersion,
        game.seed,
        JSON.stringify(game.setup),
        at,
        meta.title ?? '',
        JSON.stringify(meta.tags ?? []),
        summary?.finished ? 'finished' : 'playing',
        at,
        game.practice ? 1 : 0,
        JSON.stringify(summary ?? {}),
        meta.source ?? null,
        game.controllers ? JSON.stringify(game.controllers) : null,
      )
      s.insertTeam.run(game.gameId, 0, game.rosterIds[0])
      s.insertTeam.run(game.gameId, 1, game.rosterIds[1])
    })()
  }

  // GameJournal: called by the GameHost before it announces a change.
  created(game: CreatedGame, view: GameView): void {
    this.recordGame(game, this.now(), view)
  }

  appended(gameId: string, index: number, entry: LogEntry, view: GameView): void {
    const s = this.statements
    this.db.transaction(() => {
      const tail = s.tailLength.pluck().get(gameId, index) as number
      if (tail > 0) this.keepBranch(gameId, index)
      s.insertAction.run(
        gameId,
        index,
        JSON.stringify(entry.action),
        entry.reseed,
        entry.digest,
        entry.marks,
        entry.clockMs ?? null,
      )
      this.touch(gameId, index + 1, summaryOf(view))
    })()
  }

  snapshotted(gameId: string, position: number, state: unknown): void {
    this.writeSnapshot(gameId, position, state)
  }

  moved(gameId: string, cursor: number, view: GameView): void {
    this.touch(gameId, cursor, summaryOf(view))
  }

  /** Every game's setup (oldest first): kept for tools and tests that only need what was created. */
  listGames(): GameRecord[] {
    const rows = this.db.prepare(`${GAME_SELECT} ORDER BY g.created_at, g.rowid`).all() as GameRow[]
    return rows.map(toRecord)
  }

  /** The Load list, most recently played first; a damaged game lists with its `damage`. */
  summaries(): SavedGameSummary[] {
    const rows = this.db
      .prepare(`${LIST_SELECT} ORDER BY g.updated_at DESC, g.rowid DESC`)
      .all() as ListedRow[]
    return rows.map((row) => toSummary(row, this.checksOf(row)))
  }

  summary(gameId: string): SavedGameSummary | null {
    const row = this.db.prepare(`${LIST_SELECT} WHERE g.id = ?`).get(gameId) as ListedRow | undefined
    return row ? toSummary(row, this.checksOf(row)) : null
  }

  /** The games with damaged rows (app.info reports them): every one, most recently played first. */
  damaged(): SavedGameSummary[] {
    return this.summaries().filter((game) => game.damage !== undefined)
  }

  /** The most recently played unfinished game that opens (a damaged one is skipped: the Load list shows it). */
  lastUnfinished(): string | null {
    const ids = this.db
      .prepare("SELECT id FROM games WHERE status = 'playing' ORDER BY updated_at DESC, rowid DESC")
      .pluck()
      .all() as string[]
    return ids.find((id) => !blocksOpening(this.summary(id)?.damage ?? null)) ?? null
  }

  findBySource(source: string): string | null {
    return (this.db.prepare('SELECT id FROM games WHERE source = ?').pluck().get(source) as string) ?? null
  }

  /**
   * A game's setup, whole main line, cursor and (optionally) its trusted snapshots, to host or replay it. A game
   * whose rows are damaged is refused with `save/damaged` naming what is wrong.
   */
  load(gameId: string, withSnapshots = true): StoredGame | null {
    const read = this.read(gameId, withSnapshots)
    if (!read) return null
    if (read.damage || !read.stored) throw damagedError(read.damage)
    return read.stored
  }

  /**
   * What can be read of a game, damaged or not: its record and the sound prefix of its log (the cursor kept
   * within it), with the worst damage found. `stored` is null when the setup itself is not readable.
   */
  read(gameId: string, withSnapshots = true): GameRead | null {
    const row = this.db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(gameId) as GameRow | undefined
    if (!row) return null
    const record = readCreated(row)
    const log = readEntries(this.statements.entries.all(gameId) as EntryRow[])
    // The Load list's own cells are not read here: they never keep a game from opening (summary() reports them).
    const found = worst(worst(record.damage, log.damage), cursorDamage(row.cursor, row.actions))
    if (!record.created) return { stored: null, damage: found }
    const cursor = Math.max(0, Math.min(row.cursor, log.entries.length))
    const snapshots = new Map<number, unknown>()
    const distrusted: number[] = []
    if (withSnapshots) {
      const rows = this.statements.snapshots.all(
        gameId,
        row.ruleset_version,
        row.engine_version,
      ) as SnapshotRow[]
      for (const snap of rows) {
        if (snap.idx < 0 || snap.idx > log.entries.length) continue
        const state = readSnapshot(gameId, snap)
        if (state === null) distrusted.push(snap.idx)
        else snapshots.set(snap.idx, state)
      }
    }
    return {
      stored: { created: record.created, entries: log.entries, cursor, snapshots, distrusted },
      damage: found,
    }
  }

  /**
   * The latest trusted snapshot at or before `position` (its digest checks out and it parses), for a seek that
   * needs only one, and the untrusted ones passed over on the way (a checked rebuild writes them again).
   */
  snapshotBefore(gameId: string, position: number): SnapshotChoice {
    const distrusted: number[] = []
    for (const row of this.statements.snapshotsBefore.iterate(
      gameId,
      position,
    ) as IterableIterator<SnapshotRow>) {
      const state = readSnapshot(gameId, row)
      if (state !== null) return { snapshot: { index: row.idx, state }, distrusted }
      if (row.idx >= 0) distrusted.push(row.idx)
    }
    return { snapshot: null, distrusted }
  }

  /**
   * Writes a snapshot again with the state a checked rebuild reached there (the seek cache only: no move is
   * changed), when the stored one was not trusted.
   */
  repairSnapshot(gameId: string, index: number, state: unknown): void {
    this.writeSnapshot(gameId, index, state)
  }

  /**
   * After a game whose Load-list columns were unreadable opened: writes them again from its view (and an empty
   * tag list in place of tags that could not be read). Only the list's own cells change.
   */
  repairListing(gameId: string, view: GameView): void {
    const row = this.db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(gameId) as GameRow | undefined
    if (!row || !readListing(row).damage) return
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE games SET summary_json = ?, status = ? WHERE id = ?')
        .run(JSON.stringify(summaryOf(view)), view.decision.side === null ? 'finished' : 'playing', gameId)
      if (!readableTags(row.tags_json))
        this.db.prepare("UPDATE games SET tags_json = '[]' WHERE id = ?").run(gameId)
    })()
  }

  branches(gameId: string): BranchInfo[] {
    const rows = this.db
      .prepare(
        `SELECT b.id, b.name, b.fork_idx, b.created_at,
           (SELECT COUNT(*) FROM branch_actions x WHERE x.branch_id = b.id) AS n
         FROM branches b WHERE b.game_id = ? ORDER BY b.id`,
      )
      .all(gameId) as { id: number; name: string; fork_idx: number; created_at: string; n: number }[]
    return rows.map((r) => ({
      branchId: r.id,
      name: r.name,
      forkPosition: r.fork_idx,
      actions: r.n,
      createdAt: r.created_at,
    }))
  }

  /** A branch as a whole line: the main line up to the fork, then the branch's own actions. */
  loadBranch(gameId: string, branchId: number): StoredGame | null {
    const game = this.load(gameId)
    const branch = this.db
      .prepare('SELECT fork_idx FROM branches WHERE id = ? AND game_id = ?')
      .get(branchId, gameId) as { fork_idx: number } | undefined
    if (!game || !branch) return null
    const own = readEntries(this.statements.branchEntries.all(branchId) as EntryRow[])
    if (own.damage || branch.fork_idx > game.entries.length || branch.fork_idx < 0) {
      throw damagedError(own.damage ?? cursorDamage(branch.fork_idx, game.entries.length), 'This branch')
    }
    const entries = [...game.entries.slice(0, branch.fork_idx), ...own.entries]
    const snapshots = new Map([...game.snapshots].filter(([index]) => index <= branch.fork_idx))
    const distrusted = (game.distrusted ?? []).filter((index) => index <= branch.fork_idx)
    return { created: game.created, entries, cursor: entries.length, snapshots, distrusted }
  }

  rename(gameId: string, title: string): void {
    this.update(gameId, 'UPDATE games SET title = ? WHERE id = ?', title)
  }

  tag(gameId: string, tags: readonly string[]): void {
    this.update(gameId, 'UPDATE games SET tags_json = ? WHERE id = ?', JSON.stringify([...new Set(tags)]))
  }

  delete(gameId: string): void {
    // Foreign keys cascade to teams, actions, snapshots and branches.
    this.update(gameId, 'DELETE FROM games WHERE id = ? OR id = ?', gameId)
    this.scanned.delete(gameId)
  }

  /** Saves a whole game at once (import, classic games, duplicates): all or nothing. */
  saveWhole(stored: StoredGame, view: GameView, meta: GameMeta, branchesFrom?: string): void {
    const { created } = stored
    this.db.transaction(() => {
      this.recordGame(created, this.now(), view, meta)
      stored.entries.forEach((entry, index) =>
        this.statements.insertAction.run(
          created.gameId,
          index,
          JSON.stringify(entry.action),
          entry.reseed,
          entry.digest,
          entry.marks,
          entry.clockMs ?? null,
        ),
      )
      for (const [index, state] of stored.snapshots) this.writeSnapshot(created.gameId, index, state)
      if (branchesFrom) this.copyBranches(branchesFrom, created.gameId)
      this.touch(created.gameId, stored.cursor, summaryOf(view))
    })()
  }

  integrityCheck(): string {
    return String(this.db.pragma('integrity_check', { simple: true }))
  }

  close(): void {
    if (this.db.open) this.db.close()
  }

  private keepBranch(gameId: string, fork: number): void {
    const count = this.db
      .prepare('SELECT COUNT(*) FROM branches WHERE game_id = ?')
      .pluck()
      .get(gameId) as number
    const info = this.db
      .prepare('INSERT INTO branches (game_id, name, fork_idx, created_at) VALUES (?, ?, ?, ?)')
      .run(gameId, `Branch ${count + 1} (from action ${fork})`, fork, this.now().toISOString())
    this.db
      .prepare(
        `INSERT INTO branch_actions (branch_id, idx, action_json, reseed, digest, marks, clock_ms)
         SELECT ?, idx - ?, action_json, reseed, digest, marks, clock_ms FROM actions WHERE game_id = ? AND idx >= ?`,
      )
      .run(info.lastInsertRowid, fork, gameId, fork)
    this.db.prepare('DELETE FROM actions WHERE game_id = ? AND idx >= ?').run(gameId, fork)
    this.db.prepare('DELETE FROM snapshots WHERE game_id = ? AND idx > ?').run(gameId, fork)
  }

  private copyBranches(from: string, to: string): void {
    const branches = this.db.prepare('SELECT * FROM branches WHERE game_id = ? ORDER BY id').all(from) as {
      id: number
      name: string
      fork_idx: number
      created_at: string
    }[]
    for (const b of branches) {
      const info = this.db
        .prepare('INSERT INTO branches (game_id, name, fork_idx, created_at) VALUES (?, ?, ?, ?)')
        .run(to, b.name, b.fork_idx, b.created_at)
      this.db
        .prepare(
          `INSERT INTO branch_actions (branch_id, idx, action_json, reseed, digest, marks, clock_ms)
           SELECT ?, idx, action_json, reseed, digest, marks, clock_ms FROM branch_actions WHERE branch_id = ?`,
        )
        .run(info.lastInsertRowid, b.id)
    }
  }

  private writeSnapshot(gameId: string, index: number, state: unknown): void {
    const row = this.db
      .prepare('SELECT ruleset_version, engine_version FROM games WHERE id = ?')
      .get(gameId) as {
      ruleset_version: string
      engine_version: string
    }
    const text = JSON.stringify(state)
    this.statements.insertSnapshot.run(
      gameId,
      index,
      row.ruleset_version,
      row.engine_version,
      text,
      snapshotDigest(gameId, index, text),
    )
  }

  /**
   * The list's checks of a game's action rows. Checking every action cell reads the whole log (about 1 ms per
   * 1,000 actions), so the answer is kept per game and asked again only when its log changed shape (count, last
   * index): this connection owns the file, and the store never rewrites an action row in place.
   */
  private checksOf(row: ListedRow): ActionChecks {
    return {
      firstGap: () => this.firstGap(row.id),
      badAction: () => {
        const known = this.scanned.get(row.id)
        if (known && known.count === row.actions && known.last === row.last_idx) return known.bad
        const bad = this.statements.badAction.get(row.id) as number | null
        this.scanned.set(row.id, { count: row.actions, last: row.last_idx, bad })
        return bad
      },
    }
  }

  /** The first missing action index of a game whose action rows are not 0..n-1 (the list's rare path). */
  private firstGap(gameId: string): number {
    const indices = this.db
      .prepare('SELECT idx FROM actions WHERE game_id = ? ORDER BY idx')
      .pluck()
      .all(gameId) as number[]
    let n = 0
    while (n < indices.length && indices[n] === n) n++
    return n
  }

  private touch(gameId: string, cursor: number, summary: GameSummaryData): void {
    const info = this.statements.touch.run(
      cursor,
      this.now().toISOString(),
      summary.finished ? 'finished' : 'playing',
      summary.finished ? JSON.stringify({ score: summary.score }) : null,
      JSON.stringify(summary),
      gameId,
    )
    if (info.changes === 0) throw new SaveStoreError('open-failed', `No saved game ${gameId}.`, this.file)
  }

  private update(gameId: string, sql: string, value: string): void {
    const info = this.db.prepare(sql).run(value, gameId)
    if (info.changes === 0) throw new SaveStoreError('open-failed', `No saved game ${gameId}.`, this.file)
  }
}

/** The contract's failure for opening a damaged game: what is wrong, and what can still be done with it. */
function damagedError(found: SaveDamage | null, what = 'This saved game'): ContractError {
  return new ContractError(
    'save/damaged',
    `${what} cannot be opened: ${found?.message ?? 'it is not readable'}. ` +
      'It can still be exported as far as it is sound, or deleted.',
  )
}

function readableTags(text: string): boolean {
  try {
    const tags = JSON.parse(text) as unknown
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')
  } catch {
    return false
  }
}

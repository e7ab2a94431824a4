// The kinds of damage the `databases` soak (databases.ts) does to a copy of the save database: garbage pages,
// cut files, rows changed or removed behind the store's back, foreign and newer files. Each says whether the file must
// be refused or still open, and which of the real games it may hurt.
import { closeSync, copyFileSync, openSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs'
import Database from 'better-sqlite3'
import { G_SCORE0 } from '@shared/rules/classic/layout'
import { createRandom } from '../src-main/services/random'
import { LATEST_SCHEMA_VERSION } from '../src-main/services/migrations'

export interface TrueGame {
  readonly gameId: string
  readonly cursor: number
  /** The view at the cursor as live play left it, as JSON. */
  readonly view: string
}

export interface Base {
  /** The store of real games, closed cleanly and vacuumed (every page in use). */
  readonly file: string
  readonly games: readonly TrueGame[]
  /** Another Pitchside save, killed with changes still in its WAL (`<other>-wal`). */
  readonly other: string
  /** Another program's WAL-mode database, killed with frames in its WAL. */
  readonly foreign: string
  readonly pageSize: number
}

export interface Kind {
  readonly name: string
  /** 'refused': the file is refused and left as it was; 'opens': the games it does not hurt are all intact. */
  readonly expect: 'refused' | 'opens'
  /** The games this damage may hurt: they may list as damaged, be gone, or fail with a typed error. */
  readonly victims?: (base: Base) => readonly string[]
  apply(file: string, base: Base): void
}

export const [CLASSIC, BLITZ, CROSSCHECK, BRANCHED] = [0, 1, 2, 3]
const victim =
  (...indices: number[]) =>
  (base: Base) =>
    indices.map((i) => base.games[i].gameId)

/** Runs SQL on the copy as another program would (foreign keys off, so orphans stay). */
function sql(file: string, text: string, ...params: unknown[]): void {
  const db = new Database(file)
  db.pragma('foreign_keys = OFF')
  db.prepare(text).run(...params)
  db.close()
}

/** Overwrites one page (1-based) with bytes from a seeded generator. */
function garblePage(file: string, base: Base, page: number, seed: number): void {
  const random = createRandom(seed)
  const bytes = Buffer.alloc(base.pageSize)
  for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(256)
  const fd = openSync(file, 'r+')
  writeSync(fd, bytes, 0, bytes.length, (page - 1) * base.pageSize)
  closeSync(fd)
}

const pages = (file: string, base: Base) => statSync(file).size / base.pageSize

/** A cell of a snapshot of the Classic game, as JSON. */
function snapshotOf(file: string, base: Base, index: number): { words: number[] } {
  const db = new Database(file, { readonly: true })
  const text = db
    .prepare('SELECT state_json FROM snapshots WHERE game_id = ? AND idx = ?')
    .pluck()
    .get(base.games[CLASSIC].gameId, index) as string
  db.close()
  return JSON.parse(text) as { words: number[] }
}

export const KINDS: readonly Kind[] = [
  // The file itself.
  { name: 'garbage page 1 (the header)', expect: 'refused', apply: (f, b) => garblePage(f, b, 1, 1) },
  { name: 'garbage page 2', expect: 'refused', apply: (f, b) => garblePage(f, b, 2, 2) },
  {
    name: 'garbage page in the middle',
    expect: 'refused',
    apply: (f, b) => garblePage(f, b, Math.floor(pages(f, b) / 2), 3),
  },
  { name: 'garbage last page', expect: 'refused', apply: (f, b) => garblePage(f, b, pages(f, b), 4) },
  { name: 'truncated to the header', expect: 'refused', apply: (f) => truncateSync(f, 100) },
  {
    name: 'truncated at a third',
    expect: 'refused',
    apply: (f, b) => truncateSync(f, Math.floor(pages(f, b) / 3) * b.pageSize),
  },
  {
    name: 'truncated one page short',
    expect: 'refused',
    apply: (f, b) => truncateSync(f, (pages(f, b) - 1) * b.pageSize),
  },
  { name: 'truncated mid-page', expect: 'refused', apply: (f) => truncateSync(f, statSync(f).size - 1000) },
  { name: '0-byte file', expect: 'refused', apply: (f) => writeFileSync(f, '') },
  {
    name: "another program's database",
    expect: 'refused',
    apply: (f) => {
      writeFileSync(f, '')
      const db = new Database(f)
      db.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('stew')")
      db.close()
    },
  },
  {
    name: "another program's WAL-mode database with pending frames",
    expect: 'refused',
    apply: (f, b) => {
      copyFileSync(b.foreign, f)
      copyFileSync(`${b.foreign}-wal`, `${f}-wal`)
    },
  },
  {
    name: 'an empty database Pitchside did not create',
    expect: 'refused',
    apply: (f) => {
      writeFileSync(f, '')
      const db = new Database(f)
      db.pragma('user_version = 5')
      db.close()
    },
  },
  { name: 'another application_id', expect: 'refused', apply: (f) => sql(f, 'PRAGMA application_id = 7') },
  {
    name: 'a newer schema',
    expect: 'refused',
    apply: (f) =>
      sql(f, "INSERT INTO schema_migrations VALUES (?, 'future', 'x')", LATEST_SCHEMA_VERSION + 1),
  },
  { name: 'a table dropped', expect: 'refused', apply: (f) => sql(f, 'DROP TABLE branch_actions') },
  {
    name: "another database's WAL beside it",
    expect: 'refused',
    apply: (f, b) => copyFileSync(`${b.other}-wal`, `${f}-wal`),
  },
  // Files beside it that SQLite must ignore: everything stays.
  {
    name: 'a WAL file of garbage',
    expect: 'opens',
    apply: (f) => writeFileSync(`${f}-wal`, 'x'.repeat(9000)),
  },
  {
    name: 'an -shm file of garbage',
    expect: 'opens',
    apply: (f) => writeFileSync(`${f}-shm`, 'y'.repeat(32768)),
  },
  // Rows: the victim may be damaged or gone, every other game intact.
  {
    name: 'setup_json not JSON',
    expect: 'opens',
    victims: victim(BLITZ),
    apply: (f, b) =>
      sql(f, 'UPDATE games SET setup_json = \'{"ruleset":\' WHERE id = ?', b.games[BLITZ].gameId),
  },
  {
    name: 'setup_json of the wrong shape',
    expect: 'opens',
    victims: victim(CROSSCHECK),
    apply: (f, b) =>
      sql(f, 'UPDATE games SET setup_json = \'{"teams": [1, 2]}\' WHERE id = ?', b.games[CROSSCHECK].gameId),
  },
  {
    name: 'summary_json not JSON (only the list entry)',
    expect: 'opens',
    apply: (f, b) => sql(f, "UPDATE games SET summary_json = '{score' WHERE id = ?", b.games[BLITZ].gameId),
  },
  {
    name: 'tags_json not JSON (only the list entry)',
    expect: 'opens',
    apply: (f, b) => sql(f, "UPDATE games SET tags_json = 'a,b' WHERE id = ?", b.games[CLASSIC].gameId),
  },
  {
    name: 'controllers_json not JSON',
    expect: 'opens',
    victims: victim(CLASSIC),
    apply: (f, b) =>
      sql(f, "UPDATE games SET controllers_json = '[\"hu' WHERE id = ?", b.games[CLASSIC].gameId),
  },
  {
    name: 'action_json not JSON',
    expect: 'opens',
    victims: victim(CLASSIC),
    apply: (f, b) =>
      sql(f, "UPDATE actions SET action_json = '{' WHERE game_id = ? AND idx = 77", b.games[CLASSIC].gameId),
  },
  {
    name: 'action_json not an action',
    expect: 'opens',
    victims: victim(BLITZ),
    apply: (f, b) =>
      sql(
        f,
        'UPDATE actions SET action_json = \'"pass"\' WHERE game_id = ? AND idx = 10',
        b.games[BLITZ].gameId,
      ),
  },
  {
    name: 'action_json another legal-looking action',
    expect: 'opens',
    victims: victim(CROSSCHECK),
    apply: (f, b) =>
      sql(
        f,
        'UPDATE actions SET action_json = \'{"type":"end-turn"}\' WHERE game_id = ? AND idx = 20',
        b.games[CROSSCHECK].gameId,
      ),
  },
  {
    name: "an action's events digest altered",
    expect: 'opens',
    victims: victim(CLASSIC),
    apply: (f, b) =>
      sql(
        f,
        "UPDATE actions SET digest = '0000000000000000' WHERE game_id = ? AND idx = 120",
        b.games[CLASSIC].gameId,
      ),
  },
  {
    name: 'an action row deleted',
    expect: 'opens',
    victims: victim(CLASSIC),
    apply: (f, b) => sql(f, 'DELETE FROM actions WHERE game_id = ? AND idx = 33', b.games[CLASSIC].gameId),
  },
  {
    name: 'the last actions deleted (cursor past the end)',
    expect: 'opens',
    victims: victim(BRANCHED),
    apply: (f, b) => sql(f, 'DELETE FROM actions WHERE game_id = ? AND idx >= 60', b.games[BRANCHED].gameId),
  },
  {
    name: 'a team row deleted',
    expect: 'opens',
    victims: victim(CROSSCHECK),
    apply: (f, b) =>
      sql(f, 'DELETE FROM game_teams WHERE game_id = ? AND side = 0', b.games[CROSSCHECK].gameId),
  },
  {
    name: 'a games row deleted (its other rows left behind)',
    expect: 'opens',
    victims: victim(BLITZ),
    apply: (f, b) => sql(f, 'DELETE FROM games WHERE id = ?', b.games[BLITZ].gameId),
  },
  {
    name: 'a branch action not JSON',
    expect: 'opens',
    apply: (f) => sql(f, "UPDATE branch_actions SET action_json = '}{' WHERE idx = 0"),
  },
  // Snapshots: only a cache. The game must still open at its true position.
  {
    name: 'snapshot words altered (score)',
    expect: 'opens',
    apply: (f, b) => {
      const last = Math.floor(b.games[CLASSIC].cursor / 50) * 50
      const state = snapshotOf(f, b, last)
      state.words[G_SCORE0] += 3 // a plausible state: the score word alone
      sql(
        f,
        'UPDATE snapshots SET state_json = ? WHERE game_id = ? AND idx = ?',
        JSON.stringify(state),
        b.games[CLASSIC].gameId,
        last,
      )
    },
  },
  {
    name: 'snapshots that do not parse',
    expect: 'opens',
    apply: (f) => sql(f, 'UPDATE snapshots SET state_json = substr(state_json, 1, 100)'),
  },
  {
    name: 'snapshots without digests (written before them)',
    expect: 'opens',
    apply: (f) => sql(f, 'UPDATE snapshots SET digest = NULL'),
  },
  {
    name: 'a snapshot moved to another position',
    expect: 'opens',
    apply: (f, b) =>
      sql(
        f,
        `UPDATE snapshots SET state_json = (SELECT state_json FROM snapshots WHERE game_id = @g AND idx = 50),
           digest = (SELECT digest FROM snapshots WHERE game_id = @g AND idx = 50)
         WHERE game_id = @g AND idx = 100`,
        { g: b.games[CLASSIC].gameId },
      ),
  },
]

// `databases`: the save database damaged in many ways, against a store of real games (Classic, Blitz Bowl, Cross
// Check and a Classic game with a kept branch, a few hundred random actions each). Each kind of damage is done
// to a fresh copy, then a whole host (createHost, the app's composition root) is started on it and asked what the
// app would ask: app.info, the Load list, opening every game, its timeline, a seek, an export, deleting what is
// damaged. For each kind the host must not throw or answer `internal`; a file that must be refused is refused
// and left byte for byte as it was (with no -wal or -shm added); otherwise every game the damage did not touch
// lists and opens at its true position, and a game whose snapshots alone were damaged is one of those.
// Figures: databases.damage_kinds, and must-be-zero databases.intact_games_lost,
// databases.changed_refused_files, databases.unexpected_errors.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Result } from '@shared/ipc'
import { G_SCORE0 } from '@shared/rules/classic/layout'
import { createHost, SAVE_FILE_NAME } from '../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import { createRandom } from '../src-main/services/random'
import { LATEST_SCHEMA_VERSION } from '../src-main/services/migrations'
import { SaveStore } from '../src-main/services/SaveStore'
import { MATCHES, playRandomly, realHost } from './realGames'
import { scaled, type SoakOptions, type SoakOutput, type SoakPart } from './types'

const root = join(import.meta.dirname, '..')

interface TrueGame {
  readonly gameId: string
  readonly cursor: number
  /** The view at the cursor as live play left it, as JSON. */
  readonly view: string
}

interface Base {
  /** The store of real games, closed cleanly and vacuumed (every page in use). */
  readonly file: string
  readonly games: readonly TrueGame[]
  /** Another Pitchside save, killed with changes still in its WAL (`<other>-wal`). */
  readonly other: string
  /** Another program's WAL-mode database, killed with frames in its WAL. */
  readonly foreign: string
  readonly pageSize: number
}

interface Kind {
  readonly name: string
  /** 'refused': the file is refused and left as it was; 'opens': the games it does not hurt are all intact. */
  readonly expect: 'refused' | 'opens'
  /** The games this damage may hurt: they may list as damaged, be gone, or fail with a typed error. */
  readonly victims?: (base: Base) => readonly string[]
  apply(file: string, base: Base): void
}

const [CLASSIC, BLITZ, CROSSCHECK, BRANCHED] = [0, 1, 2, 3]
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

const KINDS: readonly Kind[] = [
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

type Fingerprint = Record<string, string>
function fingerprint(file: string): Fingerprint {
  const of = (p: string) => (existsSync(p) ? createHash('sha256').update(readFileSync(p)).digest('hex') : '-')
  return { db: of(file), wal: of(`${file}-wal`), shm: of(`${file}-shm`) }
}

/** Plays the real games into a fresh store and keeps where each stands; builds the foreign files. */
function buildBase(dir: string, options: SoakOptions): Base {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'base.sqlite')
  const store = SaveStore.open({ file })
  const games = realHost(store, 'soak', 4242)
  const random = createRandom(17)
  const count = Math.max(130, scaled(300, options))
  const ids: string[] = []
  for (const match of MATCHES) {
    const { gameId } = games.create(match)
    playRandomly(games, gameId, count, random)
    ids.push(gameId)
  }
  // A Classic game with a kept branch: played, 30 undone, played on.
  const { gameId: branched } = games.create(MATCHES[0])
  playRandomly(games, branched, 120, random)
  games.undo(branched, 30)
  playRandomly(games, branched, 40, random)
  ids.push(branched)
  store.rename(ids[CLASSIC], 'Soak final')
  store.tag(ids[CLASSIC], ['soak', 'cup'])
  const truth = ids.map((gameId) => ({
    gameId,
    cursor: games.history(gameId).cursor,
    view: JSON.stringify(games.view(gameId)),
  }))
  const pageSize = store.connection.pragma('page_size', { simple: true }) as number
  store.close()
  const vacuum = new Database(file)
  vacuum.exec('VACUUM')
  vacuum.close()

  // Another Pitchside save, killed with a change in its WAL; another program's database likewise.
  const other = join(dir, 'other.sqlite')
  const otherStore = SaveStore.open({ file: other })
  realHost(otherStore, 'other', 1).create(MATCHES[0])
  otherStore.close()
  killedWith(other, "UPDATE games SET title = 'theirs'; PRAGMA user_version = 1")
  const foreign = join(dir, 'foreign.sqlite')
  killedWith(foreign, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')")
  return { file, games: truth, other, foreign, pageSize }
}

/** Runs SQL in a WAL-mode database in a child process that is then SIGKILLed: its frames stay in the WAL. */
function killedWith(file: string, text: string): void {
  const code = `
    const Database = require('better-sqlite3')
    const db = new Database(${JSON.stringify(file)})
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = WAL')
    db.exec(${JSON.stringify(text)})
    process.kill(process.pid, 'SIGKILL')`
  spawnSync(process.execPath, ['-e', code], { cwd: root })
  if (!existsSync(`${file}-wal`)) throw new Error(`no WAL was left for ${file}`)
}

interface Tally {
  intactLost: number
  changedRefused: number
  unexpected: number
}

async function tryKind(kind: Kind, dir: string, base: Base, tally: Tally, out: SoakOutput): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, SAVE_FILE_NAME)
  copyFileSync(base.file, file)
  kind.apply(file, base)
  const before = fingerprint(file)
  const victims = new Set(kind.victims?.(base) ?? [])
  const problem = (what: string) => {
    tally.unexpected++
    out.note(`${kind.name}: ${what}`)
  }
  let host: ReturnType<typeof createHost>
  try {
    host = createHost({
      appVersion: '0.0.0-soak',
      rulesets: engineRulesets,
      teams: engineTeams,
      dataDir: dir,
      aiThread: 'in-process',
      aiSeed: 1,
      classicGamesDir: null,
      log: () => undefined,
      logError: () => undefined,
    })
  } catch (error) {
    problem(`createHost threw ${String(error)}`)
    return
  }
  const ask = async (name: string, args: unknown = {}): Promise<Result<unknown>> => {
    try {
      const result = await host.dispatcher.dispatch(name, args, { transport: 'web' })
      if (!result.ok && result.code === 'internal') problem(`${name} answered internal: ${result.message}`)
      return result
    } catch (error) {
      problem(`${name} threw ${String(error)}`)
      return { ok: false, code: 'internal', message: String(error) }
    }
  }
  try {
    const info = await ask('app.info')
    const refused = info.ok && (info.value as { savesAvailable: boolean }).savesAvailable === false
    if (kind.expect === 'refused' && !refused) problem('the file was not refused')
    if (kind.expect === 'opens' && refused) {
      problem(
        `the store was refused: ${JSON.stringify((info.value as { saveProblem?: unknown }).saveProblem)}`,
      )
      tally.intactLost += base.games.filter((g) => !victims.has(g.gameId)).length
    }
    if (refused) {
      const list = await ask('saves.list')
      if (list.ok || list.code !== 'save/unavailable') problem('saves.list did not say saves are unavailable')
      const reason = (info.value as { saveProblem?: { reason: string } }).saveProblem?.reason
      out.note(`${kind.name}: refused (${reason})`)
      return
    }
    const seen = await checkGames(ask, base, victims, tally, (what) => {
      tally.intactLost++
      out.note(`${kind.name}: ${what}`)
    })
    out.note(`${kind.name}: opens; ${seen}`)
  } finally {
    host.close()
    if (kind.expect === 'refused' && JSON.stringify(fingerprint(file)) !== JSON.stringify(before)) {
      tally.changedRefused++
      out.note(`${kind.name}: the refused file changed`)
    }
  }
}

interface Listed {
  gameId: string
  actions: number
  damage?: { part: string }
}

async function checkGames(
  ask: (name: string, args?: unknown) => Promise<Result<unknown>>,
  base: Base,
  victims: ReadonlySet<string>,
  tally: Tally,
  lost: (what: string) => void,
): Promise<string> {
  const list = await ask('saves.list')
  const listed = list.ok ? (list.value as Listed[]) : []
  let intact = 0
  for (const game of base.games) {
    if (victims.has(game.gameId)) continue
    const row = listed.find((g) => g.gameId === game.gameId)
    if (!row || (row.damage && row.damage.part !== 'listing')) {
      lost(`${game.gameId} ${row ? `lists as damaged (${row.damage!.part})` : 'is not listed'}`)
      continue
    }
    const opened = await ask('game.open', { gameId: game.gameId })
    const value = opened.ok ? (opened.value as { view: unknown; history: { cursor: number } }) : null
    if (!value || value.history.cursor !== game.cursor || JSON.stringify(value.view) !== game.view) {
      lost(`${game.gameId} ${opened.ok ? 'opens at another position' : `does not open (${opened.code})`}`)
    } else intact++
  }
  const hurt = [...victims].map((id) => {
    const row = listed.find((g) => g.gameId === id)
    return `${id} ${row ? (row.damage ? `damaged (${row.damage.part})` : 'listed sound') : 'gone'}`
  })
  // Every listed game, damaged or not: its timeline, a seek, an export answer or fail with a typed code; a
  // damaged one can be deleted.
  for (const row of listed) {
    await ask('replay.timeline', { gameId: row.gameId })
    await ask('replay.seek', { gameId: row.gameId, position: Math.floor(row.actions / 2) })
    const exported = await ask('replay.export', { gameId: row.gameId })
    if (exported.ok) {
      const imported = await ask('replay.import', { text: (exported.value as { text: string }).text })
      if (!imported.ok) lost(`the export of ${row.gameId} does not import (${imported.code})`)
    }
    if (row.damage && row.damage.part !== 'listing') {
      const deleted = await ask('saves.delete', { gameId: row.gameId, confirm: true })
      if (!deleted.ok) tally.unexpected++
    }
  }
  return `${intact} intact at their true position${hurt.length ? `; ${hurt.join(', ')}` : ''}`
}

export const databases: SoakPart = {
  name: 'databases',
  async run(out, options) {
    const base = buildBase(join(options.scratch, 'base'), options)
    out.note(`base: ${base.games.map((g) => `${g.gameId} at ${g.cursor}`).join(', ')}`)
    const tally: Tally = { intactLost: 0, changedRefused: 0, unexpected: 0 }
    for (const [i, kind] of KINDS.entries()) {
      await tryKind(kind, join(options.scratch, `kind-${i}`), base, tally, out)
    }
    out.figure('databases.damage_kinds', KINDS.length)
    out.zero('databases.intact_games_lost', tally.intactLost)
    out.zero('databases.changed_refused_files', tally.changedRefused)
    out.zero('databases.unexpected_errors', tally.unexpected)
  },
}

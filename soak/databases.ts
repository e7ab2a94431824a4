// `databases`: the save database damaged in many ways, against a store of real games (Classic, Blitz Bowl, Cross
// Check and a Classic game with a kept branch, a few hundred random actions each). Each kind of damage is done
// to a fresh copy, then a whole host (createHost, the app's composition root) is started on it and asked what the
// app would ask: app.info, the Load list, opening every game, its timeline, a seek, an export, deleting what is
// damaged. For each kind the host must not throw or answer `internal`; a file that must be refused is refused
// and left byte for byte as it was (with no -wal or -shm added); otherwise every game the damage did not touch
// lists and opens at its true position, and a game whose snapshots alone were damaged is one of those.
// Figures: databases.damage_kinds, and must-be-zero databases.intact_games_lost,
// databases.changed_refused_files, databases.unexpected_errors. The kinds of damage are listed in databaseDamage.ts.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Result } from '@shared/ipc'
import { createHost, SAVE_FILE_NAME } from '../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import { createRandom } from '../src-main/services/random'
import { SaveStore } from '../src-main/services/SaveStore'
import { MATCHES, playRandomly, realHost } from './realGames'
import { scaled, type SoakOptions, type SoakOutput, type SoakPart } from './types'
import { CLASSIC, KINDS, type Base, type Kind } from './databaseDamage'

const root = join(import.meta.dirname, '..')

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

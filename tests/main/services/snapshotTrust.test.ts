// The snapshot cache is checked, never trusted (real Classic rules, through the contract): a snapshot whose
// words were altered, that does not parse, that was moved to another position, or that was written before
// snapshots had digests is passed over; the game opens at its true score and position (a checked replay from an
// earlier snapshot or the start), and the snapshot is written again correctly. Every load path does this:
// game.open, undo's rebuild, replay.seek, duplicate and export.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import type { ReplayFrame, SavedGameSummary } from '@shared/ipc'
import { G_SCORE0 } from '@shared/rules/classic/layout'
import { createHost, SAVE_FILE_NAME, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { snapshotDigest } from '../../../src-main/services/readRows'
import { playThrough } from '../classicPlay'

let dir: string
const hosts: Host[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-snapshots-'))
})
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const

function start() {
  const host = createHost({
    appVersion: '0.0.0-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    aiThread: 'in-process',
    aiSeed: 1,
    classicGamesDir: null,
    log: () => undefined,
    logError: () => undefined,
  })
  hosts.push(host)
  const call = async <T = unknown>(name: string, args: unknown = {}): Promise<T> => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (!result.ok) throw Object.assign(new Error(`${result.code}: ${result.message}`), { code: result.code })
    return result.value as T
  }
  const stop = () => {
    host.close()
    hosts.splice(hosts.indexOf(host), 1)
  }
  return { host, call, stop }
}

interface Truth {
  readonly gameId: string
  /** The live state's serialisation and view after each position that matters. */
  readonly at: ReadonlyMap<number, { state: string; view: GameView }>
}

/** A Classic game of 100 random actions (snapshots at 50 and 100), with the live truth kept along the way. */
async function played(): Promise<Truth> {
  const { host, call, stop } = start()
  const { gameId } = await call<{ gameId: string }>('game.new', {
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
    seed: 21,
  })
  const at = new Map<number, { state: string; view: GameView }>()
  for (const upTo of [50, 60, 73, 100]) {
    expect(
      playThrough(host.games, gameId, upTo - (at.size ? [...at.keys()].pop()! : 0), upTo),
    ).toBeGreaterThan(0)
    expect(host.games.history(gameId).cursor).toBe(upTo)
    at.set(upTo, { state: JSON.stringify(host.games.serialize(gameId)), view: host.games.view(gameId) })
  }
  stop()
  return { gameId, at }
}

function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(join(dir, SAVE_FILE_NAME))
  try {
    return use(db)
  } finally {
    db.close()
  }
}

/** Sets the home score word of a stored snapshot, leaving its digest as it was (an altered cell). */
function alterScore(gameId: string, idx: number, score: number): void {
  withDb((db) => {
    const row = db
      .prepare('SELECT state_json FROM snapshots WHERE game_id = ? AND idx = ?')
      .get(gameId, idx) as {
      state_json: string
    }
    const state = JSON.parse(row.state_json) as { words: number[] }
    state.words[G_SCORE0] = score
    db.prepare('UPDATE snapshots SET state_json = ? WHERE game_id = ? AND idx = ?').run(
      JSON.stringify(state),
      gameId,
      idx,
    )
  })
}

/** The stored snapshot is the true state at its position again, with a digest that checks out. */
function expectRewritten(host: Host, truth: Truth, idx: number): void {
  const row = host
    .store!.connection.prepare('SELECT state_json, digest FROM snapshots WHERE game_id = ? AND idx = ?')
    .get(truth.gameId, idx) as { state_json: string; digest: string | null }
  expect(row.state_json).toBe(truth.at.get(idx)!.state)
  expect(row.digest).toBe(snapshotDigest(truth.gameId, idx, row.state_json))
}

describe('snapshots are checked before a rebuild starts from one', () => {
  it('altered words of the snapshot at the cursor: the game reopens at its true score, the row rewritten', async () => {
    const truth = await played()
    const real = truth.at.get(100)!.view.score
    expect(real[0]).not.toBe(3)
    alterScore(truth.gameId, 100, 3)
    const { host, call } = start()
    const opened = await call<{ view: GameView; history: { cursor: number } }>('game.open', {
      gameId: truth.gameId,
    })
    expect(opened.history.cursor).toBe(100)
    expect(opened.view.score).toEqual(real)
    expect(opened.view).toEqual(truth.at.get(100)!.view)
    expectRewritten(host, truth, 100)
  })

  it('an altered snapshot before the cursor, and replay.seek over it, give the true positions', async () => {
    const truth = await played()
    alterScore(truth.gameId, 50, 3)
    const { host, call } = start()
    for (const position of [50, 60, 73]) {
      const frame = await call<ReplayFrame>('replay.seek', { gameId: truth.gameId, position })
      expect(frame.view, `position ${position}`).toEqual(truth.at.get(position)!.view)
    }
    expectRewritten(host, truth, 50)
  })

  it('a snapshot that does not parse leaves the game openable, and is written again', async () => {
    const truth = await played()
    withDb((db) =>
      db.prepare('UPDATE snapshots SET state_json = \'{"words": [1, 2\' WHERE game_id = ?').run(truth.gameId),
    )
    const { host, call } = start()
    const opened = await call<{ view: GameView }>('game.open', { gameId: truth.gameId })
    expect(opened.view).toEqual(truth.at.get(100)!.view)
    expectRewritten(host, truth, 50)
    expectRewritten(host, truth, 100)
  })

  it('a snapshot moved to another position (its own digest with it) is not trusted there', async () => {
    const truth = await played()
    withDb((db) => {
      const row = db
        .prepare('SELECT state_json, digest FROM snapshots WHERE game_id = ? AND idx = 50')
        .get(truth.gameId) as { state_json: string; digest: string }
      db.prepare('UPDATE snapshots SET state_json = ?, digest = ? WHERE game_id = ? AND idx = 100').run(
        row.state_json,
        row.digest,
        truth.gameId,
      )
    })
    const { host, call } = start()
    expect((await call<{ view: GameView }>('game.open', { gameId: truth.gameId })).view).toEqual(
      truth.at.get(100)!.view,
    )
    expectRewritten(host, truth, 100)
  })

  it('snapshots written before digests are checked by a replay once, then written again with one', async () => {
    const truth = await played()
    withDb((db) => db.prepare('UPDATE snapshots SET digest = NULL WHERE game_id = ?').run(truth.gameId))
    alterScore(truth.gameId, 100, 3) // an old row that is also wrong
    const { host, call } = start()
    expect((await call<{ view: GameView }>('game.open', { gameId: truth.gameId })).view).toEqual(
      truth.at.get(100)!.view,
    )
    expectRewritten(host, truth, 50)
    expectRewritten(host, truth, 100)
  })

  it("undo's rebuild passes over an untrusted snapshot, and writes it again", async () => {
    const truth = await played()
    alterScore(truth.gameId, 50, 3)
    const { host, call } = start()
    await call('game.open', { gameId: truth.gameId })
    const undone = await call<{ view: GameView }>('game.undo', { gameId: truth.gameId, steps: 40 })
    expect(undone.view).toEqual(truth.at.get(60)!.view)
    expectRewritten(host, truth, 50)
  })

  it('duplicate and export rebuild with the check too', async () => {
    const truth = await played()
    alterScore(truth.gameId, 100, 3)
    const { call } = start()
    const copy = await call<SavedGameSummary>('saves.duplicate', { gameId: truth.gameId })
    expect(copy.score).toEqual(truth.at.get(100)!.view.score)
    const { text } = await call<{ text: string }>('replay.export', { gameId: truth.gameId })
    expect((JSON.parse(text) as { result: { score: number[] } }).result.score).toEqual(
      truth.at.get(100)!.view.score,
    )
    expect(await call<SavedGameSummary>('replay.import', { text })).toMatchObject({ actions: 100 })
  })
})

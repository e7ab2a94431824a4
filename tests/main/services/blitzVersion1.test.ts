// A Blitz Bowl game saved with rules version 1 — no coin toss: the `pitch` option fixed the side (its default,
// 'one-trapdoor', was never written into a setup that left it out) and the home coach set up first — still opens
// under version 2, whose default is the toss: the save store reads its setup with the side it was played on
// (Ruleset.replaySetup), so its actions replay as they were played, and it goes on from there. The rows are not
// rewritten. The version-1 game is made the way the store would have held it: a game played on the fixed side,
// its setup's options and rules version then put back to what version 1 wrote.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Action, GameView } from '@shared/engine/api'
import type { LegalActions, Result } from '@shared/ipc'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { createHost, SAVE_FILE_NAME, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'

let dir: string
let host: Host

const start = (): Host =>
  createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    aiThread: 'in-process',
    aiSeed: 1,
    logError: () => undefined,
    log: () => undefined,
  })

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-blitz-v1-'))
  host = start()
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<T>(name: string, args: unknown = {}): Promise<T> {
  const result = (await host.dispatcher.dispatch(name, args, { transport: 'web' })) as Result<T>
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

async function attempt(name: string, args: unknown): Promise<Result<unknown>> {
  return (await host.dispatcher.dispatch(name, args, { transport: 'web' })) as Result<unknown>
}

/** Both set-ups and a few of Coach A's actions: the first legal action each time (the home coach sets up first). */
async function playSome(gameId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { actions } = await call<LegalActions>('game.legal', { gameId })
    await call('game.act', { gameId, action: actions[0] })
  }
}

/** What version 1 wrote for this game: its rules version, and a setup without the option it left at its default. */
function makeVersion1(gameId: string): void {
  const db = new Database(join(dir, SAVE_FILE_NAME))
  const setup = JSON.parse(
    db.prepare('SELECT setup_json FROM games WHERE id = ?').pluck().get(gameId) as string,
  ) as { options?: Record<string, unknown> }
  delete setup.options
  db.prepare("UPDATE games SET ruleset_version = '1', setup_json = ? WHERE id = ?").run(
    JSON.stringify(setup),
    gameId,
  )
  db.prepare('DELETE FROM snapshots WHERE game_id = ?').run(gameId)
  db.close()
}

describe('a Blitz Bowl game saved with rules version 1 (before the coin toss)', () => {
  it('opens where it was left, replaying its actions on the side it was played on, and plays on', async () => {
    expect(blitzRuleset.version).toBe('2')
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ruleset: 'blitz',
      home: { rosterId: 'orc' },
      away: { rosterId: 'dwarf' },
      seed: 41,
      options: { pitch: 'one-trapdoor' },
    })
    await playSome(gameId, 18)
    const before = await call<GameView>('game.view', { gameId })
    expect(before.decision).toMatchObject({ kind: 'turn', side: 0 }) // home was Coach A: no toss
    host.close()
    makeVersion1(gameId)

    host = start()
    const opened = await call<{ view: GameView }>('game.open', { gameId })
    expect(opened.view).toEqual(before)
    expect(opened.view.blitz?.pitch?.id).toBe('one-trapdoor')
    await playSome(gameId, 1)
    host.close() // the host's connection holds the file exclusively
    const db = new Database(join(dir, SAVE_FILE_NAME), { readonly: true })
    const row = db.prepare('SELECT ruleset_version, setup_json FROM games WHERE id = ?').get(gameId) as {
      ruleset_version: string
      setup_json: string
    }
    db.close()
    expect(row.ruleset_version).toBe('1')
    expect(JSON.parse(row.setup_json)).not.toHaveProperty('options')
    host = start()
    expect((await call<{ view: GameView }>('game.open', { gameId })).view.decision.side).toBe(0)
  })

  it('a version-2 game that leaves the option out tosses the coin first', async () => {
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ruleset: 'blitz',
      home: { rosterId: 'orc' },
      away: { rosterId: 'dwarf' },
      seed: 41,
    })
    const view = await call<GameView>('game.view', { gameId })
    expect(view.decision.kind).toBe('pitch')
    const refused = await attempt('game.act', {
      gameId,
      action: { type: 'place', player: 0, x: 0, y: 0 } satisfies Action,
    })
    expect(refused).toMatchObject({ ok: false, code: 'action/illegal' })
  })
})

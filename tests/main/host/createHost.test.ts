// The composition root with saves on: game.new is recorded in the database and announced as save.written;
// a database that cannot be used turns saves off instead of stopping the app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { events as eventSchemas } from '@shared/ipc'
import { createHost, durabilityFrom, SAVE_FILE_NAME } from '../../../src-main/host/createHost'
import { raceRulesets, raceTeams } from '../fakeRuleset'
import { raceHost } from '../testHost'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-host-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('createHost', () => {
  it('records each new game and emits save.written', async () => {
    const host = raceHost(dir)
    const seen: { name: string; payload: unknown }[] = []
    host.bus.subscribe((name, payload) => seen.push({ name, payload }))
    const result = await host.dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 5 },
      { transport: 'web' },
    )
    expect(result.ok).toBe(true)
    const gameId = (result as { value: { gameId: string } }).value.gameId
    expect(gameId).toMatch(/^g-[0-9a-f-]{36}$/)
    expect(host.store?.listGames()).toEqual([expect.objectContaining({ gameId, seed: 5 })])
    const written = seen.find((e) => e.name === 'save.written')
    expect(written?.payload).toMatchObject({ gameId, kind: 'game-created' })
    expect(eventSchemas['save.written'].safeParse(written?.payload).success).toBe(true)
    const info = await host.dispatcher.dispatch('app.info', {}, { transport: 'web' })
    expect(info).toMatchObject({ ok: true, value: { savesAvailable: true, transport: 'web' } })
    host.close()
  })

  it('runs without saves when the database is unusable', async () => {
    writeFileSync(join(dir, SAVE_FILE_NAME), 'this is not a database')
    const logError = vi.fn()
    const host = raceHost(dir, logError)
    expect(host.store).toBeNull()
    expect(logError).toHaveBeenCalledOnce()
    const info = await host.dispatcher.dispatch('app.info', {}, { transport: 'web' })
    expect(info).toMatchObject({ ok: true, value: { savesAvailable: false } })
    const created = await host.dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } },
      { transport: 'web' },
    )
    expect(created.ok).toBe(true)
  })

  it('passes durability on to SQLite: PITCHSIDE_DURABILITY=power gives synchronous FULL (2), else NORMAL (1)', () => {
    expect(durabilityFrom({ PITCHSIDE_DURABILITY: 'power' })).toBe('power')
    expect(durabilityFrom({})).toBe('process')
    for (const [durability, synchronous] of [
      ['power', 2],
      ['process', 1],
    ] as const) {
      const host = createHost({
        appVersion: '9.9.9-test',
        rulesets: raceRulesets,
        teams: raceTeams,
        dataDir: dir,
        durability,
        log: () => undefined,
        logError: () => undefined,
      })
      expect(host.store?.pragma('synchronous')).toBe(synchronous)
      host.close()
    }
  })
})

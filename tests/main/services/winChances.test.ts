// The win-chance line and the hint through the contract (issue 20 point 6), on the fake Race ruleset (in-process
// runner, no dice): points announced one by one and cached with the save (read back by a second host over the same
// folder, nothing computed again), the main line's points past an undo dropped, malformed requests refused, and
// Hard's hint given for the coach's own decision only, never played.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { events as eventSchemas, type AiHint, type WinChanceSeries } from '@shared/ipc'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { raceRulesets, raceTeams } from '../fakeRuleset'

const hosts: Host[] = []
const dirs: string[] = []
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const

function start(dataDir: string | null) {
  const host = createHost({
    appVersion: '9.9.9-test',
    rulesets: raceRulesets,
    teams: raceTeams,
    dataDir,
    aiSeed: 3,
    aiBudget: { nodes: 40 },
    winChancePlayouts: 6,
    log: () => undefined,
    logError: () => undefined,
  })
  hosts.push(host)
  const points: { name: string; payload: unknown }[] = []
  host.bus.subscribe((name, payload) => {
    if (name === 'analysis.point') points.push({ name, payload })
  })
  const call = async <T = unknown>(name: string, args: unknown = {}): Promise<T> => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (!result.ok) throw Object.assign(new Error(result.message), { code: result.code })
    return result.value as T
  }
  const refused = async (name: string, args: unknown) => {
    const result = await host.dispatcher.dispatch(name, args, web)
    return result.ok ? null : result.code
  }
  return { host, points, call, refused }
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-winchance-'))
  dirs.push(dir)
  return dir
}

const race = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 1 }

/** Home steps 2, 2, 2 and wins: a finished game of three actions. */
async function finishedRace(call: ReturnType<typeof start>['call']): Promise<string> {
  const { gameId } = await call<{ gameId: string }>('game.new', race)
  for (let i = 0; i < 3; i++) await call('game.act', { gameId, action: { type: 'step', n: 2 } })
  return gameId
}

/** The cache's rows, read on the host's own connection (the file is opened with exclusive locking). */
function rows(host: Host): { game_id: string; idx: number; home: number; playouts: number }[] {
  return host
    .store!.connection.prepare('SELECT game_id, idx, home, playouts FROM win_chances ORDER BY idx')
    .all() as never
}

describe('analysis.winChance', () => {
  it('computes each point in the background, announces it, and a second host reads them back', async () => {
    const dir = tempDir()
    const first = start(dir)
    const gameId = await finishedRace(first.call)
    const asked = await first.call<WinChanceSeries>('analysis.winChance', { gameId })
    // The start and the final whistle (the race marks no turn starts); nothing known yet.
    expect(asked).toMatchObject({ gameId, branchId: null, positions: [0, 3], points: [], done: false })
    await first.host.winChances.idle()
    const announced = first.points.map((p) => eventSchemas['analysis.point'].parse(p.payload))
    expect(announced.map((p) => [p.point.position, p.computed, p.total, p.done])).toEqual([
      [0, 1, 2, false],
      [3, 2, 2, true],
    ])
    // The start is estimated over 6 playouts; the final whistle is the result, exactly (home won).
    expect(announced[0].point.playouts).toBe(6)
    expect(announced[1].point).toEqual({
      position: 3,
      home: 1,
      draw: 0,
      playouts: 0,
      at: { period: 1, side: null, turn: 0 },
    })
    expect(rows(first.host)).toEqual([
      { game_id: gameId, idx: 0, home: announced[0].point.home, playouts: 6 },
      { game_id: gameId, idx: 3, home: 1, playouts: 0 },
    ])
    first.host.close()
    hosts.splice(hosts.indexOf(first.host), 1)

    const second = start(dir)
    const again = await second.call<WinChanceSeries>('analysis.winChance', { gameId })
    expect(again.done).toBe(true)
    expect(again.points).toEqual([announced[0].point, announced[1].point])
    await second.host.winChances.idle()
    expect(second.points).toEqual([])
  })

  it('drops the points past an undo, and a new action after it gets its own point', async () => {
    const dir = tempDir()
    const { host, call } = start(dir)
    const gameId = await finishedRace(call)
    await call('analysis.winChance', { gameId })
    await host.winChances.idle()
    expect(rows(host).map((r) => r.idx)).toEqual([0, 3])
    await call('game.undo', { gameId })
    expect(rows(host).map((r) => r.idx)).toEqual([0])
    const undone = await call<WinChanceSeries>('analysis.winChance', { gameId })
    // The replay still runs to the undone step (it can be redone), but its point must be computed again.
    expect(undone).toMatchObject({ positions: [0, 3], done: false })
    expect(undone.points.map((p) => p.position)).toEqual([0])
    await host.winChances.idle()
    expect(rows(host).map((r) => r.idx)).toEqual([0, 3])
    // A different last action (a branch): home ends his turn and has not won; no final point while the game goes on,
    // and the old final point is dropped.
    await call('game.act', { gameId, action: { type: 'end-turn' } })
    const branched = await call<WinChanceSeries>('analysis.winChance', { gameId })
    expect(branched.positions).toEqual([0])
    expect(branched.done).toBe(true)
    expect(rows(host).map((r) => r.idx)).toEqual([0])
  })

  it('refuses a malformed request and changes nothing', async () => {
    const dir = tempDir()
    const { host, call, refused } = start(dir)
    const gameId = await finishedRace(call)
    expect(await refused('analysis.winChance', { gameId: 7 })).toBe('ipc/invalid-payload')
    expect(await refused('analysis.winChance', { gameId, branchId: 0 })).toBe('ipc/invalid-payload')
    expect(await refused('analysis.winChance', { gameId, positions: [1] })).toBe('ipc/invalid-payload')
    expect(await refused('analysis.winChance', {})).toBe('ipc/invalid-payload')
    await host.winChances.idle()
    expect(rows(host)).toEqual([])
  })
})

describe('ai.hint', () => {
  it("gives Hard's choice for the coach's own decision without playing it", async () => {
    const { call } = start(tempDir())
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ...race,
      controllers: ['human', { ai: 'beginner' }],
    })
    const before = await call<{ length: number }>('game.history', { gameId })
    const hint = await call<AiHint>('ai.hint', { gameId })
    const legal = await call<{ actions: unknown[] }>('game.legal', { gameId })
    expect(hint.side).toBe(0)
    expect(hint.position).toBe(0)
    expect(legal.actions[hint.index]).toEqual(hint.action)
    expect(await call('game.history', { gameId })).toEqual(before)
  })

  it("refuses the AI's decision, a finished game and a malformed request", async () => {
    const { host, call, refused } = start(tempDir())
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ...race,
      controllers: [{ ai: 'beginner' }, 'human'],
    })
    // Asked before the AI's first move lands (its chooser yields first): side 0's decision is the AI's.
    expect(await refused('ai.hint', { gameId })).toBe('action/not-your-decision')
    await host.ai.idle()
    expect(await refused('ai.hint', { gameId, side: 0 })).toBe('ipc/invalid-payload')
    expect(await refused('ai.hint', { gameId: 'g-none' })).toBe('game/not-found')
    const over = await finishedRace(call)
    expect(await refused('ai.hint', { gameId: over })).toBe('game/over')
    expect(await call('game.history', { gameId: over })).toMatchObject({ cursor: 3, length: 3 })
  })
})

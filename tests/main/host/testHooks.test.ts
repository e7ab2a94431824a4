// The test-only request test.forceDice: refused with test/disabled (changing nothing) unless the host was built
// with testHooks (the web host under PITCHSIDE_TEST_HOOKS=1); when on, the hosted game's next dice show the
// forced results, and undo/redo past them replay the same rolls.
import { afterEach, describe, expect, it } from 'vitest'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import type { RequestArgs, RequestName, RequestResult, Result } from '@shared/ipc'

const ctx = { transport: 'web' as const }
let host: Host | null = null
afterEach(() => {
  host?.close()
  host = null
})

/** The dispatcher's answer typed by the request's result (main built it; the test reads its fields). */
function send<N extends RequestName>(
  h: Host,
  name: N,
  args: RequestArgs<N>,
  context = ctx,
): Promise<Result<RequestResult<N>>> {
  return h.dispatcher.dispatch(name, args, context) as Promise<Result<RequestResult<N>>>
}

function start(testHooks: boolean): Host {
  host = createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: null,
    aiThread: 'in-process',
    classicGamesDir: null,
    testHooks,
    log: () => undefined,
    logError: () => undefined,
  })
  return host
}

async function classicGame(h: Host): Promise<string> {
  const result = await send(
    h,
    'game.new',
    { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 3 },
    ctx,
  )
  if (!result.ok) throw new Error(result.message)
  return result.value.gameId
}

/** The coin toss's roll (1 = heads, 2 = tails) after calling heads. */
async function callHeads(h: Host, gameId: string): Promise<unknown[]> {
  const result = await send(h, 'game.act', { gameId, action: { type: 'call', call: 'heads' } }, ctx)
  if (!result.ok) throw new Error(result.message)
  return result.value.events.filter((e) => e.type === 'roll').map((e) => (e as { dice?: unknown }).dice)
}

describe('test.forceDice', () => {
  it('is refused with test/disabled when the host has no test hooks, and changes nothing', async () => {
    const h = start(false)
    const gameId = await classicGame(h)
    const before = h.games.serialize(gameId)
    const answer = await send(h, 'test.forceDice', { gameId, dice: [2] }, ctx)
    expect(answer).toMatchObject({
      ok: false,
      code: 'test/disabled',
      message: expect.stringMatching(/TEST_HOOKS/),
    })
    expect(h.games.serialize(gameId)).toEqual(before)
  })

  it('queues the next dice of the hosted game when the hooks are on', async () => {
    const h = start(true)
    for (const die of [1, 2]) {
      const gameId = await classicGame(h)
      expect(await send(h, 'test.forceDice', { gameId, dice: [die] }, ctx)).toEqual({
        ok: true,
        value: { queued: 1 },
      })
      expect(await callHeads(h, gameId)).toEqual([[die]])
    }
  })

  it('undo and redo past forced dice replay the forced rolls', async () => {
    const h = start(true)
    // Both seeds' own coin is found first, then the other face is forced: a replay with the game's own dice
    // would show the other winner.
    const probe = await classicGame(h)
    const [[own]] = (await callHeads(h, probe)) as number[][]
    const gameId = await classicGame(h)
    const forced = own === 1 ? 2 : 1
    await send(h, 'test.forceDice', { gameId, dice: [forced] }, ctx)
    await callHeads(h, gameId)
    const afterToss = h.games.view(gameId)
    const legal = h.games.legal(gameId)
    await send(h, 'game.act', { gameId, action: legal.actions[0] }, ctx)

    const undone = await send(h, 'game.undo', { gameId }, ctx)
    expect(undone.ok).toBe(true)
    expect(h.games.view(gameId)).toEqual(afterToss)
    await send(h, 'game.undo', { gameId }, ctx)
    const redone = await send(h, 'game.redo', { gameId }, ctx)
    if (!redone.ok) throw new Error(redone.message)
    expect(redone.value.events.find((e) => e.type === 'roll')).toMatchObject({ dice: [forced] })
    expect(h.games.view(gameId)).toEqual(afterToss)
  })

  it("undo in a game against the AI replays from the forced position (the human's decisions are found)", async () => {
    const h = start(true)
    const probe = await classicGame(h)
    const [[own]] = (await callHeads(h, probe)) as number[][]
    const made = await send(
      h,
      'game.new',
      {
        ruleset: 'classic',
        home: { rosterId: 'human' },
        away: { rosterId: 'orc' },
        seed: 3,
        controllers: [{ ai: 'beginner' }, 'human'],
      },
      ctx,
    )
    if (!made.ok) throw new Error(made.message)
    const gameId = made.value.gameId
    await send(h, 'test.forceDice', { gameId, dice: [own === 1 ? 2 : 1] }, ctx)
    // The away coach calls the other face than the seed's own coin, so only the forced die makes him win.
    const call = own === 1 ? 'tails' : 'heads'
    const called = await send(h, 'game.act', { gameId, action: { type: 'call', call } }, ctx)
    if (!called.ok) throw new Error(called.message)
    expect(called.value.events).toContainEqual(expect.objectContaining({ type: 'coin-toss', winner: 1 }))
    const legal = h.games.legal(gameId)
    await send(h, 'game.act', { gameId, action: legal.actions[legal.actions.length - 1] }, ctx)
    await h.ai.idle()
    const cursor = h.games.history(gameId).cursor
    const undone = await send(h, 'game.undo', { gameId }, ctx)
    expect(undone).toMatchObject({ ok: true })
    expect(h.games.history(gameId).cursor).toBeLessThan(cursor)
  })

  it('checks its arguments: dice from 1 up, at most 32, an existing game', async () => {
    const h = start(true)
    const gameId = await classicGame(h)
    const codes = []
    for (const args of [
      { gameId, dice: [] },
      { gameId, dice: [0] },
      { gameId, dice: Array.from({ length: 33 }, () => 1) },
      { gameId: 'g-nope', dice: [1] },
    ]) {
      const answer = await send(h, 'test.forceDice', args, ctx)
      codes.push(answer.ok ? 'ok' : answer.code)
    }
    expect(codes).toEqual([
      'ipc/invalid-payload',
      'ipc/invalid-payload',
      'ipc/invalid-payload',
      'game/not-found',
    ])
  })
})

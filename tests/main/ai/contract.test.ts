// Main's AI through the contract (fake Race ruleset, in-process chooser): a human-vs-AI game where the AI answers
// by itself with ai.thinking around each move, a human's act on the AI's decision refused, undo back to the human's
// decision, controllers kept by the saves; and one round trip through the real worker thread.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { events as eventSchemas } from '@shared/ipc'
import { getRuleset } from '@shared/engine/registry'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { workerChooser } from '../../../src-main/ai/workerChooser'
import { raceRulesets, raceTeams } from '../fakeRuleset'
import { newGame } from './positions'

const hosts: Host[] = []
const dirs: string[] = []
afterEach(() => {
  for (const host of hosts.splice(0)) host.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const

function start(dataDir: string | null = null) {
  const host = createHost({
    appVersion: '9.9.9-test',
    rulesets: raceRulesets,
    teams: raceTeams,
    dataDir,
    aiSeed: 3,
    aiBudget: { nodes: 30 },
    log: () => undefined,
    logError: () => undefined,
  })
  hosts.push(host)
  const seen: { name: string; payload: unknown }[] = []
  host.bus.subscribe((name, payload) => seen.push({ name, payload }))
  const call = async <T = unknown>(name: string, args: unknown = {}): Promise<T> => {
    const result = await host.dispatcher.dispatch(name, args, web)
    if (!result.ok) throw Object.assign(new Error(result.message), { code: result.code })
    return result.value as T
  }
  const refused = async (name: string, args: unknown) => {
    const result = await host.dispatcher.dispatch(name, args, web)
    return result.ok ? null : result.code
  }
  return { host, seen, call, refused }
}

const race = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 1 }

describe('main plays its AI controllers', () => {
  it('plays the AI side by itself after the human moves, announcing its thinking', async () => {
    const { host, seen, call } = start()
    const created = await call<{ gameId: string; controllers: unknown }>('game.new', {
      ...race,
      controllers: ['human', { ai: 'beginner' }],
    })
    expect(created.controllers).toEqual(['human', { ai: 'beginner' }])
    const { gameId } = created
    await call('game.act', { gameId, action: { type: 'end-turn' } })
    await host.ai.idle()
    // The AI (side 1) played until it was the human's decision again (or the race ended).
    const legal = await call<{ decision: { side: number | null } }>('game.legal', { gameId })
    expect(legal.decision.side === 0 || legal.decision.side === null).toBe(true)
    const names = seen.map((e) => e.name)
    expect(names).toContain('ai.thinking')
    const thinking = seen.filter((e) => e.name === 'ai.thinking').map((e) => e.payload)
    expect(thinking[0]).toEqual({ gameId, side: 1, thinking: true })
    for (const e of seen)
      expect(eventSchemas[e.name as 'state.changed'].safeParse(e.payload).success).toBe(true)
    const changed = seen.filter((e) => e.name === 'state.changed').at(-1)!.payload as { controllers: unknown }
    expect(changed.controllers).toEqual(['human', { ai: 'beginner' }])
  })

  it("refuses a human's action on the AI's decision", async () => {
    const { host, call, refused } = start()
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ...race,
      controllers: [{ ai: 'random' }, 'human'],
    })
    // The AI has not answered yet (it thinks off the request's turn): the decision is still its own.
    expect(await refused('game.act', { gameId, action: { type: 'end-turn' } })).toBe(
      'action/not-your-decision',
    )
    await host.ai.idle()
  })

  it("undoes back to the human's last decision, skipping the AI's moves, and the AI waits", async () => {
    const { host, call } = start()
    const { gameId } = await call<{ gameId: string }>('game.new', {
      ...race,
      controllers: ['human', { ai: 'random' }],
    })
    await call('game.act', { gameId, action: { type: 'step', n: 1 } })
    await call('game.act', { gameId, action: { type: 'end-turn' } })
    await host.ai.idle()
    const before = await call<{ cursor: number }>('game.history', { gameId })
    expect(before.cursor).toBeGreaterThan(2)
    const undone = await call<{ history: { cursor: number }; view: { decision: { side: number } } }>(
      'game.undo',
      {
        gameId,
      },
    )
    await host.ai.idle()
    // Back before the human's end-turn: the human decides again and the AI does not replay.
    expect(undone.history.cursor).toBe(1)
    expect(undone.view.decision.side).toBe(0)
    expect((await call<{ cursor: number }>('game.history', { gameId })).cursor).toBe(1)
  })

  it('keeps the controllers with a saved game, reopened after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-ai-'))
    dirs.push(dir)
    const first = start(dir)
    const { gameId } = await first.call<{ gameId: string }>('game.new', {
      ...race,
      controllers: ['human', { ai: 'hard', budgetMs: 500 }],
    })
    first.host.close()
    hosts.length = 0
    const second = start(dir)
    const opened = await second.call<{ controllers: unknown }>('game.open', { gameId })
    expect(opened.controllers).toEqual(['human', { ai: 'hard', budgetMs: 500 }])
    expect(await second.call('game.controllers', { gameId })).toEqual([
      'human',
      { ai: 'hard', budgetMs: 500 },
    ])
  })
})

describe('the AI worker thread', () => {
  it('answers a Classic decision from the serialised state with one of its legal actions', async () => {
    const chooser = workerChooser()
    try {
      const { ruleset, state } = newGame('classic', 5)
      const legal = getRuleset('classic').legalActions(state)
      const answer = await chooser.choose({
        ruleset: 'classic',
        state: ruleset.serialize(state),
        level: 'hard',
        budget: { nodes: 50 },
        seed: 9,
      })
      expect(legal).toContainEqual(answer.action)
    } finally {
      chooser.close()
    }
  })
})

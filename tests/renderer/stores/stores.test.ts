// @vitest-environment happy-dom
// The Pinia stores over a fake transport: app.info fills the app store; game.new and state.changed drive the
// game store's view.
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { fail, type Result } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { INFO_RETRY_MS, useAppStore } from '../../../src-renderer/src/stores/app'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { INFO, ROSTERS, view } from '../fixtures'

function use(handlers: Record<string, FakeHandler>): FakeTransport {
  const transport = new FakeTransport(handlers)
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return transport
}

describe('app store', () => {
  it('is ready with the info from a round trip', async () => {
    use({ 'app.info': () => ({ ok: true, value: INFO }) })
    const app = useAppStore()
    expect(app.status).toBe('connecting')
    await app.loadInfo()
    expect(app.status).toBe('ready')
    expect(app.info).toEqual(INFO)
  })

  it('says why when main answers with an error, at once when the request itself was refused', async () => {
    const transport = use({ 'app.info': () => fail('ipc/invalid-payload', 'no') })
    const app = useAppStore()
    await app.loadInfo()
    expect(app.status).toBe('error')
    expect(app.error).toBe('ipc/invalid-payload: no')
    expect(transport.calls.filter((c) => c.name === 'app.info')).toHaveLength(1)
  })

  it('asks again while the way to main fails, and says why after the last try', async () => {
    vi.useFakeTimers()
    try {
      const transport = use({ 'app.info': () => fail('ipc/disconnected', 'gone') })
      const app = useAppStore()
      const loading = app.loadInfo()
      await vi.advanceTimersByTimeAsync(100)
      expect(app.status).toBe('connecting')
      await vi.runAllTimersAsync()
      await loading
      expect(app.status).toBe('error')
      expect(app.error).toBe('ipc/disconnected: gone')
      expect(transport.calls.filter((c) => c.name === 'app.info')).toHaveLength(INFO_RETRY_MS.length + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is ready when a later try gets through (a busy host, then an answer)', async () => {
    vi.useFakeTimers()
    try {
      let tries = 0
      use({
        'app.info': () =>
          ++tries < 3 ? fail(tries === 1 ? 'ipc/busy' : 'ipc/timeout', 'wait') : { ok: true, value: INFO },
      })
      const app = useAppStore()
      const loading = app.loadInfo()
      await vi.runAllTimersAsync()
      await loading
      expect(tries).toBe(3)
      expect(app.status).toBe('ready')
      expect(app.error).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('game store', () => {
  const started = view()

  it('starts a game and shows its view', async () => {
    const transport = use({
      'rosters.list': () => ({ ok: true, value: ROSTERS }),
      'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: started } }),
    })
    const game = useGameStore()
    await game.loadRosters()
    expect(game.rosters).toEqual(ROSTERS)
    expect(await game.newGame('human', 'orc')).toBe(true)
    // game.new, then the legal actions of the new game (game.legal).
    expect(transport.calls.find((c) => c.name === 'game.new')).toEqual({
      name: 'game.new',
      args: { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } },
    })
    expect(game.gameId).toBe('g-1')
    expect(game.view).toEqual(started)
    expect(game.starting).toBe(false)
  })

  it('asks game.new for a saved team by its id', async () => {
    const transport = use({ 'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: started } }) })
    const id = 't-00000000-0000-4000-8000-000000000001'
    expect(await useGameStore().newGame(`team:${id}`, 'orc')).toBe(true)
    expect(transport.calls.find((c) => c.name === 'game.new')?.args).toEqual({
      ruleset: 'classic',
      home: { teamId: id },
      away: { rosterId: 'orc' },
    })
  })

  it('follows state.changed for its own game only', async () => {
    const transport = use({ 'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: started } }) })
    const game = useGameStore()
    await game.newGame('human', 'orc')
    const later = view({ score: [1, 0] })
    transport.emit('state.changed', { gameId: 'g-other', view: view({ score: [5, 5] }), events: [] })
    expect(game.view).toEqual(started)
    transport.emit('state.changed', { gameId: 'g-1', view: later, events: [] })
    expect(game.view).toEqual(later)
    game.listen()
    expect(transport.listenerCount).toBe(2) // state.changed and ai.thinking, once each
  })

  it('is stale from a change until its legal actions come back; no reach asked for the AI’s mover', async () => {
    const legal = (side: 0 | 1) => ({
      ok: true as const,
      value: {
        decision: { side, kind: 'activation' },
        actions: [{ type: 'step', x: 1, y: 1 }],
        chances: [1],
      },
    })
    let answer: (value: unknown) => void = () => {}
    let next: Promise<unknown> | null = null
    const transport = use({
      'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: started } }),
      // A pending answer: the fake transport resolves whatever the handler gives, a promise included.
      'game.legal': () => (next ?? legal(1)) as unknown as Result<unknown>,
      'game.reach': () => ({ ok: true, value: { player: 0, squares: [] } }),
    })
    const game = useGameStore()
    await game.newGame('human', 'orc', 'classic', ['human', { ai: 'beginner' }])
    expect(game.stale).toBe(false)
    expect(transport.calls.some((c) => c.name === 'game.reach')).toBe(false) // the AI's step: no reach
    next = new Promise((resolve) => (answer = resolve))
    transport.emit('state.changed', { gameId: 'g-1', view: view({ score: [1, 0] }), events: [] })
    expect(game.stale).toBe(true) // the view moved on, the legal actions not yet
    answer(legal(0))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(game.stale).toBe(false)
    expect(game.legal?.decision.side).toBe(0)
    expect(transport.calls.some((c) => c.name === 'game.reach')).toBe(true) // the human's step: his reach
  })

  it('keeps the table as it was when game.new fails', async () => {
    use({ 'game.new': () => fail('roster/not-found', 'No classic roster "x".') })
    const game = useGameStore()
    expect(await game.newGame('x', 'orc')).toBe(false)
    expect(game.view).toBeNull()
    expect(game.error).toBe('That team roster is not available.')
  })
})
